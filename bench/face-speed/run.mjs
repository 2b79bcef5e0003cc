// Face engine speed, with the server's code.
//
//   npm run bench:face-speed [-- --sizes 100000,1000000 --queries 200 --exact 100 --pgvector 0
//                               --against <commit> --rounds 3 --pool 1]
//
// 1. Per photo, on one core (one onnxruntime thread, one libvips thread, the
//    calling thread): decode + detect + landmarks + liveness + embed + describe of the shared
//    single-face photos scaled to 1280 px; median and p95; peak memory. With
//    --against, the engine of that commit too (its face-engine folder taken by
//    `git archive` into a temporary folder, the same model files), photo by
//    photo in turn with today's, so that other work on the machine slows both
//    alike: median_ms, against_median_ms and their ratio end the last line,
//    after paired_ratio, the median of each photo's two times' ratio (the
//    steadier figure when the machine's load changes during the run).
//    --rounds: passes over the photos (more give steadier medians on a busy machine).
// 2. Throughput of the worker pool the server uses (one worker per core).
// 3. 1:N search over synthetic embeddings (random unit vectors: no structure, the
//    hard case for an index) at each size, all in memory: the sign-code index's
//    candidates ranked exactly on vectors this benchmark keeps (the server reads
//    those from the database: bench/face-index measures that): build time,
//    p50/p95 per search, recall@1 against exact search for probes that are noisy
//    copies of enrolled faces (similarity 0.35-0.8 to their original, as real
//    second photos are).
// 4. Optionally (--pgvector N): pgvector HNSW in PGlite at N faces.
// The last line holds the figures as key=value.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { ensureFaceModels } from '../../scripts/face-models.mjs';
import { OnnxFaceEngine } from '../../apps/api/src/face-engine/onnx-engine.ts';
import { FaceEnginePool } from '../../apps/api/src/face-engine/pool.ts';
import { FaceSearchIndex, signCode } from '../../apps/api/src/face-engine/search-index.ts';
import {
  sharedFaces,
  sharedFacesAvailable,
  sharedFacesDir,
} from '../../apps/api/src/face-engine/testing/shared-faces.ts';
import { option } from '../lib/args.mjs';

const sizes = option('--sizes', '100000,1000000').split(',').map(Number).filter(Boolean);
const queries = Number(option('--queries', '200'));
const exactQueries = Number(option('--exact', '100'));
const pgvectorSize = Number(option('--pgvector', '0'));
const againstCommit = option('--against', '');
const measurePool = option('--pool', '1') !== '0';
const rounds = Number(option('--rounds', '3'));

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const modelsDir = join(repoRoot, 'apps/api/models');

/**
 * The OnnxFaceEngine class of another commit: its engine folder (wherever it
 * lived then) extracted beside a link to this checkout's node_modules, run on
 * this checkout's model files, which must be the ones its manifest names.
 */
async function engineOf(commit) {
  const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`).trim();
  const enginePath = git('ls-tree', '-r', '--name-only', sha, 'apps/api/src')
    .split('\n')
    .find((path) => path.endsWith('/onnx-engine.ts'));
  if (!enginePath) throw new Error(`${commit} has no apps/api/src/**/onnx-engine.ts`);
  const folder = dirname(enginePath);
  const root = mkdtempSync(join(tmpdir(), `face-engine-${sha.slice(0, 7)}-`));
  execFileSync('sh', ['-c', `git archive ${sha} ${folder} | tar -x -C "${root}"`], {
    cwd: repoRoot,
  });
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  const manifest = JSON.parse(readFileSync(join(root, folder, 'models.json'), 'utf8'));
  for (const file of manifest.files) {
    const bytes = readFileSync(join(modelsDir, file.name));
    if (createHash('sha256').update(bytes).digest('hex') !== file.sha256) {
      throw new Error(`${file.name} in ${modelsDir} is not the file ${commit} was measured with`);
    }
  }
  const { OnnxFaceEngine: Engine } = await import(
    pathToFileURL(join(root, folder, 'onnx-engine.ts')).href
  );
  return { sha, root, Engine };
}

const figures = {};
/** With --against: the two engines' medians, printed last. */
let comparison = {};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};
const ms = (v) => Number(v.toFixed(2));
const mb = (bytes) => Math.round(bytes / 1024 / 1024);

// --- 1. per photo, one core -------------------------------------------------
await ensureFaceModels({ log: (line) => console.log(line) });
const photos = [];
if (!sharedFacesAvailable) {
  console.log(`The shared photos are not at ${sharedFacesDir}: per-photo timings skipped.`);
} else {
  sharp.concurrency(1);
  for (const face of sharedFaces()) {
    if (face.faces !== 1) continue;
    const bytes = readFileSync(join(sharedFacesDir, face.file));
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    if (Math.max(width, height) < 1000) continue;
    photos.push(
      await sharp(bytes).resize(1280, 1280, { fit: 'inside' }).jpeg({ quality: 90 }).toBuffer(),
    );
  }
  const against = againstCommit ? await engineOf(againstCommit) : null;
  const stageNames = ['decode', 'detect', 'landmarks', 'liveness', 'embed', 'describe'];
  const timed = async (label, Engine) => ({
    label,
    engine: await Engine.create({ intraOpThreads: 1, modelsDir }),
    totals: [],
    models: [],
    stages: Object.fromEntries(stageNames.map((stage) => [stage, []])),
  });
  const runs = [await timed('this checkout', OnnxFaceEngine)];
  if (against) runs.push(await timed(`${against.sha.slice(0, 7)}`, against.Engine));
  for (const run of runs) for (const photo of photos.slice(0, 3)) await run.engine.analyse(photo); // warm-up
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, photo] of photos.entries()) {
      // Each engine goes first on every other photo: neither gets the warmer caches.
      const order = (i + round) % 2 === 0 ? runs : [...runs].reverse();
      for (const run of order) {
        const started = performance.now();
        const result = await run.engine.analyse(photo);
        run.totals.push(performance.now() - started);
        if (!result.timings) continue;
        for (const [stage, value] of Object.entries(result.timings))
          (run.stages[stage] ??= []).push(value);
        const t = result.timings;
        run.models.push(t.detect + t.landmarks + t.liveness + t.embed + t.describe);
      }
    }
  }
  for (const run of runs) await run.engine.close();
  if (against) rmSync(against.root, { recursive: true, force: true });
  for (const { label, stages, models, totals } of runs) {
    console.log(`\nPer photo (1280 px, one core), ${photos.length} photos x ${rounds}, ${label}:`);
    for (const [stage, values] of Object.entries(stages)) {
      if (values.length > 0)
        console.log(`  ${stage.padEnd(10)} median ${percentile(values, 0.5).toFixed(1)} ms`);
    }
    console.log(
      `  detect+landmarks+liveness+embed+describe median ${percentile(models, 0.5).toFixed(1)} ms`,
    );
    console.log(
      `  whole analysis (with decode) median ${percentile(totals, 0.5).toFixed(1)} ms, p95 ${percentile(totals, 0.95).toFixed(1)} ms`,
    );
  }
  const [{ models, totals }] = runs;
  figures.photos = photos.length;
  figures.photo_models_median_ms = ms(percentile(models, 0.5));
  figures.photo_total_median_ms = ms(percentile(totals, 0.5));
  figures.photo_total_p95_ms = ms(percentile(totals, 0.95));
  figures.photo_peak_rss_mb = Math.round(process.resourceUsage().maxRSS / 1024);
  if (against) {
    const median = percentile(totals, 0.5);
    const againstMedian = percentile(runs[1].totals, 0.5);
    // Both engines' times of one photo in one round sit at the same index.
    const paired = totals.map((total, i) => total / runs[1].totals[i]);
    comparison = {
      against: against.sha.slice(0, 7),
      paired_ratio: Number(percentile(paired, 0.5).toFixed(3)),
      median_ms: ms(median),
      against_median_ms: ms(againstMedian),
      ratio: Number((median / againstMedian).toFixed(3)),
    };
  }
}
// --- 2. the server's pool -------------------------------------------------
if (sharedFacesAvailable && measurePool) {
  sharp.concurrency(0);
  const pool = await FaceEnginePool.create();
  const work = [...photos, ...photos, ...photos];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: pool.size * 2 }, async () => {
      while (next < work.length) await pool.analyse(work[next++]);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nWorker pool: ${pool.size} workers, ${(work.length / seconds).toFixed(1)} photos/s`,
  );
  figures.pool_workers = pool.size;
  figures.pool_photos_per_s = Number((work.length / seconds).toFixed(1));
  await pool.close();
}

// --- 3. 1:N search -------------------------------------------------------------
let seed = 42;
const uniform = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return (seed + 0.5) / 4294967296;
};
const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
function randomUnit() {
  const v = new Float32Array(512);
  let sum = 0;
  for (let i = 0; i < 512; i += 1) {
    v[i] = normal();
    sum += v[i] * v[i];
  }
  const inv = 1 / Math.sqrt(sum);
  for (let i = 0; i < 512; i += 1) v[i] *= inv;
  return v;
}
/** A unit vector whose similarity to `face` is `similarity`. */
function probeOf(face, similarity) {
  const noise = randomUnit();
  let along = 0;
  for (let i = 0; i < 512; i += 1) along += noise[i] * face[i];
  let sum = 0;
  for (let i = 0; i < 512; i += 1) {
    noise[i] -= along * face[i];
    sum += noise[i] * noise[i];
  }
  const k = Math.sqrt(1 - similarity * similarity) / Math.sqrt(sum);
  return face.map((x, i) => similarity * x + k * noise[i]);
}

/** Vectors per storage chunk (a chunk is 128 MiB of float32). */
const CHUNK = 65_536;
/** The faces' vectors in chunks (one typed array would pass 2 GiB at a million). */
class Vectors {
  chunks = [];
  size = 0;
  push(face) {
    if (this.size % CHUNK === 0) this.chunks.push(new Float32Array(CHUNK * 512));
    this.chunks[this.chunks.length - 1].set(face, (this.size % CHUNK) * 512);
    this.size += 1;
  }
  similarity(query, key) {
    const chunk = this.chunks[Math.floor(key / CHUNK)];
    const at = (key % CHUNK) * 512;
    let sum = 0;
    for (let i = 0; i < 512; i += 1) sum += query[i] * chunk[at + i];
    return sum;
  }
  /** The most similar of `keys` (all when absent). */
  best(query, keys) {
    let top = { key: -1, similarity: -Infinity };
    const consider = (key) => {
      const similarity = this.similarity(query, key);
      if (similarity > top.similarity) top = { key, similarity };
    };
    if (keys) for (const key of keys) consider(key);
    else for (let key = 0; key < this.size; key += 1) consider(key);
    return top;
  }
}

for (const size of sizes) {
  const label = size >= 1e6 ? `${size / 1e6}m` : `${size / 1e3}k`;
  const rssBefore = process.memoryUsage().rss;
  const index = new FaceSearchIndex();
  const vectors = new Vectors();
  const enrolled = [];
  const code = new Uint8Array(64);
  const buildStarted = performance.now();
  for (let key = 0; key < size; key += 1) {
    const face = randomUnit();
    if (enrolled.length < queries) enrolled.push(face);
    index.add([key], signCode(face, code));
    vectors.push(face);
  }
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  const probes = enrolled.map((face, key) => ({
    key,
    probe: probeOf(face, 0.35 + 0.45 * uniform()),
  }));
  const search = (probe) => vectors.best(probe, index.candidates(probe, 128));
  for (const { probe } of probes.slice(0, 5)) search(probe); // warm-up
  const times = [];
  let found = 0;
  let agree = 0;
  let compared = 0;
  const exactTimes = [];
  for (const [i, { key, probe }] of probes.entries()) {
    const started = performance.now();
    const hit = search(probe);
    times.push(performance.now() - started);
    if (hit.key === key) found += 1;
    if (i < exactQueries) {
      const exactStarted = performance.now();
      const exact = vectors.best(probe);
      exactTimes.push(performance.now() - exactStarted);
      compared += 1;
      if (exact.key === hit.key) agree += 1;
    }
  }
  const rss = process.memoryUsage().rss - rssBefore;
  console.log(
    `\n1:N search, ${size} faces: built in ${buildSeconds.toFixed(1)} s (${mb(rss)} MB); ` +
      `search p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms; ` +
      `recall@1 vs exact ${((agree / compared) * 100).toFixed(1)}% (${compared} probes), ` +
      `probe's own face first ${((found / probes.length) * 100).toFixed(1)}%; exact search p50 ${percentile(exactTimes, 0.5).toFixed(1)} ms`,
  );
  figures[`search_${label}_p50_ms`] = ms(percentile(times, 0.5));
  figures[`search_${label}_p95_ms`] = ms(percentile(times, 0.95));
  figures[`search_${label}_recall_at_1`] = Number((agree / compared).toFixed(4));
  figures[`search_${label}_exact_p50_ms`] = ms(percentile(exactTimes, 0.5));
  figures[`search_${label}_build_s`] = Number(buildSeconds.toFixed(1));
}

// --- 4. pgvector HNSW in PGlite (optional) -------------------------------------
if (pgvectorSize > 0) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  const db = await PGlite.create({ extensions: { vector } });
  await db.exec(
    'create extension if not exists vector; create table faces (id int primary key, embedding vector(512));',
  );
  const enrolled = [];
  const literal = (v) => `[${Array.from(v, (x) => x.toFixed(6)).join(',')}]`;
  const loadStarted = performance.now();
  for (let start = 0; start < pgvectorSize; start += 500) {
    const rows = [];
    for (let key = start; key < Math.min(pgvectorSize, start + 500); key += 1) {
      const face = randomUnit();
      if (enrolled.length < Math.min(queries, 100)) enrolled.push(face);
      rows.push(`(${key}, '${literal(face)}')`);
    }
    await db.exec(`insert into faces values ${rows.join(',')}`);
  }
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const buildStarted = performance.now();
  // The graph must fit in maintenance_work_mem, or pgvector builds it far more slowly.
  const workMemMb = Math.max(64, Math.ceil((pgvectorSize * 2.5) / 1024));
  await db.exec(`set maintenance_work_mem = '${workMemMb}MB'`);
  await db.exec(
    'create index on faces using hnsw (embedding vector_cosine_ops) with (m = 16, ef_construction = 64)',
  );
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  await db.exec('set hnsw.ef_search = 100');
  const times = [];
  let found = 0;
  for (const [key, face] of enrolled.entries()) {
    const probe = probeOf(face, 0.35 + 0.45 * uniform());
    const started = performance.now();
    const { rows } = await db.query(`select id from faces order by embedding <=> $1 limit 1`, [
      literal(probe),
    ]);
    times.push(performance.now() - started);
    if (rows[0]?.id === key) found += 1;
  }
  await db.close();
  const label = pgvectorSize >= 1e3 ? `${pgvectorSize / 1e3}k` : String(pgvectorSize);
  console.log(
    `\npgvector HNSW in PGlite, ${pgvectorSize} faces: load ${loadSeconds.toFixed(1)} s, index ${buildSeconds.toFixed(1)} s; ` +
      `search p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms; ` +
      `probe's own face first ${((found / enrolled.length) * 100).toFixed(1)}%`,
  );
  figures[`pgvector_${label}_index_s`] = Number(buildSeconds.toFixed(1));
  figures[`pgvector_${label}_p95_ms`] = ms(percentile(times, 0.95));
  figures[`pgvector_${label}_recall_at_1`] = Number((found / enrolled.length).toFixed(4));
}

figures.cores = availableParallelism();
console.log(
  Object.entries({ ...figures, ...comparison })
    .map(([k, v]) => `${k}=${v}`)
    .join(' '),
);
