// The demo seed's past payments, written as the terminal API records its own
// (SUCCESS, or CANCELED with `canceledAt`). The payments repository only reads,
// and the terminal API writes a transaction together with its charge: months of
// history with no terminal payment behind them have no other way in.
import { randomUUID } from 'node:crypto';
import { type ChangeNotes, unheardChanges } from '../../cache/customer-changes';
import type { Database } from '../../db/client';
import { transactions } from '../../db/schema';

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
    /** Inserts them all in one statement; answers how many. */
    async insertMany(items: readonly DemoTransaction[]): Promise<number> {
      if (items.length === 0) return 0;
      const rows = await db
        .insert(transactions)
        .values(
          items.map((item) => ({
            ...item,
            status: item.canceledAt ? ('CANCELED' as const) : ('SUCCESS' as const),
            // A charge id as the sandbox gateway gives one: the portal may refund them.
            gatewayChargeId: `sandbox-${randomUUID()}`,
          })),
        )
        .returning({ id: transactions.id });
      for (const userId of new Set(items.map((item) => item.userId))) notes.changed(userId);
      return rows.length;
    },
  };
}
export type DemoTransactionsRepository = ReturnType<typeof createDemoTransactionsRepository>;
