// Step-ups before replacing an enrolled face (decision 023): each change is one
// conditional update, so a code confirms a step-up once and a replacement uses
// it up once, whatever runs at the same time.
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faceStepUps } from '../../db/schema';

export type FaceStepUpRow = typeof faceStepUps.$inferSelect;
export type NewFaceStepUp = Omit<typeof faceStepUps.$inferInsert, 'id'>;

/** A step-up of this user and session, unused and within its ten minutes. */
const live = (userId: string, sessionId: string, now: Date) =>
  and(
    eq(faceStepUps.userId, userId),
    eq(faceStepUps.sessionId, sessionId),
    isNull(faceStepUps.usedAt),
    gt(faceStepUps.expiresAt, now),
  );

/** That step-up, live and not yet confirmed. */
const unconfirmed = (id: string, userId: string, sessionId: string, now: Date) =>
  and(eq(faceStepUps.id, id), live(userId, sessionId, now), isNull(faceStepUps.confirmedAt));

export function createFaceStepUpRepository(db: Database) {
  return {
    async insert(stepUp: NewFaceStepUp): Promise<FaceStepUpRow> {
      const [row] = await db.insert(faceStepUps).values(stepUp).returning();
      if (!row) throw new Error('face step-up insert returned nothing');
      return row;
    },

    /** The step-up, if it is this session's, not yet confirmed and still live. */
    async findUnconfirmed(
      id: string,
      userId: string,
      sessionId: string,
      now: Date,
    ): Promise<FaceStepUpRow | null> {
      const [row] = await db
        .select()
        .from(faceStepUps)
        .where(unconfirmed(id, userId, sessionId, now))
        .limit(1);
      return row ?? null;
    },

    /** Marks it confirmed unless it was already (by a concurrent call) or ran out. */
    async confirm(
      id: string,
      userId: string,
      sessionId: string,
      now: Date,
    ): Promise<FaceStepUpRow | null> {
      const [row] = await db
        .update(faceStepUps)
        .set({ confirmedAt: now })
        .where(unconfirmed(id, userId, sessionId, now))
        .returning();
      return row ?? null;
    },

    /** The newest confirmed step-up of this session that still allows captures. */
    async findGrant(userId: string, sessionId: string, now: Date): Promise<FaceStepUpRow | null> {
      const [row] = await db
        .select()
        .from(faceStepUps)
        .where(and(live(userId, sessionId, now), isNotNull(faceStepUps.confirmedAt)))
        .orderBy(desc(faceStepUps.expiresAt))
        .limit(1);
      return row ?? null;
    },

    /** Used up by the replacement it allowed: the next one asks again. */
    async markUsed(id: string, now: Date): Promise<void> {
      await db
        .update(faceStepUps)
        .set({ usedAt: now })
        .where(and(eq(faceStepUps.id, id), isNull(faceStepUps.usedAt)));
    },
  };
}
export type FaceStepUpRepository = ReturnType<typeof createFaceStepUpRepository>;
