// Face registrations (usage intentions) as they move through capture and
// analysis, and the failed liveness checks that may block new captures.
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faceJobs, faceLivenessFailures, faceUsageIntentions, users } from '../../db/schema';
import { currentRequestId } from '../../plugins/app/request-context';
import type { UserFaceChanges } from '../user/repository';
import type { FaceJobRow } from './job-repository';

export type FaceIntentionRow = typeof faceUsageIntentions.$inferSelect;
export type FaceIntentionChanges = Partial<
  Omit<typeof faceUsageIntentions.$inferInsert, 'id' | 'userId' | 'createdAt'>
>;

/** The user's registration that is not finished (at most one, by a unique index). */
const openOf = (userId: string) =>
  and(eq(faceUsageIntentions.userId, userId), ne(faceUsageIntentions.state, 'FINISHED'));

export function createFaceIntentionRepository(db: Database) {
  return {
    async findIntention(id: string): Promise<FaceIntentionRow | null> {
      const [row] = await db
        .select()
        .from(faceUsageIntentions)
        .where(eq(faceUsageIntentions.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The user's registration in progress, if any. */
    async findOpenIntention(userId: string): Promise<FaceIntentionRow | null> {
      const [row] = await db.select().from(faceUsageIntentions).where(openOf(userId)).limit(1);
      return row ?? null;
    },

    /** The user's registration in progress, created when there is none (one per user). */
    async openIntention(userId: string, now: Date): Promise<FaceIntentionRow> {
      const open = openOf(userId);
      for (;;) {
        const [existing] = await db.select().from(faceUsageIntentions).where(open).limit(1);
        if (existing) return existing;
        const [created] = await db
          .insert(faceUsageIntentions)
          .values({
            userId,
            state: 'CAPTURING',
            nextCapture: { step: 1, usesGlasses: false },
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (created) return created;
      }
    },

    /**
     * Sets the intention to PROCESSING and queues the photo's analysis, unless a
     * photo of it is being analysed already (then null): one job at a time.
     */
    async queueAnalysis(
      intentionId: string,
      changes: FaceIntentionChanges,
      job: Pick<FaceJobRow, 'kind' | 'step' | 'usesGlasses'> &
        Partial<Pick<FaceJobRow, 'challengeId' | 'challengeAction'>> & {
          image: Buffer;
          frames?: Buffer | null;
        },
      now: Date,
      /** Claims the job for this process as it is written (lease-runner.ts queue()). */
      claim: { leaseMs: number } | null = null,
    ): Promise<{ intention: FaceIntentionRow; job: FaceJobRow } | null> {
      return db.transaction(async (tx) => {
        const [intention] = await tx
          .update(faceUsageIntentions)
          .set({ ...changes, state: 'PROCESSING', refusal: null, updatedAt: now })
          .where(
            and(
              eq(faceUsageIntentions.id, intentionId),
              eq(faceUsageIntentions.state, 'CAPTURING'),
            ),
          )
          .returning();
        if (!intention) return null;
        const [queued] = await tx
          .insert(faceJobs)
          .values({
            intentionId,
            ...job,
            requestId: currentRequestId(),
            ...(claim
              ? {
                  status: 'running' as const,
                  attempts: 1,
                  lockedUntil: sql`clock_timestamp() + ${`${claim.leaseMs} milliseconds`}::interval`,
                }
              : { status: 'queued' as const }),
          })
          .returning();
        return { intention, job: queued! };
      });
    },

    async updateIntention(
      id: string,
      changes: FaceIntentionChanges,
      now: Date,
    ): Promise<FaceIntentionRow> {
      const [row] = await db
        .update(faceUsageIntentions)
        .set({ ...changes, updatedAt: now })
        .where(eq(faceUsageIntentions.id, id))
        .returning();
      if (!row) throw new Error(`face usage intention ${id} is gone`);
      return row;
    },

    /**
     * Ends a registration and sets the user's face status in one transaction:
     * whoever sees the intention FINISHED (polling) then sees the same outcome
     * on the profile.
     */
    async finishIntention(
      intention: Pick<FaceIntentionRow, 'id' | 'userId'>,
      changes: FaceIntentionChanges,
      userChanges: UserFaceChanges,
      now: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        // A replacement awaiting review leaves the user as it was (decision 023).
        if (Object.keys(userChanges).length > 0) {
          await tx.update(users).set(userChanges).where(eq(users.id, intention.userId));
        }
        await tx
          .update(faceUsageIntentions)
          .set({ ...changes, state: 'FINISHED', updatedAt: now })
          .where(eq(faceUsageIntentions.id, intention.id));
      });
    },

    async recordLivenessFailure(userId: string, score: number, now: Date): Promise<void> {
      await db.insert(faceLivenessFailures).values({ userId, score, createdAt: now });
    },

    /** Failures since `since`, and the newest one's time. */
    async livenessFailuresSince(
      userId: string,
      since: Date,
    ): Promise<{ failures: number; last: Date | null }> {
      const [row] = await db
        .select({
          failures: count(),
          last: sql<Date | string | null>`max(${faceLivenessFailures.createdAt})`,
        })
        .from(faceLivenessFailures)
        .where(
          and(eq(faceLivenessFailures.userId, userId), gt(faceLivenessFailures.createdAt, since)),
        );
      const last = row?.last ?? null;
      return { failures: row?.failures ?? 0, last: last === null ? null : new Date(last) };
    },
  };
}
export type FaceIntentionRepository = ReturnType<typeof createFaceIntentionRepository>;
