// The in-process 1:N face index at scale, on a PostgreSQL server without
// pgvector (the server's path there; decision 044).
//
//   npm run bench:face-index [-- --size 1000000 --queries 200 --exact 100 --instances 1,3 --codeless 0]
//   npm run bench:face-index -- --keep DIR     (the filled database and its probes kept, in DIR)
//   npm run bench:face-index -- --reuse DIR    (no fill: the database kept there, migrated again)
//
// 1. A scratch database (`rosto_bench_<pid>`, migrated, dropped at the end)
//    gets `--size` synthetic customers, each with one active template shaped as
//    enrolment saves it: a random unit vector as the 512-d embedding (the hard
//    case: no structure), its sign code, a random 128-d descriptor. The first
//    `--queries` faces get a probe each, a noisy copy at similarity 0.35-0.8 (as
//    a real second photo is); while the rows are made, the best face of the first
//    `--exact` probes is found by comparing it with every face (exact search).
// 2. For each count in `--instances`, that many fresh processes (with the
//    allocator settings of `npm start`) start the index at once, as API
//    instances after a deploy: each reports the time until it can search, its
//    RSS growth (and peak) over the process before the index, then times
//    `nearest(probe, 20)` (what a payment asks) per probe, the catch-up query
//    included. Recall@1 is the share of probes whose first hit is exact
//    search's best.
// 3. Optionally (`--codeless 1`) every code is erased first: the first start
//    after the upgrade computes and saves them from the embeddings, once.
// The last line holds the figures as key=value.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { signCode } from '../../apps/api/src/face-engine/search-index.ts';
import { createInProcessFaceSearch } from '../../apps/api/src/modules/face-search/face-search.ts';
import { createFaceTemplateRepository } from '../../apps/api/src/modules/face-search/template-repository.ts';
import { option } from '../lib/args.mjs';

const size = Number(option('--size', '1000000'));
const queries = Number(option('--queries', '200'));
const exactQueries = Math.min(queries, Number(option('--exact', '100')));
/** Instances started at once, one round per count: `--instances 1,3`. */
const instanceCounts = option('--instances', '1').split(',').map(Number).filter(Boolean);
const codeless = option('--codeless', '0') === '1';
const instanceOf = option('--instance', '');
/** A folder to keep the filled database's name, probes and exact answers in, or to take them from. */
const keepDir = option('--keep', '');
const reuseDir = option('--reuse', '');

const DIM = 512;
const BATCH = 5_000;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};
const mb = (bytes) => bytes / 1024 / 1024;
const labelOf = (count) => (count >= 1e6 ? `${count / 1e6}m` : `${count / 1e3}k`);

/** Template ids carry their ordinal (see the insert below), so a hit is checked without a look-up. */
const ordinalOf = (id) => Number.parseInt(id.slice(24), 16);

// --- the instance: a fresh process that starts the index and searches ------------
if (instanceOf) {
  const probes = new Float32Array(readFileSync(instanceOf).buffer);
  const count = probes.length / DIM;
  const database = await openPostgres(process.env.DATABASE_URL);
  const plain = createFaceTemplateRepository(database.db);
  // The share of a search spent reading its candidates' embeddings.
  const reads = [];
  const repository = {
    ...plain,
    candidateTemplates: async (seqs) => {
      const t = performance.now();
      const rows = await plain.candidateTemplates(seqs);
      reads.push(performance.now() - t);
      return rows;
    },
  };
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const search = createInProcessFaceSearch(repository);
  const templates = await search.warmUp();
  const startSeconds = (performance.now() - started) / 1000;
  const peak = process.resourceUsage().maxRSS * 1024;
  globalThis.gc?.();
  const after = process.memoryUsage().rss;
  const probe = (i) => probes.subarray(i * DIM, (i + 1) * DIM);
  for (let i = 0; i < Math.min(5, count); i += 1) await search.nearest(probe(i), 20); // warm-up
  reads.length = 0;
  const times = [];
  const hits = [];
  for (let i = 0; i < count; i += 1) {
    const t = performance.now();
    const [hit] = await search.nearest(probe(i), 20);
    times.push(performance.now() - t);
    hits.push(hit ? ordinalOf(hit.templateId) : -1);
  }
  await database.close();
  process.stdout.write(
    `${JSON.stringify({ templates, startSeconds, rss: after - before, peak: peak - before, times, reads, hits })}\n`,
  );
  process.exit(0);
}

// --- synthetic faces -------------------------------------------------------------
let seed = 42;
const uniform = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return (seed + 0.5) / 4294967296;
};
/** A random unit vector written at `into[at]` (Box-Muller, both outputs). */
function randomUnit(into, at, dim) {
  let sum = 0;
  for (let i = 0; i < dim; i += 2) {
    const r = Math.sqrt(-2 * Math.log(uniform()));
    const theta = 2 * Math.PI * uniform();
    into[at + i] = r * Math.cos(theta);
    into[at + i + 1] = r * Math.sin(theta);
    sum += into[at + i] ** 2 + into[at + i + 1] ** 2;
  }
  const inv = 1 / Math.sqrt(sum);
  for (let i = 0; i < dim; i += 1) into[at + i] *= inv;
}
/** A unit vector whose similarity to `face` is `similarity`. */
function probeOf(face, similarity) {
  const noise = new Float32Array(DIM);
  randomUnit(noise, 0, DIM);
  let along = 0;
  for (let i = 0; i < DIM; i += 1) along += noise[i] * face[i];
  let sum = 0;
  for (let i = 0; i < DIM; i += 1) {
    noise[i] -= along * face[i];
    sum += noise[i] * noise[i];
  }
  const k = Math.sqrt(1 - similarity * similarity) / Math.sqrt(sum);
  return face.map((x, i) => similarity * x + k * noise[i]);
}

/** Fills the database with `size` faces; writes the probes; answers exact search's best for each. */
async function fill(query) {
  // --- 1. fill -------------------------------------------------------------------
  progress(`Database ${scratch.name}: ${size.toLocaleString('en')} customers and faces…`);
  const fillStarted = performance.now();
  await insertSyntheticUsers({ query }, size);
  const probes = new Float32Array(queries * DIM);
  const exact = Array.from({ length: exactQueries }, () => ({ ordinal: -1, similarity: -2 }));
  for (let start = 0; start < size; start += BATCH) {
    const n = Math.min(BATCH, size - start);
    const embeddings = new Float32Array(n * DIM);
    const descriptors = new Float32Array(n * 128);
    const codes = new Uint8Array(n * 64);
    for (let i = 0; i < n; i += 1) {
      randomUnit(embeddings, i * DIM, DIM);
      randomUnit(descriptors, i * 128, 128);
      const face = embeddings.subarray(i * DIM, (i + 1) * DIM);
      signCode(face, codes, i * 64);
      if (start + i < queries)
        probes.set(probeOf(face, 0.35 + 0.45 * uniform()), (start + i) * DIM);
    }
    // Exact search for the first probes, while the faces are at hand.
    for (let p = 0; p < exactQueries; p += 1) {
      const probe = probes.subarray(p * DIM, (p + 1) * DIM);
      const best = exact[p];
      for (let i = 0; i < n; i += 1) {
        let dot = 0;
        const at = i * DIM;
        for (let d = 0; d < DIM; d += 1) dot += probe[d] * embeddings[at + d];
        if (dot > best.similarity) {
          best.similarity = dot;
          best.ordinal = start + i;
        }
      }
    }
    // Little-endian float32, as engine/similarity.ts stores them (this is an x86/ARM host).
    await query(
      `insert into face_templates
         (id, user_id, uses_glasses, embedding, embedding_code, descriptor, image, face_box,
          liveness_score, created_at)
       select ('00000000-0000-4000-8000-' || lpad(to_hex($1::int + i), 12, '0'))::uuid, u.id,
              false, substring($3::bytea from i * 2048 + 1 for 2048),
              substring($4::bytea from i * 64 + 1 for 64),
              substring($5::bytea from i * 512 + 1 for 512), '\\x00'::bytea,
              '{"x":0.3,"y":0.25,"width":0.4,"height":0.5}'::jsonb, 0.9, now()
       from generate_series(0, $2::int - 1) as i
       join users u on u.cpf = '9' || lpad(($1::int + i + 1)::text, 10, '0')
       order by i`,
      [
        start,
        n,
        Buffer.from(embeddings.buffer),
        Buffer.from(codes.buffer),
        Buffer.from(descriptors.buffer),
      ],
    );
    if ((start + n) % 100_000 === 0 || start + n === size) {
      progress(`  ${(start + n).toLocaleString('en')} of ${size.toLocaleString('en')}`);
    }
  }
  // The visibility map and statistics a database in service has from autovacuum.
  await query('vacuum analyze face_templates');
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  const { rows: sizes } = await query(
    `select pg_table_size('face_templates') as heap, pg_indexes_size('face_templates') as indexes`,
  );
  progress(
    `Filled in ${fillSeconds.toFixed(0)} s: face_templates ${mb(sizes[0].heap).toFixed(0)} MB, its indexes ${mb(sizes[0].indexes).toFixed(0)} MB`,
  );
  figures[`index_${labelOf(size)}_fill_s`] = Number(fillSeconds.toFixed(0));
  writeFileSync(probesFile, Buffer.from(probes.buffer));
  return exact;
}

// The parent's alone: they load the whole app, which the instances need not wait for.
const { repoRoot } = await import('../lib/server.mjs');
const { createBenchDatabase, progress } = await import('../lib/bench-app.mjs');
const { insertSyntheticUsers } = await import('../lib/payments-fixture.mjs');
const figures = {};
/** What a later run needs to search the same faces without filling them again. */
const kept = reuseDir ? JSON.parse(readFileSync(join(reuseDir, 'kept.json'), 'utf8')) : null;
const faces = kept?.size ?? size;
const label = labelOf(faces);
const scratch = kept
  ? { name: kept.name, env: { ...process.env, DATABASE_URL: kept.url }, drop: async () => {} }
  : await createBenchDatabase();
const work = reuseDir || keepDir || mkdtempSync(join(tmpdir(), 'rosto-face-index-'));
mkdirSync(work, { recursive: true });
const probesFile = join(work, 'probes.f32');
try {
  const database = await openPostgres(scratch.env.DATABASE_URL);
  // The fill's statements run longer than the app's query timeout (db/client.ts).
  const query = (text, values) => database.pool.query({ text, values, query_timeout: 3_600_000 });
  await migrateDatabase(database, { warn: progress });
  const exact = kept?.exact ?? (await fill(query));
  if (keepDir) {
    writeFileSync(
      join(keepDir, 'kept.json'),
      JSON.stringify({ name: scratch.name, url: scratch.env.DATABASE_URL, size, exact }),
    );
  }
  const queryCount = readFileSync(probesFile).length / (DIM * 4);

  /** `count` instances started at once; their reports. */
  const startInstances = (count) =>
    Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise((resolve, reject) => {
            // With the allocator settings `npm start` gives the server.
            const child = spawn(
              'sh',
              [
                join(repoRoot, 'scripts/with-malloc-settings.sh'),
                process.execPath,
                '--expose-gc',
                '--import',
                'tsx',
                fileURLToPath(import.meta.url),
                '--instance',
                probesFile,
              ],
              {
                env: { ...process.env, DATABASE_URL: scratch.env.DATABASE_URL },
                stdio: ['ignore', 'pipe', 'inherit'],
              },
            );
            let out = '';
            child.stdout.on('data', (chunk) => (out += chunk));
            child.on('exit', (code) =>
              code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`instance exited ${code}`)),
            );
          }),
      ),
    );

  // --- 3. the first start after the upgrade (optional) ------------------------------
  if (codeless) {
    await query('update face_templates set embedding_code = null');
    await query('vacuum analyze face_templates');
    const [first] = await startInstances(1);
    console.log(
      `\nFirst start after the upgrade (${first.templates} codes computed from the embeddings and saved): ${first.startSeconds.toFixed(1)} s`,
    );
    figures[`index_${label}_backfill_start_s`] = Number(first.startSeconds.toFixed(2));
    await query('vacuum analyze face_templates');
  }

  // --- 2. starts and searches ---------------------------------------------------------
  const perMillion = (bytes) => mb(bytes) / (faces / 1e6);
  for (const [round, count] of instanceCounts.entries()) {
    const reports = await startInstances(count);
    for (const [i, report] of reports.entries()) {
      if (report.templates !== faces)
        throw new Error(`instance ${i} holds ${report.templates} faces`);
    }
    const slowest = Math.max(...reports.map((report) => report.startSeconds));
    const rss = Math.max(...reports.map((report) => report.rss));
    const peak = Math.max(...reports.map((report) => report.peak));
    const times = reports.flatMap((report) => report.times);
    const reads = reports.flatMap((report) => report.reads);
    const agree = reports
      .flatMap(({ hits }) => exact.map((best, p) => hits[p] === best.ordinal))
      .filter(Boolean).length;
    const compared = exact.length * count;
    const own = reports.flatMap(({ hits }) => hits.filter((hit, p) => hit === p)).length;
    console.log(
      `\n1:N index, ${faces.toLocaleString('en')} faces, ${count} instance(s) starting at once: ` +
        `ready in ${slowest.toFixed(2)} s (slowest); RSS +${mb(rss).toFixed(0)} MB ` +
        `(${perMillion(rss).toFixed(0)} MB per million; peak +${mb(peak).toFixed(0)} MB); ` +
        `nearest(probe, 20)${count > 1 ? ', all searching at once,' : ''} p50 ${percentile(times, 0.5).toFixed(2)} ms, ` +
        `p95 ${percentile(times, 0.95).toFixed(2)} ms (reading the candidates p50 ${percentile(reads, 0.5).toFixed(2)} ms, p95 ${percentile(reads, 0.95).toFixed(2)} ms); ` +
        `recall@1 vs exact ${((agree / compared) * 100).toFixed(1)}% (${compared} probes), ` +
        `probe's own face first ${((own / (queryCount * count)) * 100).toFixed(1)}%`,
    );
    // The first count's figures unmarked; the others' marked with their count.
    const key = (name) => (round === 0 ? name : `${name}_x${count}`);
    figures[key(`index_${label}_start_s`)] = Number(slowest.toFixed(2));
    figures[key(`index_${label}_rss_mb`)] = Math.round(mb(rss));
    figures[key(`index_${label}_peak_rss_mb`)] = Math.round(mb(peak));
    figures[key('index_mb_per_million')] = Math.round(perMillion(rss));
    figures[key(`search_${label}_p50_ms`)] = Number(percentile(times, 0.5).toFixed(2));
    figures[key(`search_${label}_p95_ms`)] = Number(percentile(times, 0.95).toFixed(2));
    figures[key(`search_${label}_read_p50_ms`)] = Number(percentile(reads, 0.5).toFixed(2));
    figures[key(`search_${label}_read_p95_ms`)] = Number(percentile(reads, 0.95).toFixed(2));
    figures[key(`search_${label}_recall_at_1`)] = Number((agree / compared).toFixed(4));
  }
  await database.close();
} finally {
  if (!keepDir && !reuseDir) {
    await scratch.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

figures.cores = availableParallelism();
console.log(
  Object.entries(figures)
    .map(([k, v]) => `${k}=${v}`)
    .join(' '),
);
