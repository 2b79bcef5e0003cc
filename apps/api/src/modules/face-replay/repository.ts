// Fingerprints of captures per till and per customer (decision 063), SQL only.
import { and, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faceCaptureFingerprints } from '../../db/schema';
import { type CaptureFingerprint, exposureWindow } from './fingerprint';

export type ReplayScope = 'terminal' | 'customer';

export interface ScopedCaptures {
  scope: ReplayScope;
  scopeId: string;
  paymentId: string;
  prints: readonly CaptureFingerprint[];
  /** Fingerprints seen before this are forgotten. */
  since: Date;
}

export function createFaceReplayRepository(db: Database) {
  const table = faceCaptureFingerprints;
  const inScope = (captures: ScopedCaptures) =>
    and(
      eq(table.scope, captures.scope),
      eq(table.scopeId, captures.scopeId),
      ne(table.paymentId, captures.paymentId),
      gte(table.seenAt, captures.since),
    );

  return {
    /**
     * The scope's fingerprints of other payments that may be one of `prints`:
     * the same bytes, or a mean grey level within the exposure a copy may
     * have (the thumbnails are then compared by the caller).
     */
    async candidates(captures: ScopedCaptures): Promise<CaptureFingerprint[]> {
      if (captures.prints.length === 0) return [];
      return db
        .select({ sha256: table.sha256, mean: table.mean, thumb: table.thumb })
        .from(table)
        .where(
          and(
            inScope(captures),
            or(
              inArray(
                table.sha256,
                captures.prints.map((print) => print.sha256),
              ),
              ...captures.prints.map((print) => {
                const { low, high } = exposureWindow(print.mean);
                return sql`${table.mean} between ${low} and ${high}`;
              }),
            ),
          ),
        );
    },

    /**
     * Records `prints` for the payment. Returns whether another payment's
     * fingerprint of the same bytes got there first (two replays racing on
     * two instances: the unique key lets one in). A fingerprint past the
     * window is taken over.
     */
    async remember(captures: ScopedCaptures, at: Date): Promise<{ raced: boolean }> {
      if (captures.prints.length === 0) return { raced: false };
      const unique = new Map(captures.prints.map((print) => [print.sha256, print]));
      const written = await db
        .insert(table)
        .values(
          [...unique.values()].map((print) => ({
            scope: captures.scope,
            scopeId: captures.scopeId,
            paymentId: captures.paymentId,
            sha256: print.sha256,
            mean: print.mean,
            thumb: Buffer.from(print.thumb),
            seenAt: at,
          })),
        )
        .onConflictDoUpdate({
          target: [table.scope, table.scopeId, table.sha256],
          set: { paymentId: sql`excluded.payment_id`, seenAt: sql`excluded.seen_at` },
          // Only a stale row, or this payment's own (a retried call), is taken over.
          setWhere: or(lt(table.seenAt, captures.since), eq(table.paymentId, captures.paymentId)),
        })
        .returning({ sha256: table.sha256 });
      return { raced: written.length < unique.size };
    },

    /** Forgets fingerprints seen before `before`; how many. */
    async purge(before: Date): Promise<number> {
      const gone = await db
        .delete(table)
        .where(lt(table.seenAt, before))
        .returning({ id: table.id });
      return gone.length;
    },
  };
}
export type FaceReplayRepository = ReturnType<typeof createFaceReplayRepository>;
