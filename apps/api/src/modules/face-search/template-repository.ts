// Enrolled faces (templates), with the duplicate flags saved alongside, and the
// reads the 1:N search (face-search.ts) runs on them: pgvector's index where the
// column exists, otherwise the sign codes and candidates of the in-process index
// (face-index-repository.ts).
import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { faceDuplicateFlags, faceTemplates } from '../../db/schema';
import { signCode } from '../../face-engine/search-index';
import {
  type EnrolledFace,
  descriptorFromBytes,
  embeddingFromBytes,
} from '../../face-engine/similarity';
import { createFaceIndexRepository } from './face-index-repository';

export type FaceTemplateRow = typeof faceTemplates.$inferSelect;
export type NewFaceTemplate = Omit<
  typeof faceTemplates.$inferInsert,
  'id' | 'seq' | 'embeddingCode' | 'active' | 'awaitingReview' | 'previousFaceScore' | 'createdAt'
>;

/**
 * How a template is saved: active (replacing the user's active one of its
 * glasses state), or awaiting review beside the active ones (a replacement that
 * did not look like the face it replaces, decision 023).
 */
export type TemplateStanding =
  | { awaitingReview: false }
  | { awaitingReview: true; reason: 'replacement'; previousFaceScore: number }
  | { awaitingReview: true; reason: 'liveness' };

export interface TemplateMatch {
  templateId: string;
  userId: string;
  similarity: number;
}

/** The columns a face comparison needs, and their decoding. */
const enrolledFaceColumns = {
  userId: faceTemplates.userId,
  embedding: faceTemplates.embedding,
  descriptor: faceTemplates.descriptor,
};
function toEnrolledFace(row: {
  userId: string;
  embedding: Buffer;
  descriptor: Buffer | null;
}): EnrolledFace {
  return {
    userId: row.userId,
    embedding: embeddingFromBytes(row.embedding),
    descriptor: row.descriptor ? descriptorFromBytes(row.descriptor) : null,
  };
}

/** pgvector's text form of an embedding. */
const vectorLiteral = (embedding: Float32Array) => `[${Array.from(embedding).join(',')}]`;

export function createFaceTemplateRepository(db: Database) {
  return {
    ...createFaceIndexRepository(db),

    /**
     * Saves the user's face for one glasses state with any duplicate flags, in
     * one transaction: active, replacing the active one; or awaiting review,
     * replacing the one awaiting for that glasses state and any left by an
     * earlier registration (a new replacement supersedes one under review).
     */
    async saveTemplate(
      template: NewFaceTemplate,
      standing: TemplateStanding,
      embedding: Float32Array,
      duplicates: { userId: string; similarity: number }[],
      vectorSearch: boolean,
      now: Date,
    ): Promise<FaceTemplateRow> {
      return db.transaction(async (tx) => {
        const ofUser = eq(faceTemplates.userId, template.userId);
        const sameGlasses = eq(faceTemplates.usesGlasses, template.usesGlasses);
        if (standing.awaitingReview) {
          await tx
            .delete(faceTemplates)
            .where(
              and(
                ofUser,
                eq(faceTemplates.awaitingReview, true),
                or(
                  sameGlasses,
                  isNull(faceTemplates.intentionId),
                  template.intentionId
                    ? ne(faceTemplates.intentionId, template.intentionId)
                    : undefined,
                ),
              ),
            );
        } else {
          // A retired face is no longer under review: what only a reviewer saw goes (decision 051).
          await tx
            .update(faceTemplates)
            .set({ active: false, retiredAt: now, livenessPhoto: null, burstFrames: null })
            .where(and(ofUser, sameGlasses, eq(faceTemplates.active, true)));
        }
        const [row] = await tx
          .insert(faceTemplates)
          .values({
            ...template,
            // The in-process index loads these codes, not the embeddings (decision 044).
            embeddingCode: Buffer.from(signCode(embedding)),
            ...(standing.awaitingReview
              ? {
                  active: false,
                  awaitingReview: true,
                  reviewReason: standing.reason,
                  previousFaceScore:
                    standing.reason === 'replacement' ? standing.previousFaceScore : null,
                }
              : {}),
            createdAt: now,
          })
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

    /** Embedding and descriptor of these templates, with their owners (active ones only). */
    async templateFeatures(ids: string[]): Promise<EnrolledFace[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(enrolledFaceColumns)
        .from(faceTemplates)
        .where(and(inArray(faceTemplates.id, ids), eq(faceTemplates.active, true)));
      return rows.map(toEnrolledFace);
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

    /**
     * Whether the user has an active face saved by another registration than
     * `intentionId` (any, when absent): that registration replaces it, and needs
     * a step-up (decision 023).
     */
    async hasActiveFaceOutside(userId: string, intentionId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: faceTemplates.id })
        .from(faceTemplates)
        .where(
          and(
            eq(faceTemplates.userId, userId),
            eq(faceTemplates.active, true),
            intentionId
              ? or(isNull(faceTemplates.intentionId), ne(faceTemplates.intentionId, intentionId))
              : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The user's active faces: what a replacement is compared with. */
    async activeFaces(userId: string): Promise<EnrolledFace[]> {
      const rows = await db
        .select(enrolledFaceColumns)
        .from(faceTemplates)
        .where(and(eq(faceTemplates.userId, userId), eq(faceTemplates.active, true)));
      return rows.map(toEnrolledFace);
    },

    /** Whether a face this registration saved awaits review (a pair of a replacement went there). */
    async awaitsReviewIn(intentionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: faceTemplates.id })
        .from(faceTemplates)
        .where(
          and(eq(faceTemplates.intentionId, intentionId), eq(faceTemplates.awaitingReview, true)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Whether the user enrolled a face before `before` (still active or replaced since). */
    async hadFaceBefore(userId: string, before: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: faceTemplates.id })
        .from(faceTemplates)
        .where(and(eq(faceTemplates.userId, userId), lt(faceTemplates.createdAt, before)))
        .limit(1);
      return row !== undefined;
    },

    async duplicateFlags(userId: string) {
      return db
        .select()
        .from(faceDuplicateFlags)
        .where(eq(faceDuplicateFlags.userId, userId))
        .orderBy(desc(faceDuplicateFlags.similarity));
    },
  };
}
export type FaceTemplateRepository = ReturnType<typeof createFaceTemplateRepository>;
