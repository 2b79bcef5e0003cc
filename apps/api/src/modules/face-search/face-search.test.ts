// 1:N search over enrolled faces, both ways: pgvector's HNSW index (PGlite has
// the extension; a PostgreSQL server may not) and the in-process index of sign
// codes, loaded from the database and ranked on embeddings read per search.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { type DatabaseHandle, queryRows } from '../../db/client';
import { users } from '../../db/schema';
import { signCode } from '../../face-engine/search-index';
import { EMBEDDING_SIZE, embeddingFromBytes, embeddingToBytes } from '../../face-engine/similarity';
import { createFaceSearch, createInProcessFaceSearch } from './face-search';
import { type FaceTemplateRepository, createFaceTemplateRepository } from './template-repository';

/** A reproducible random unit vector. */
function unitVector(seed: number): Float32Array {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31 - 0.5;
  };
  const vector = Float32Array.from({ length: EMBEDDING_SIZE }, next);
  const norm = Math.hypot(...vector);
  return vector.map((value) => value / norm);
}

/** `base` moved towards noise, still unit length: another photo of the same person. */
function nearby(base: Float32Array, seed: number, weight = 0.6): Float32Array {
  const noise = unitVector(seed);
  const mixed = base.map((value, i) => value + weight * noise[i]!);
  const norm = Math.hypot(...mixed);
  return mixed.map((value) => value / norm);
}

describe('face search', () => {
  let database: DatabaseHandle;
  let repository: FaceTemplateRepository;
  const people: { userId: string; embedding: Float32Array }[] = [];

  /** Saves a face as enrolment does, through `into` (another connection's transaction, say). */
  const saveFace = (
    userId: string,
    embedding: Float32Array,
    vectorSearch: boolean,
    into: FaceTemplateRepository = repository,
  ) =>
    into.saveTemplate(
      {
        userId,
        usesGlasses: false,
        embedding: Buffer.from(embeddingToBytes(embedding)),
        image: Buffer.from('sealed photo'),
        faceBox: { x: 0.3, y: 0.3, width: 0.4, height: 0.4 },
        livenessScore: 0.9,
      },
      { awaitingReview: false },
      embedding,
      [],
      vectorSearch,
      new Date(),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    repository = createFaceTemplateRepository(database.db);
    const vectorSearch = await repository.hasVectorColumn();
    for (let i = 0; i < 300; i += 1) {
      const [user] = await database.db
        .insert(users)
        .values({ cpf: String(10_000_000_000 + i), firstName: 'Pessoa', lastName: `${i}` })
        .returning();
      const embedding = unitVector(i + 1);
      people.push({ userId: user!.id, embedding });
      await saveFace(user!.id, embedding, vectorSearch);
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  const searches = () => [
    { name: 'in-process', search: createInProcessFaceSearch(repository) },
    ...(database.kind === 'pglite' ? [{ name: 'default', search: null }] : []),
  ];

  it('uses pgvector where the database has it, and searches in process elsewhere', async () => {
    const search = await createFaceSearch(repository);
    const hasVector = await repository.hasVectorColumn();
    expect(search.kind).toBe(hasVector ? 'pgvector' : 'in-process');
    // The embedded database always ships pgvector.
    if (database.kind === 'pglite') expect(search.kind).toBe('pgvector');
  });

  it('finds each person from another photo of them, most similar first', async () => {
    for (const { name, search } of searches()) {
      const engine = search ?? (await createFaceSearch(repository));
      for (const [i, person] of people.entries()) {
        if (i % 10 !== 0) continue;
        const hits = await engine.nearest(nearby(person.embedding, 9_000 + i), 3);
        expect(hits[0]?.userId, `${name} #${i}`).toBe(person.userId);
        expect(hits[0]!.similarity).toBeGreaterThan(0.7);
        expect(hits[0]!.similarity).toBeGreaterThanOrEqual(hits[1]!.similarity);
      }
    }
  });

  /** The repository, counting the code reads the in-process index makes. */
  const counted = () => {
    const reads: { bulk: number; catchUp: number[]; candidates: number[] } = {
      bulk: 0,
      catchUp: [],
      candidates: [],
    };
    const counting: FaceTemplateRepository = {
      ...repository,
      templateCodes: async (afterSeq, bound) => {
        const batch = await repository.templateCodes(afterSeq, bound);
        if ('limit' in bound) reads.catchUp.push(batch.rows);
        else reads.bulk += 1;
        return batch;
      },
      candidateTemplates: async (seqs) => {
        reads.candidates.push(seqs.length);
        return repository.candidateTemplates(seqs);
      },
    };
    return { reads, counting };
  };

  it('reads every code at warm-up, so the first search after a start only catches up', async () => {
    const { reads, counting } = counted();
    const search = createInProcessFaceSearch(counting);
    expect(await search.warmUp()).toBeGreaterThanOrEqual(people.length);
    expect(reads.catchUp[0]).toBeGreaterThanOrEqual(people.length);
    reads.catchUp.length = 0;
    const [found] = await search.nearest(people[3]!.embedding, 1);
    expect(found?.userId).toBe(people[3]!.userId);
    expect(found!.similarity).toBeCloseTo(1, 5);
    expect(reads.catchUp).toEqual([0]);
    // More faces than candidates: a hundred-odd embeddings read, not all of them.
    expect(reads.candidates).toEqual([128]);
    const usual = await createFaceSearch(repository);
    if (usual.kind === 'pgvector') expect(await usual.warmUp()).toBe(0);
  });

  it('loads by windows of seq when far behind, and finds the same faces', async () => {
    const { reads, counting } = counted();
    const search = createInProcessFaceSearch(counting, { catchUp: 50, loadWindow: 40 });
    const held = await search.warmUp();
    expect(held).toBeGreaterThanOrEqual(people.length);
    // 50 by the first catch-up, the rest (and any rows of other tests) by windows of 40 seqs.
    expect(reads.bulk).toBeGreaterThanOrEqual(Math.ceil((people.length - 50) / 40));
    const reference = createInProcessFaceSearch(repository);
    expect(await reference.warmUp()).toBe(held);
    for (const [i, person] of people.entries()) {
      if (i % 25 !== 0) continue;
      const probe = nearby(person.embedding, 5_000 + i);
      const [hit] = await search.nearest(probe, 1);
      expect(hit?.userId, `#${i}`).toBe(person.userId);
      expect(hit).toEqual((await reference.nearest(probe, 1))[0]);
    }
  });

  it('resumes a failed load where it stopped, without holding a face twice', async () => {
    let failures = 1;
    const failing: FaceTemplateRepository = {
      ...repository,
      templateCodes: async (afterSeq, bound) => {
        if ('throughSeq' in bound && afterSeq >= 120 && failures > 0) {
          failures -= 1;
          throw new Error('connection lost');
        }
        return repository.templateCodes(afterSeq, bound);
      },
    };
    const search = createInProcessFaceSearch(failing, { catchUp: 50, loadWindow: 40 });
    await expect(search.warmUp()).rejects.toThrow('connection lost');
    const complete = await createInProcessFaceSearch(repository).warmUp();
    expect(await search.warmUp()).toBe(complete);
    const person = people[250]!;
    expect((await search.nearest(person.embedding, 1))[0]?.userId).toBe(person.userId);
  });

  it('fails a search whose catch-up fails, and searches again once the database answers', async () => {
    let failing = false;
    const flaky: FaceTemplateRepository = {
      ...repository,
      templateCodes: (afterSeq, bound) =>
        failing
          ? Promise.reject(new Error('connection lost'))
          : repository.templateCodes(afterSeq, bound),
    };
    const search = createInProcessFaceSearch(flaky);
    await search.warmUp();
    failing = true;
    await expect(search.nearest(people[9]!.embedding, 1)).rejects.toThrow('connection lost');
    failing = false;
    expect((await search.nearest(people[9]!.embedding, 1))[0]?.userId).toBe(people[9]!.userId);
  });

  it('computes and saves the codes of templates saved before the code column', async () => {
    const codeless = people.slice(100, 140).map((person) => person.userId);
    const userList = sql.join(
      codeless.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await database.db.execute(
      sql`update face_templates set embedding_code = null where user_id in (${userList})`,
    );
    // Saving the computed codes fails once: nothing of that batch is held, so none twice after.
    let failures = 1;
    const failingSave: FaceTemplateRepository = {
      ...repository,
      saveCodes: async (seqs, codes) => {
        if (failures-- > 0) throw new Error('connection lost');
        return repository.saveCodes(seqs, codes);
      },
    };
    const search = createInProcessFaceSearch(failingSave, { catchUp: 50, loadWindow: 40 });
    await expect(search.warmUp()).rejects.toThrow('connection lost');
    expect(await search.warmUp()).toBe(await createInProcessFaceSearch(repository).warmUp());
    const person = people[120]!;
    const [hit] = await search.nearest(nearby(person.embedding, 4_321), 1);
    expect(hit?.userId).toBe(person.userId);
    const rows = await queryRows<{ code: Uint8Array | null; embedding: Uint8Array }>(
      database.db,
      sql`select embedding_code as code, embedding from face_templates
          where user_id in (${userList})`,
    );
    expect(rows).toHaveLength(codeless.length);
    for (const row of rows) {
      expect(Buffer.from(row.code!)).toEqual(
        Buffer.from(signCode(embeddingFromBytes(row.embedding))),
      );
    }
  });

  it('writes the sign code at enrolment', async () => {
    const [row] = await queryRows<{ code: Uint8Array }>(
      database.db,
      sql`select embedding_code as code from face_templates
          where user_id = ${people[7]!.userId}::uuid and active`,
    );
    expect(Buffer.from(row!.code)).toEqual(Buffer.from(signCode(people[7]!.embedding)));
  });

  it('sees new and replaced templates, from this or another instance', async () => {
    const search = createInProcessFaceSearch(repository);
    const person = people[5]!;
    await search.nearest(person.embedding, 1);
    // Another instance replaces this person's face.
    const replacement = unitVector(77_777);
    await saveFace(person.userId, replacement, await repository.hasVectorColumn());
    for (const engine of [search, await createFaceSearch(repository)]) {
      const [found] = await engine.nearest(replacement, 1);
      expect(found).toMatchObject({ userId: person.userId });
      expect(found!.similarity).toBeCloseTo(1, 4);
      const old = await engine.nearest(person.embedding, 1);
      expect(old[0]?.similarity ?? 0).toBeLessThan(0.5);
    }
  });

  const newPerson = async (seed: number) => {
    const [user] = await database.db
      .insert(users)
      .values({ cpf: String(20_000_000_000 + seed), firstName: 'Pessoa', lastName: `${seed}` })
      .returning();
    return { userId: user!.id, embedding: unitVector(seed) };
  };
  const takeSeq = async () => {
    const [row] = await queryRows<{ seq: number }>(
      database.db,
      sql`select nextval(pg_get_serial_sequence('face_templates', 'seq'))::float8 as seq`,
    );
    return row!.seq;
  };

  it('finds a face whose seq was taken before one the catch-up read, and committed after it', async () => {
    let clock = 1_000_000;
    const rechecked: (readonly number[])[] = [];
    const watching: FaceTemplateRepository = {
      ...repository,
      templateCodes: (afterSeq, bound) => {
        if ('limit' in bound) rechecked.push(bound.recheck ?? []);
        return repository.templateCodes(afterSeq, bound);
      },
    };
    const search = createInProcessFaceSearch(watching, { now: () => clock });
    await search.warmUp();
    const vectorSearch = await repository.hasVectorColumn();
    // One enrolment takes its seq; a later one takes the next, commits, and is searched for.
    const early = await takeSeq();
    const later = await newPerson(31_001);
    await saveFace(later.userId, later.embedding, vectorSearch);
    expect((await search.nearest(later.embedding, 1))[0]?.userId).toBe(later.userId);
    // The first one commits only now, under the seq it took.
    const late = await newPerson(31_002);
    await saveFace(late.userId, late.embedding, vectorSearch);
    await database.db.execute(
      sql`update face_templates set seq = ${early} where user_id = ${late.userId}::uuid`,
    );
    const [found] = await search.nearest(late.embedding, 1);
    expect(found?.userId).toBe(late.userId);
    expect(found!.similarity).toBeCloseTo(1, 4);
    expect(rechecked.at(-1)).toContain(early);
    // Found, it is read no more; a seq never committed is read again for a minute only.
    const never = await takeSeq();
    const next = await newPerson(31_003);
    await saveFace(next.userId, next.embedding, vectorSearch);
    await search.nearest(next.embedding, 1);
    await search.nearest(next.embedding, 1);
    expect(rechecked.at(-1)).toContain(never);
    expect(rechecked.at(-1)).not.toContain(early);
    clock += 60_001;
    await search.nearest(next.embedding, 1);
    expect(rechecked.at(-1)).not.toContain(never);
  });

  it('finds an enrolment committed after a later one, from two connections at once', async (context) => {
    // One connection at a time in the embedded database: its transactions cannot overlap.
    if (database.kind !== 'postgres') context.skip();
    const search = createInProcessFaceSearch(repository);
    await search.warmUp();
    const vectorSearch = await repository.hasVectorColumn();
    const slow = await newPerson(32_001);
    const fast = await newPerson(32_002);
    await database.db.transaction(async (tx) => {
      // This enrolment takes its seq first and stays uncommitted...
      await saveFace(slow.userId, slow.embedding, vectorSearch, createFaceTemplateRepository(tx));
      // ...while another, on another connection, commits and is searched for.
      await saveFace(fast.userId, fast.embedding, vectorSearch);
      expect((await search.nearest(fast.embedding, 1))[0]?.userId).toBe(fast.userId);
      expect((await search.nearest(slow.embedding, 1))[0]?.userId).not.toBe(slow.userId);
    });
    const [found] = await search.nearest(slow.embedding, 1);
    expect(found?.userId).toBe(slow.userId);
    expect(found!.similarity).toBeCloseTo(1, 4);
  });
});
