// 1:N search over enrolled faces: pgvector's HNSW index where the database has
// the extension (PGlite, managed PostgreSQL services), otherwise an in-process
// index (engine/search-index.ts) that catches up with new templates before each
// search, so several API instances on one database all see every enrolment.
import { FaceSearchIndex } from './engine/search-index';
import { embeddingFromBytes } from './engine/similarity';
import type { FaceTemplateRepository, TemplateMatch } from './template-repository';

export interface FaceSearch {
  readonly kind: 'pgvector' | 'in-process';
  /** The `limit` active templates most similar to `embedding`, most similar first. */
  nearest(embedding: Float32Array, limit: number): Promise<TemplateMatch[]>;
  /**
   * Reads what the first search would need, so the first payment after a
   * start does not wait for it (2.5–4 s at 100,000 faces in process,
   * decision 035); answers how many templates it holds. Nothing for pgvector.
   */
  warmUp(): Promise<number>;
}

const SYNC_BATCH = 5_000;

class InProcessFaceSearch implements FaceSearch {
  readonly kind = 'in-process';
  private readonly index = new FaceSearchIndex();
  /** Index key -> template id. */
  private readonly templateIds: string[] = [];
  private lastSeq = 0;
  private syncing: Promise<void> = Promise.resolve();

  constructor(private readonly repository: FaceTemplateRepository) {}

  /** Adds templates saved since the last search (one sync at a time). */
  private sync(): Promise<void> {
    this.syncing = this.syncing.then(async () => {
      for (;;) {
        const rows = await this.repository.templatesAfter(this.lastSeq, SYNC_BATCH);
        for (const row of rows) {
          this.index.add(this.templateIds.length, embeddingFromBytes(row.embedding));
          this.templateIds.push(row.id);
          this.lastSeq = row.seq;
        }
        if (rows.length < SYNC_BATCH) return;
      }
    });
    return this.syncing;
  }

  async warmUp(): Promise<number> {
    await this.sync();
    return this.templateIds.length;
  }

  async nearest(embedding: Float32Array, limit: number): Promise<TemplateMatch[]> {
    await this.sync();
    // Replaced templates stay in the index: ask for more, keep the active ones.
    const hits = this.index.search(embedding, limit * 4 + 8);
    const ids = hits.map((hit) => this.templateIds[hit.key]!);
    const active = await this.repository.activeTemplates(ids);
    return hits
      .map((hit, i) => ({ templateId: ids[i]!, similarity: hit.similarity }))
      .filter((hit) => active.has(hit.templateId))
      .slice(0, limit)
      .map((hit) => ({ ...hit, userId: active.get(hit.templateId)! }));
  }
}

export async function createFaceSearch(repository: FaceTemplateRepository): Promise<FaceSearch> {
  if (await repository.hasVectorColumn()) {
    return {
      kind: 'pgvector',
      nearest: (embedding, limit) => repository.nearestByVector(embedding, limit),
      warmUp: () => Promise.resolve(0),
    };
  }
  return new InProcessFaceSearch(repository);
}

/** The in-process search even where pgvector exists (tests compare both paths). */
export function createInProcessFaceSearch(repository: FaceTemplateRepository): FaceSearch {
  return new InProcessFaceSearch(repository);
}
