// Liveness challenges (decision 062), SQL only: issued rows, and the one
// conditional update that uses a challenge up, so two calls with one
// challenge cannot both get its action.
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type FaceChallengeOutcome, faceChallenges } from '../../db/schema';

export type FaceChallengeRow = typeof faceChallenges.$inferSelect;
export type NewFaceChallenge = typeof faceChallenges.$inferInsert;

/** Whom a challenge was issued to: a customer, at a payment or (null) at the enrolment. */
export interface ChallengeSubject {
  userId: string;
  paymentId: string | null;
}

const ofSubject = (id: string, subject: ChallengeSubject) =>
  and(
    eq(faceChallenges.id, id),
    eq(faceChallenges.userId, subject.userId),
    subject.paymentId === null
      ? isNull(faceChallenges.paymentId)
      : eq(faceChallenges.paymentId, subject.paymentId),
  );

export function createFaceChallengeRepository(db: Database) {
  return {
    async insert(challenge: NewFaceChallenge): Promise<FaceChallengeRow> {
      const [row] = await db.insert(faceChallenges).values(challenge).returning();
      if (!row) throw new Error('face challenge insert returned nothing');
      return row;
    },

    /** How many challenges a payment was offered. */
    async countForPayment(paymentId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(faceChallenges)
        .where(eq(faceChallenges.paymentId, paymentId));
      return row?.n ?? 0;
    },

    /** The subject's challenge while it is open at `now`: unused and unexpired. */
    async findOpen(
      id: string,
      subject: ChallengeSubject,
      now: Date,
    ): Promise<FaceChallengeRow | null> {
      const [row] = await db
        .select()
        .from(faceChallenges)
        .where(
          and(
            ofSubject(id, subject),
            isNull(faceChallenges.usedAt),
            gt(faceChallenges.expiresAt, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Uses the challenge up, in one conditional update: null when it is
     * unknown, another subject's, expired or used already (by a concurrent
     * call too).
     */
    async use(id: string, subject: ChallengeSubject, now: Date): Promise<FaceChallengeRow | null> {
      const [row] = await db
        .update(faceChallenges)
        .set({ usedAt: now })
        .where(
          and(
            ofSubject(id, subject),
            isNull(faceChallenges.usedAt),
            gt(faceChallenges.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The subject's challenge as it is (to tell why it could not be used). */
    async find(id: string, subject: ChallengeSubject): Promise<FaceChallengeRow | null> {
      const [row] = await db.select().from(faceChallenges).where(ofSubject(id, subject)).limit(1);
      return row ?? null;
    },

    /** Writes what the challenge came to. */
    async record(id: string, outcome: FaceChallengeOutcome): Promise<void> {
      await db.update(faceChallenges).set({ outcome }).where(eq(faceChallenges.id, id));
    },
  };
}
export type FaceChallengeRepository = ReturnType<typeof createFaceChallengeRepository>;
