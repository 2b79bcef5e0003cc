// 1:N search over enrolled faces, both ways: pgvector's HNSW index (PGlite has
// the extension; a PostgreSQL server may not) and the in-process index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { EMBEDDING_SIZE, embeddingToBytes } from './engine/similarity';
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

  const saveFace = (userId: string, embedding: Float32Array, vectorSearch: boolean) =>
    repository.saveTemplate(
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

  it('reads every template at warm-up, so the first search after a start only catches up', async () => {
    const batches: number[] = [];
    const counting: FaceTemplateRepository = {
      ...repository,
      templatesAfter: async (seq, limit) => {
        const rows = await repository.templatesAfter(seq, limit);
        batches.push(rows.length);
        return rows;
      },
    };
    const search = createInProcessFaceSearch(counting);
    expect(await search.warmUp()).toBeGreaterThanOrEqual(people.length);
    expect(batches.reduce((sum, rows) => sum + rows, 0)).toBeGreaterThanOrEqual(people.length);
    batches.length = 0;
    const [found] = await search.nearest(people[3]!.embedding, 1);
    expect(found?.userId).toBe(people[3]!.userId);
    expect(batches).toEqual([0]);
    const usual = await createFaceSearch(repository);
    if (usual.kind === 'pgvector') expect(await usual.warmUp()).toBe(0);
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
});
