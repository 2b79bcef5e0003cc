// 1:N search over enrolled faces: pgvector's HNSW index where the database has
// the extension (PGlite, managed PostgreSQL services), otherwise an in-process
// index of sign codes (face-engine/search-index.ts) that catches up with new
// templates before each search, so several API instances on one database all
// see every enrolment. The in-process index keeps only the 64-byte codes: its
// hundred-odd candidates are ranked exactly on embeddings read from the
// database, one query per search (decision 044).
import {
  CODE_BYTES,
  FaceSearchIndex,
  type FaceSearchIndexOptions,
  signCode,
} from '../../face-engine/search-index';
import { cosineSimilarity, embeddingFromBytes } from '../../face-engine/similarity';
import type { CodeBatch } from './face-index-repository';
import type { FaceTemplateRepository, TemplateMatch } from './template-repository';

export interface FaceSearch {
  readonly kind: 'pgvector' | 'in-process';
  /** The `limit` active templates most similar to `embedding`, most similar first. */
  nearest(embedding: Float32Array, limit: number): Promise<TemplateMatch[]>;
  /**
   * Reads what the first search would need, so the first payment after a
   * start does not wait for it; answers how many templates it holds. Nothing
   * for pgvector.
   */
  warmUp(): Promise<number>;
  /** Stops the threads the in-process index scans with. */
  close(): void;
}

/**
 * Codes ranked exactly per search. At a million faces, a face's own code was as
 * often among the closest 128 as among the closest 512 for probes above
 * similarity 0.4, and the embeddings read cost a search about 20 µs each
 * (decision 044).
 */
const CANDIDATES = 128;
/**
 * Codes the scan keeps, by Hamming distance, before the query's projection on
 * their signs narrows them to the candidates (search-index.ts). Among ten
 * million random codes, the closest 128 missed a probe's own face once in 400
 * probes at similarity 0.35-0.8; 2,048 narrowed by the projection missed none,
 * for about a millisecond and no more reads (decision 083).
 */
const SHORTLIST = 2_048;

export interface InProcessOptions {
  /** Templates read per catch-up query; a longer way behind switches to the bulk load. */
  catchUp: number;
  /** Seq values per bulk-load query (about 9 MB of codes an answer at 131,072 templates). */
  loadWindow: number;
  /** How long a seq passed over is read again by each catch-up (see `notePassedOver`). */
  recheckMs: number;
  /** The clock the recheck time is kept by. */
  now: () => number;
  /** The index's scan threads (face-engine/search-index.ts; its default when unset). */
  index: Partial<FaceSearchIndexOptions>;
  /** Codes kept by the scan before the projection narrows them (`SHORTLIST`). */
  shortlist: number;
}
const defaults: InProcessOptions = {
  catchUp: 10_000,
  loadWindow: 131_072,
  recheckMs: 60_000,
  now: Date.now,
  index: {},
  shortlist: SHORTLIST,
};
/**
 * Passed-over seqs are noted only among the latest this many of a read: a
 * transaction still open holds one of the latest seqs taken (enrolments commit
 * within a second; at a thousand a second, a thousand seqs are taken meanwhile).
 */
const RECHECK_SPAN = 1_000;
/** At most this many seqs are read again, the oldest noted dropped first. */
const RECHECK_MAX = 10_000;
/** Bulk-load queries in flight: PostgreSQL aggregates the next windows while this process adds one. */
const LOAD_AHEAD = 3;
/** Embeddings read at once to compute the codes of templates saved before the column. */
const BACKFILL_BATCH = 5_000;

/** Every seq a batch returned, with a code or without one. */
function* seqsOf(batch: CodeBatch): Generator<number> {
  yield* batch.seqs;
  yield* batch.missing;
}

class InProcessFaceSearch implements FaceSearch {
  readonly kind = 'in-process';
  /** Keys are template seqs. */
  private readonly index: FaceSearchIndex;
  private lastSeq = 0;
  /**
   * Seqs at or below `lastSeq` that no read has returned, with when they were
   * noted. A sequence hands out seqs in order, but transactions commit in any
   * order: an enrolment whose seq was taken before a later one's, and which
   * commits after a catch-up read the later one, would otherwise never be
   * read. Most are seqs of rolled-back or replaced templates, and drop out
   * after `recheckMs`.
   */
  private readonly passedOver = new Map<number, number>();
  private syncing: Promise<void> = Promise.resolve();
  /** A sync queued behind the running one: later searches join it rather than queue another. */
  private queued: Promise<void> | null = null;

  constructor(
    private readonly repository: FaceTemplateRepository,
    private readonly options: InProcessOptions,
  ) {
    this.index = new FaceSearchIndex(options.index);
  }

  /**
   * Adds templates saved since the last sync (one sync at a time). A sync not
   * started yet sees everything saved before it starts, so a search may join
   * it. A failed sync leaves `lastSeq` at the last batch added, and the next
   * one resumes there.
   */
  private sync(): Promise<void> {
    if (this.queued) return this.queued;
    const next = this.syncing
      .catch(() => {})
      .then(() => {
        this.queued = null;
        return this.catchUp();
      });
    this.queued = next;
    this.syncing = next;
    return next;
  }

  private async catchUp(): Promise<void> {
    const limit = this.options.catchUp;
    for (;;) {
      this.forgetOldPassedOver();
      const before = this.lastSeq;
      const recheck = [...this.passedOver.keys()];
      const batch = await this.repository.templateCodes(before, { limit, recheck });
      await this.add(batch);
      const found = this.takeFound(batch, before);
      this.lastSeq = Math.max(before, batch.lastSeq);
      this.notePassedOver(before, this.lastSeq, batch);
      if (batch.rows - found < limit) return;
      await this.bulkLoad();
    }
  }

  /** Seqs read again that a batch returned: no longer passed over. Answers how many. */
  private takeFound(batch: CodeBatch, before: number): number {
    let found = 0;
    for (const seq of seqsOf(batch)) {
      if (seq <= before && this.passedOver.delete(seq)) found += 1;
    }
    return found;
  }

  /** Notes the seqs in (from, through] of the latest `RECHECK_SPAN` that `batch` did not return. */
  private notePassedOver(from: number, through: number, batch: CodeBatch): void {
    const lowest = Math.max(from, through - RECHECK_SPAN);
    if (through <= lowest) return;
    const returned = new Set<number>();
    for (const seq of seqsOf(batch)) if (seq > lowest) returned.add(seq);
    const now = this.options.now();
    for (let seq = lowest + 1; seq <= through; seq += 1) {
      if (!returned.has(seq)) this.passedOver.set(seq, now);
    }
    // Insertion order is the order noted: the first keys are the oldest.
    for (const seq of this.passedOver.keys()) {
      if (this.passedOver.size <= RECHECK_MAX) break;
      this.passedOver.delete(seq);
    }
  }

  private forgetOldPassedOver(): void {
    const since = this.options.now() - this.options.recheckMs;
    for (const [seq, noted] of this.passedOver) {
      if (noted >= since) break;
      this.passedOver.delete(seq);
    }
  }

  /**
   * Everything up to the highest seq now, by windows of seq read a few at a
   * time and added in order: a restart after a failure neither skips nor
   * repeats a window.
   */
  private async bulkLoad(): Promise<void> {
    const through = await this.repository.lastTemplateSeq();
    const windows: { through: number; batch: Promise<CodeBatch> }[] = [];
    let from = this.lastSeq;
    const request = () => {
      if (from >= through) return;
      const after = from;
      from = Math.min(through, from + this.options.loadWindow);
      const batch = this.repository.templateCodes(after, { throughSeq: from });
      // Awaited in order below; one failing while an earlier one is awaited must not go unhandled.
      batch.catch(() => {});
      windows.push({ through: from, batch });
    };
    for (let i = 0; i < LOAD_AHEAD; i += 1) request();
    for (let window = windows.shift(); window; window = windows.shift()) {
      request();
      const batch = await window.batch;
      await this.add(batch);
      const before = this.lastSeq;
      this.lastSeq = window.through;
      // Only the last window can hold seqs of transactions still open.
      if (window.through === through) this.notePassedOver(before, through, batch);
    }
  }

  /**
   * Adds a batch's codes, computing and saving first those of templates saved
   * before the column: if that fails, nothing of the batch is held, and the
   * sync that reads it again adds no face twice.
   */
  private async add(batch: CodeBatch): Promise<void> {
    const computed: { seqs: number[]; codes: Uint8Array }[] = [];
    for (let start = 0; start < batch.missing.length; start += BACKFILL_BATCH) {
      const rows = await this.repository.embeddingsBySeq(
        batch.missing.slice(start, start + BACKFILL_BATCH),
      );
      const codes = new Uint8Array(rows.length * CODE_BYTES);
      for (const [i, row] of rows.entries()) {
        signCode(embeddingFromBytes(row.embedding), codes, i * CODE_BYTES);
      }
      const seqs = rows.map((row) => row.seq);
      await this.repository.saveCodes(seqs, codes);
      computed.push({ seqs, codes });
    }
    this.index.add(batch.seqs, batch.codes);
    for (const { seqs, codes } of computed) this.index.add(seqs, codes);
  }

  async warmUp(): Promise<number> {
    await this.sync();
    return this.index.size;
  }

  close(): void {
    this.index.close();
  }

  async nearest(embedding: Float32Array, limit: number): Promise<TemplateMatch[]> {
    // Replaced templates stay in the index and drop out when read: room for them.
    const count = Math.max(CANDIDATES, limit * 4 + 8);
    // The catch-up's round trip overlaps the scan of the codes already held: the
    // scan is done again only when the catch-up brought new faces (seldom).
    const syncing = this.sync();
    // Awaited below; a failure before then must not count as unhandled.
    syncing.catch(() => {});
    // One turn of the event loop, so the catch-up's query goes out before the scan holds the thread.
    await new Promise((resolve) => setImmediate(resolve));
    const scanned = this.index.size;
    const { shortlist } = this.options;
    let seqs = this.index.candidates(embedding, count, shortlist);
    await syncing;
    if (this.index.size !== scanned) seqs = this.index.candidates(embedding, count, shortlist);
    const candidates = await this.repository.candidateTemplates(seqs);
    return candidates
      .map((row) => ({
        templateId: row.id,
        userId: row.userId,
        similarity: cosineSimilarity(embedding, embeddingFromBytes(row.embedding)),
      }))
      .sort((p, q) => q.similarity - p.similarity)
      .slice(0, limit);
  }
}

export async function createFaceSearch(
  repository: FaceTemplateRepository,
  index: Partial<FaceSearchIndexOptions> = {},
): Promise<FaceSearch> {
  if (await repository.hasVectorColumn()) {
    return {
      kind: 'pgvector',
      nearest: (embedding, limit) => repository.nearestByVector(embedding, limit),
      warmUp: () => Promise.resolve(0),
      close: () => {},
    };
  }
  return new InProcessFaceSearch(repository, { ...defaults, index });
}

/**
 * The in-process search even where pgvector exists (tests compare both paths;
 * smaller batches let them reach the bulk load with a few hundred faces).
 */
export function createInProcessFaceSearch(
  repository: FaceTemplateRepository,
  options: Partial<InProcessOptions> = {},
): FaceSearch {
  return new InProcessFaceSearch(repository, { ...defaults, ...options });
}
