// The queue of face analyses: jobs claimed under a lease, so any API instance
// may run them and a job left by a process that died is taken again. Photos
// arrive here already encrypted.
import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { faceJobs } from '../../db/schema';

export type FaceJobRow = typeof faceJobs.$inferSelect;

export function createFaceJobRepository(db: Database) {
  return {
    /**
     * Takes the oldest job nobody holds: queued, or running with a lease that
     * ran out (its process died). SKIP LOCKED lets several instances claim at
     * once without taking the same job.
     */
    async claimJob(leaseMs: number): Promise<FaceJobRow | null> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update face_jobs set status = 'running', attempts = attempts + 1,
              locked_until = clock_timestamp() + ${`${leaseMs} milliseconds`}::interval
            where id = (
              select id from face_jobs
              where status = 'queued' or (status = 'running' and locked_until < clock_timestamp())
              order by created_at
              for update skip locked
              limit 1)
            returning id`,
      );
      const id = rows[0]?.id;
      if (!id) return null;
      const [job] = await db.select().from(faceJobs).where(eq(faceJobs.id, id)).limit(1);
      return job ?? null;
    },

    /**
     * Renews the lease of a job this process claimed, if it still holds it (the
     * same attempt, lease not run out). False means another instance may have
     * taken the job: the caller must drop its result.
     */
    async renewJob(job: Pick<FaceJobRow, 'id' | 'attempts'>, leaseMs: number): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update face_jobs set locked_until = clock_timestamp() + ${`${leaseMs} milliseconds`}::interval
            where id = ${job.id} and attempts = ${job.attempts} and status = 'running'
              and locked_until > clock_timestamp()
            returning id`,
      );
      return rows.length > 0;
    },

    /** Ends a job and forgets its photo and burst. */
    async finishJob(
      job: Pick<FaceJobRow, 'id' | 'attempts'>,
      status: 'done' | 'failed',
    ): Promise<void> {
      await db
        .update(faceJobs)
        .set({
          status,
          image: null,
          frames: null,
          lockedUntil: null,
          finishedAt: sql`clock_timestamp()`,
        })
        .where(and(eq(faceJobs.id, job.id), eq(faceJobs.attempts, job.attempts)));
    },

    /** Gives a job back to the queue after a transient failure (if still this attempt's). */
    async releaseJob(job: Pick<FaceJobRow, 'id' | 'attempts'>): Promise<void> {
      await db
        .update(faceJobs)
        .set({ status: 'queued', lockedUntil: null })
        .where(
          and(
            eq(faceJobs.id, job.id),
            eq(faceJobs.attempts, job.attempts),
            eq(faceJobs.status, 'running'),
          ),
        );
    },
  };
}
export type FaceJobRepository = ReturnType<typeof createFaceJobRepository>;
