// Face registrations, their analysis jobs, enrolled templates, duplicate flags
// and liveness failures. Photos arrive here already encrypted.
import { and, count, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { type Database, queryRows } from '../../db/client';
import {
  faceDuplicateFlags,
  faceJobs,
  faceLivenessFailures,
  faceTemplates,
  faceUsageIntentions,
  users,
} from '../../db/schema';
import type { UserFaceChanges } from '../user/repository';
import { type EnrolledFace, descriptorFromBytes, embeddingFromBytes } from './engine/similarity';

export type FaceIntentionRow = typeof faceUsageIntentions.$inferSelect;
export type FaceIntentionChanges = Partial<
  Omit<typeof faceUsageIntentions.$inferInsert, 'id' | 'userId' | 'createdAt'>
>;
export type FaceJobRow = typeof faceJobs.$inferSelect;
export type FaceTemplateRow = typeof faceTemplates.$inferSelect;
export type NewFaceTemplate = Omit<
  typeof faceTemplates.$inferInsert,
  'id' | 'seq' | 'active' | 'createdAt'
>;

export interface TemplateMatch {
  templateId: string;
  userId: string;
  similarity: number;
}

/** pgvector's text form of an embedding. */
const vectorLiteral = (embedding: Float32Array) => `[${Array.from(embedding).join(',')}]`;

export function createFaceRepository(db: Database) {
  return {
    async findIntention(id: string): Promise<FaceIntentionRow | null> {
      const [row] = await db
        .select()
        .from(faceUsageIntentions)
        .where(eq(faceUsageIntentions.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The user's registration in progress, created when there is none (one per user). */
    async openIntention(userId: string, now: Date): Promise<FaceIntentionRow> {
      const open = and(
        eq(faceUsageIntentions.userId, userId),
        ne(faceUsageIntentions.state, 'FINISHED'),
      );
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
      job: Pick<FaceJobRow, 'kind' | 'step' | 'usesGlasses'> & { image: Buffer },
      now: Date,
    ): Promise<FaceIntentionRow | null> {
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
        await tx.insert(faceJobs).values({ intentionId, ...job, status: 'queued' });
        return intention;
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
        await tx.update(users).set(userChanges).where(eq(users.id, intention.userId));
        await tx
          .update(faceUsageIntentions)
          .set({ ...changes, state: 'FINISHED', updatedAt: now })
          .where(eq(faceUsageIntentions.id, intention.id));
      });
    },

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

    /** Ends a job and forgets its photo. */
    async finishJob(
      job: Pick<FaceJobRow, 'id' | 'attempts'>,
      status: 'done' | 'failed',
    ): Promise<void> {
      await db
        .update(faceJobs)
        .set({ status, image: null, lockedUntil: null, finishedAt: sql`clock_timestamp()` })
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

    /**
     * Saves the user's face for one glasses state, replacing the active one,
     * with any duplicate flags, in one transaction.
     */
    async saveTemplate(
      template: NewFaceTemplate,
      embedding: Float32Array,
      duplicates: { userId: string; similarity: number }[],
      vectorSearch: boolean,
      now: Date,
    ): Promise<FaceTemplateRow> {
      return db.transaction(async (tx) => {
        await tx
          .update(faceTemplates)
          .set({ active: false })
          .where(
            and(
              eq(faceTemplates.userId, template.userId),
              eq(faceTemplates.usesGlasses, template.usesGlasses),
              eq(faceTemplates.active, true),
            ),
          );
        const [row] = await tx
          .insert(faceTemplates)
          .values({ ...template, createdAt: now })
          .returning();
        if (!row) throw new Error('face template not saved');
        if (vectorSearch) {
          await tx.execute(
            sql`update face_templates set embedding_vector = ${vectorLiteral(embedding)}::vector
                where id = ${row.id}`,
          );
        }
        if (duplicates.length > 0) {
          await tx.insert(faceDuplicateFlags).values(
            duplicates.map((duplicate) => ({
              userId: template.userId,
              otherUserId: duplicate.userId,
              similarity: duplicate.similarity,
              createdAt: now,
            })),
          );
        }
        return row;
      });
    },

    /** Active templates saved after `afterSeq`, oldest first (for the in-process index). */
    async templatesAfter(
      afterSeq: number,
      limit: number,
    ): Promise<Pick<FaceTemplateRow, 'seq' | 'id' | 'userId' | 'embedding'>[]> {
      return db
        .select({
          seq: faceTemplates.seq,
          id: faceTemplates.id,
          userId: faceTemplates.userId,
          embedding: faceTemplates.embedding,
        })
        .from(faceTemplates)
        .where(and(gt(faceTemplates.seq, afterSeq), eq(faceTemplates.active, true)))
        .orderBy(faceTemplates.seq)
        .limit(limit);
    },

    /** Which of these templates are still active, with their owners. */
    async activeTemplates(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: faceTemplates.id, userId: faceTemplates.userId })
        .from(faceTemplates)
        .where(and(inArray(faceTemplates.id, ids), eq(faceTemplates.active, true)));
      return new Map(rows.map((row) => [row.id, row.userId]));
    },

    /** Embedding and descriptor of these templates, with their owners (active ones only). */
    async templateFeatures(ids: string[]): Promise<EnrolledFace[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          userId: faceTemplates.userId,
          embedding: faceTemplates.embedding,
          descriptor: faceTemplates.descriptor,
        })
        .from(faceTemplates)
        .where(and(inArray(faceTemplates.id, ids), eq(faceTemplates.active, true)));
      return rows.map((row) => ({
        userId: row.userId,
        embedding: embeddingFromBytes(row.embedding),
        descriptor: row.descriptor ? descriptorFromBytes(row.descriptor) : null,
      }));
    },

    /** Whether face_templates has the pgvector column (see db/migrate.ts). */
    async hasVectorColumn(): Promise<boolean> {
      const rows = await queryRows<{ present: boolean }>(
        db,
        sql`select exists (select 1 from information_schema.columns
              where table_name = 'face_templates' and column_name = 'embedding_vector') as present`,
      );
      return rows[0]?.present ?? false;
    },

    /** Nearest active templates by pgvector's HNSW index (cosine). */
    async nearestByVector(embedding: Float32Array, limit: number): Promise<TemplateMatch[]> {
      const rows = await queryRows<{ id: string; user_id: string; distance: number | string }>(
        db,
        sql`select id, user_id, embedding_vector <=> ${vectorLiteral(embedding)}::vector as distance
            from face_templates where active
            order by embedding_vector <=> ${vectorLiteral(embedding)}::vector
            limit ${limit}`,
      );
      return rows.map((row) => ({
        templateId: row.id,
        userId: row.user_id,
        similarity: 1 - Number(row.distance),
      }));
    },

    /**
     * Deletes the user's enrolled faces and the duplicate flags that name them (the
     * sandbox's reset; the retention purge of decision 004 will build on it).
     * Returns how many templates went.
     */
    async forgetFaces(userId: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .delete(faceDuplicateFlags)
          .where(
            or(eq(faceDuplicateFlags.userId, userId), eq(faceDuplicateFlags.otherUserId, userId)),
          );
        const deleted = await tx
          .delete(faceTemplates)
          .where(eq(faceTemplates.userId, userId))
          .returning({ id: faceTemplates.id });
        return deleted.length;
      });
    },

    /** The sealed profile crops of the user's face (the one without glasses first). */
    async sealedProfilePictures(userId: string): Promise<Buffer | null> {
      const [row] = await db
        .select({ pictures: faceTemplates.pictures })
        .from(faceTemplates)
        .where(and(eq(faceTemplates.userId, userId), eq(faceTemplates.active, true)))
        .orderBy(faceTemplates.usesGlasses)
        .limit(1);
      return row?.pictures ?? null;
    },

    async duplicateFlags(userId: string) {
      return db
        .select()
        .from(faceDuplicateFlags)
        .where(eq(faceDuplicateFlags.userId, userId))
        .orderBy(desc(faceDuplicateFlags.similarity));
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

export type FaceRepository = ReturnType<typeof createFaceRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    faceRepository: FaceRepository;
  }
}

export default fp(
  (app, _options, done) => {
    app.decorate('faceRepository', createFaceRepository(app.db));
    done();
  },
  { name: 'face-repository', dependencies: ['db'] },
);
