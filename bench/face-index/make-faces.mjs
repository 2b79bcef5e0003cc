// The face-index bench's synthetic faces, made on a thread of their own so a
// fill writes one batch while the next is made: for each of `size` faces a
// random unit vector as the 512-d embedding (the hard case: no structure), its
// sign code, a random 128-d descriptor; the first `queries` faces get a probe
// each, a noisy copy at similarity 0.35-0.8 (as a real second photo is). A
// batch is made per message (its first ordinal), from a seed of its own, so
// several threads make the same faces as one, and the caller bounds what
// waits in memory.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// Node 20 applies no `--import` loader to a worker: tsx is registered here, for the engine's signCode.
register();
const { signCode } = await import('../../apps/api/src/face-engine/search-index.ts');

const { size, queries, batch, dim } = workerData;

let seed = 0;
const uniform = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return (seed + 0.5) / 4294967296;
};
/** A random unit vector written at `into[at]` (Box-Muller, both outputs). */
function randomUnit(into, at, length) {
  let sum = 0;
  for (let i = 0; i < length; i += 2) {
    const r = Math.sqrt(-2 * Math.log(uniform()));
    const theta = 2 * Math.PI * uniform();
    into[at + i] = r * Math.cos(theta);
    into[at + i + 1] = r * Math.sin(theta);
    sum += into[at + i] ** 2 + into[at + i + 1] ** 2;
  }
  const inv = 1 / Math.sqrt(sum);
  for (let i = 0; i < length; i += 1) into[at + i] *= inv;
}
/** A unit vector whose similarity to `face` is `similarity`. */
function probeOf(face, similarity) {
  const noise = new Float32Array(dim);
  randomUnit(noise, 0, dim);
  let along = 0;
  for (let i = 0; i < dim; i += 1) along += noise[i] * face[i];
  let sum = 0;
  for (let i = 0; i < dim; i += 1) {
    noise[i] -= along * face[i];
    sum += noise[i] * noise[i];
  }
  const k = Math.sqrt(1 - similarity * similarity) / Math.sqrt(sum);
  return face.map((x, i) => similarity * x + k * noise[i]);
}

parentPort.on('message', (start) => {
  seed = (Math.imul(start / batch + 1, 2654435761) ^ 42) >>> 0;
  const n = Math.min(batch, size - start);
  const embeddings = new Float32Array(n * dim);
  const descriptors = new Float32Array(n * 128);
  const codes = new Uint8Array(n * 64);
  const probes = start < queries ? new Float32Array(queries * dim) : null;
  for (let i = 0; i < n; i += 1) {
    randomUnit(embeddings, i * dim, dim);
    randomUnit(descriptors, i * 128, 128);
    const face = embeddings.subarray(i * dim, (i + 1) * dim);
    signCode(face, codes, i * 64);
    if (start + i < queries) probes.set(probeOf(face, 0.35 + 0.45 * uniform()), (start + i) * dim);
  }
  const made = { start, n, embeddings, descriptors, codes, probes };
  parentPort.postMessage(made, [embeddings.buffer, descriptors.buffer, codes.buffer]);
});
