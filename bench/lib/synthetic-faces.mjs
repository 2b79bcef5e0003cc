// Synthetic enrolled faces for bench:pay and bench:terminal: one active template for each
// synthetic customer (CPF starting with 9, payments-fixture.mjs), with a random
// unit vector as the 512-d embedding and as the 128-d descriptor, stored as the
// app stores them (little-endian float32, engine/similarity.ts). Random vectors
// have no structure: the hard case for the search, and far from every real face.
import {
  DESCRIPTOR_SIZE,
  EMBEDDING_SIZE,
  descriptorToBytes,
  embeddingToBytes,
} from '../../apps/api/src/face-engine/similarity.ts';

const BATCH = 1_000;

let seed = 42;
const uniform = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return (seed + 0.5) / 4294967296;
};
const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());

function randomUnit(size) {
  const v = new Float32Array(size);
  let sum = 0;
  for (let i = 0; i < size; i += 1) {
    v[i] = normal();
    sum += v[i] * v[i];
  }
  const inv = 1 / Math.sqrt(sum);
  for (let i = 0; i < size; i += 1) v[i] *= inv;
  return v;
}

/** A template for every synthetic customer without one, in batches of 1,000 rows. */
export async function insertSyntheticFaces(bench, log) {
  const { rows: owners } = await bench.query(
    `select id from users where cpf like '9%' order by cpf`,
  );
  for (let start = 0; start < owners.length; start += BATCH) {
    const batch = owners.slice(start, start + BATCH);
    const values = [];
    const params = [];
    for (const owner of batch) {
      const n = params.length;
      values.push(`($${n + 1}::uuid, $${n + 2}::bytea, $${n + 3}::bytea)`);
      params.push(
        owner.id,
        Buffer.from(embeddingToBytes(randomUnit(EMBEDDING_SIZE))),
        Buffer.from(descriptorToBytes(randomUnit(DESCRIPTOR_SIZE))),
      );
    }
    await bench.query(
      `insert into face_templates
         (user_id, uses_glasses, embedding, descriptor, image, face_box, liveness_score, created_at)
       select v.user_id, false, v.embedding, v.descriptor, '\\x00'::bytea,
              '{"x":0.3,"y":0.25,"width":0.4,"height":0.5}'::jsonb, 0.9, now()
       from (values ${values.join(', ')}) as v(user_id, embedding, descriptor)`,
      params,
    );
    const done = start + batch.length;
    if (done % 20_000 === 0 || done === owners.length) {
      log(`  ${done.toLocaleString('en')} of ${owners.length.toLocaleString('en')}`);
    }
  }
}
