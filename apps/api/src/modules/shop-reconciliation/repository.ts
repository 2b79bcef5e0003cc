// The reconciliation's reads and its record (issue 27): a shop's payments of
// a São Paulo day, the till payments of that day that reached the gateway
// without becoming a sale, and the runs with their differences.
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  places,
  reconciliationDifferences,
  reconciliationRuns,
  terminalPayments,
  transactions,
} from '../../db/schema';

export type RunRow = typeof reconciliationRuns.$inferSelect;
export type DifferenceRow = typeof reconciliationDifferences.$inferSelect;
export type NewDifference = Omit<typeof reconciliationDifferences.$inferInsert, 'id' | 'runId'>;

export function createReconciliationRepository(db: Database) {
  return {
    /** The shop's payments of [since, until), with what they say the gateway holds. */
    paymentsOf(placeId: string, since: Date, until: Date) {
      return db
        .select({
          id: transactions.id,
          amountCents: transactions.amountCents,
          refundedCents: transactions.refundedCents,
          status: transactions.status,
          gatewayChargeId: transactions.gatewayChargeId,
        })
        .from(transactions)
        .where(
          and(
            eq(transactions.placeId, placeId),
            gte(transactions.createdAt, since),
            lt(transactions.createdAt, until),
          ),
        );
    },

    /**
     * Till payments of the day that may have been charged without a sale
     * here: their answer was lost (UNKNOWN, or CHARGING still) or declined.
     */
    unsettledTillPaymentsOf(placeId: string, since: Date, until: Date) {
      return db
        .select({ id: terminalPayments.id, amountCents: terminalPayments.amountCents })
        .from(terminalPayments)
        .where(
          and(
            eq(terminalPayments.placeId, placeId),
            inArray(terminalPayments.state, ['CHARGING', 'UNKNOWN', 'DECLINED']),
            gte(terminalPayments.createdAt, since),
            lt(terminalPayments.createdAt, until),
          ),
        );
    },

    async record(
      run: Omit<typeof reconciliationRuns.$inferInsert, 'id'>,
      differences: readonly NewDifference[],
    ): Promise<RunRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(reconciliationRuns).values(run).returning();
        if (differences.length > 0) {
          await tx
            .insert(reconciliationDifferences)
            .values(differences.map((difference) => ({ ...difference, runId: row!.id })));
        }
        return row!;
      });
    },

    async latestRun(placeId: string, day: string) {
      const [run] = await db
        .select()
        .from(reconciliationRuns)
        .where(and(eq(reconciliationRuns.placeId, placeId), eq(reconciliationRuns.day, day)))
        .orderBy(desc(reconciliationRuns.finishedAt))
        .limit(1);
      if (!run) return null;
      const differences = await db
        .select()
        .from(reconciliationDifferences)
        .where(eq(reconciliationDifferences.runId, run.id));
      return { run, differences };
    },

    /** The shops with a payment in [since, until) and no run of `day` yet (the daily job's list). */
    async shopsToReconcile(day: string, since: Date, until: Date): Promise<string[]> {
      const withSales = await db
        .selectDistinct({ placeId: transactions.placeId })
        .from(transactions)
        .innerJoin(places, eq(places.id, transactions.placeId))
        .where(and(gte(transactions.createdAt, since), lt(transactions.createdAt, until)));
      const done = await db
        .selectDistinct({ placeId: reconciliationRuns.placeId })
        .from(reconciliationRuns)
        .where(eq(reconciliationRuns.day, day));
      const reconciled = new Set(done.map((row) => row.placeId));
      return withSales.map((row) => row.placeId).filter((id) => !reconciled.has(id));
    },
  };
}
export type ReconciliationRepository = ReturnType<typeof createReconciliationRepository>;
