// The demo seed's past payments, written as the terminal API records its own
// (SUCCESS, or CANCELED with `canceledAt`). The payments repository only reads,
// and the terminal API writes a transaction together with its charge: months of
// history with no terminal payment behind them have no other way in.
import { randomUUID } from 'node:crypto';
import { type ChangeNotes, unheardChanges } from '../../cache/customer-changes';
import type { Database } from '../../db/client';
import { sandboxGatewayCharges, transactions } from '../../db/schema';

export interface DemoTransaction {
  userId: string;
  placeId: string;
  terminalId: string;
  paymentMethodId: string;
  amountCents: number;
  createdAt: Date;
  canceledAt: Date | null;
}

export function createDemoTransactionsRepository(
  db: Database,
  notes: ChangeNotes = unheardChanges,
) {
  return {
    /**
     * Inserts them all in one statement, each with its charge at the sandbox
     * gateway (voided for a canceled one), as a payment at the till leaves
     * them: the portal may refund them and the reconciliation finds them.
     * Answers how many.
     */
    async insertMany(items: readonly DemoTransaction[]): Promise<number> {
      if (items.length === 0) return 0;
      const charged = items.map((item) => ({ ...item, chargeId: `sandbox-${randomUUID()}` }));
      const rows = await db
        .insert(transactions)
        .values(
          charged.map(({ chargeId, ...item }) => ({
            ...item,
            status: item.canceledAt ? ('CANCELED' as const) : ('SUCCESS' as const),
            gatewayChargeId: chargeId,
          })),
        )
        .returning({ id: transactions.id });
      await db.insert(sandboxGatewayCharges).values(
        charged.map((item, index) => ({
          paymentId: item.chargeId,
          orderId: rows[index]!.id,
          amountCents: item.amountCents,
          voidedCents: item.canceledAt ? item.amountCents : 0,
          approved: true,
          returnCode: '00',
          createdAt: item.createdAt,
        })),
      );
      for (const userId of new Set(items.map((item) => item.userId))) notes.changed(userId);
      return rows.length;
    },
  };
}
export type DemoTransactionsRepository = ReturnType<typeof createDemoTransactionsRepository>;
