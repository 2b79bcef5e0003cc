// The reads and writes of the in-process 1:N index (face-search.ts): the sign
// codes of active templates in bulk, one aggregated row per batch rather than a
// row per face, and the embeddings of the hundred-odd candidates of a search.
// Part of the template repository (template-repository.ts spreads it in).
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { CODE_BYTES } from '../../face-engine/search-index';

export interface CodeBatch {
  /** Active templates read, with a code or not. */
  rows: number;
  /** The highest seq read; 0 when none was. */
  lastSeq: number;
  /** Templates with a code: their seqs, and their codes one after another (64 bytes each). */
  seqs: Float64Array;
  codes: Uint8Array;
  /** Templates saved before the code column: their seqs (the caller computes and saves codes). */
  missing: number[];
}

export interface CandidateTemplate {
  id: string;
  userId: string;
  /** 512 float32, little-endian (embeddingToBytes). */
  embedding: Uint8Array;
}

/** Each seq as int8send writes it: 8 bytes, big-endian. */
const SEQ_BYTES = 8;

/** The big-endian int64s (int8send) at every `stride` bytes of `bytes`, from `at`. */
function seqsIn(bytes: Buffer, stride: number): Float64Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const seqs = new Float64Array(Math.floor(bytes.length / stride));
  for (let i = 0; i < seqs.length; i += 1) {
    seqs[i] = view.getUint32(i * stride) * 2 ** 32 + view.getUint32(i * stride + 4);
  }
  return seqs;
}

/**
 * A bigint[] literal, sent as one text parameter: drizzle's `sql` would expand
 * a JS array into one parameter per item.
 */
const seqArray = (seqs: readonly number[]) => `{${seqs.join(',')}}`;

export function createFaceIndexRepository(db: Database) {
  return {
    /**
     * Sign codes of active templates after `afterSeq`: up to `throughSeq`
     * (the bulk load at start reads windows of seq this way, several at once),
     * or the first `limit` of them (the catch-up before each search), with
     * those among `recheck` whatever their seq. One row
     * comes back whatever the count: PostgreSQL concatenates the codes into one
     * bytea and the seqs into another, which costs far less to send and decode
     * than a row per face.
     */
    async templateCodes(
      afterSeq: number,
      bound: { throughSeq: number } | { limit: number; recheck?: readonly number[] },
    ): Promise<CodeBatch> {
      const after =
        'throughSeq' in bound
          ? sql`select seq, embedding_code from face_templates
                where active and seq > ${afterSeq} and seq <= ${bound.throughSeq}`
          : sql`(select seq, embedding_code from face_templates
                where active and seq > ${afterSeq} order by seq limit ${bound.limit})`;
      // Seqs passed over earlier (see face-search.ts), in a query of their own
      // so that the one above keeps reading the seq index in order.
      const source =
        'limit' in bound && bound.recheck?.length
          ? sql`${after} union all (select seq, embedding_code from face_templates
                where active and seq = any(${seqArray(bound.recheck)}::bigint[]))`
          : after;
      // Two aggregates over one pass take the rows in the same order: the codes
      // arrive one after another, as the index holds them, with no copy per face.
      // In base64: a third longer than the bytes, where bytea's text form (hex)
      // is twice as long; at a million faces that is 96 MB to send instead of 144.
      // (node-postgres's binary results decode every field as UTF-8 first.)
      const [row] = await queryRows<{
        rows: number;
        last: number | null;
        codes: string | null;
        seqs: string | null;
        missing: string | null;
      }>(
        db,
        sql`select count(*)::int as rows, max(seq)::float8 as last,
              encode(string_agg(embedding_code, ''::bytea)
                filter (where embedding_code is not null), 'base64') as codes,
              encode(string_agg(int8send(seq), ''::bytea)
                filter (where embedding_code is not null), 'base64') as seqs,
              encode(string_agg(int8send(seq), ''::bytea)
                filter (where embedding_code is null), 'base64') as missing
            from (${source}) as t`,
      );
      // Node's decoder skips the line breaks PostgreSQL puts in every 76 characters.
      const decode = (value: string | null | undefined) => Buffer.from(value ?? '', 'base64');
      const missing = Array.from(seqsIn(decode(row?.missing), SEQ_BYTES));
      const seqs = seqsIn(decode(row?.seqs), SEQ_BYTES);
      const packed = decode(row?.codes);
      const codes = new Uint8Array(packed.buffer, packed.byteOffset, packed.length);
      const rows = row?.rows ?? 0;
      // A code of another length would shift every code after it.
      if (codes.length !== seqs.length * CODE_BYTES || seqs.length + missing.length !== rows)
        throw new Error('face_templates holds a bad sign code');
      return { rows, lastSeq: row?.last ?? 0, seqs, codes, missing };
    },

    /** The highest seq of any template (0 when there is none): where a bulk load ends. */
    async lastTemplateSeq(): Promise<number> {
      const [row] = await queryRows<{ last: number }>(
        db,
        sql`select coalesce(max(seq), 0)::float8 as last from face_templates`,
      );
      return row?.last ?? 0;
    },

    /** Embeddings by seq, of templates saved before the code column. */
    async embeddingsBySeq(seqs: number[]): Promise<{ seq: number; embedding: Uint8Array }[]> {
      if (seqs.length === 0) return [];
      return queryRows(
        db,
        sql`select seq::float8 as seq, embedding from face_templates
            where seq = any(${seqArray(seqs)}::bigint[])`,
      );
    },

    /** Saves codes computed for templates without one (`codes`: 64 bytes per seq, in order). */
    async saveCodes(seqs: number[], codes: Uint8Array): Promise<void> {
      if (seqs.length === 0) return;
      await db.execute(
        sql`update face_templates as f
            set embedding_code = substring(${Buffer.from(codes)}::bytea
              from ((u.i - 1) * ${CODE_BYTES} + 1)::int for ${CODE_BYTES})
            from unnest(${seqArray(seqs)}::bigint[]) with ordinality as u(seq, i)
            where f.seq = u.seq`,
      );
    },

    /**
     * The active templates among these seqs, with their embeddings: a search's
     * candidates, ranked exactly by the caller. Replaced templates drop out here.
     */
    async candidateTemplates(seqs: number[]): Promise<CandidateTemplate[]> {
      if (seqs.length === 0) return [];
      return queryRows(
        db,
        sql`select id, user_id as "userId", embedding from face_templates
            where active and seq = any(${seqArray(seqs)}::bigint[])`,
      );
    },
  };
}
