// The in-process 1:N face index at scale, on a PostgreSQL server without
// pgvector (the server's path there; decision 044).
//
//   npm run bench:face-index [-- --size 1000000 --queries 200 --exact 100 --instances 1,3 --codeless 0]
//   npm run bench:face-index -- --keep DIR     (the filled database and its probes kept, in DIR)
//   npm run bench:face-index -- --reuse DIR    (no fill: the database kept there, migrated again)
//
// 1. A scratch database (`rosto_bench_<pid>`, migrated, dropped at the end)
//    gets `--size` synthetic customers, each with one active template shaped as
//    enrolment saves it (make-faces.mjs: a random unit vector as the 512-d
//    embedding, its sign code, a random 128-d descriptor; the first `--queries`
//    faces get a probe each, a noisy copy at similarity 0.35-0.8). While the rows
//    are written, the best face of the first `--exact` probes is found by
//    comparing it with every face (exact search). Ten million take about half
//    an hour on a loaded 2-core host (decision 083): keep them (`--keep`).
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
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
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
/** Codes the scan keeps before the projection narrows them (face-search.ts's SHORTLIST when unset). */
const shortlist = Number(option('--shortlist', '0'));
/** A folder to keep the filled database's name, probes and exact answers in, or to take them from. */
const keepDir = option('--keep', '');
const reuseDir = option('--reuse', '');

const DIM = 512;
const BATCH = 20_000;

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
  const search = createInProcessFaceSearch(repository, shortlist ? { shortlist } : {});
  const templates = await search.warmUp();
  const startSeconds = (performance.now() - started) / 1000;
  const peak = process.resourceUsage().maxRSS * 1024;
  // What the index holds once the load's buffers are gone: V8 frees the
  // backing stores of collected buffers on a thread of its own, after the
  // collection (at a million, 60 MB of them a second later).
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
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

/**
 * Exact search by onnxruntime (already the face engine's runtime): one MatMul
 * of a batch of faces by the probes, on every core, where the same loop in
 * JavaScript took 37 times longer (three quarters of a 10M fill's time).
 */
async function exactSearcher(probes, count) {
  const ort = await import('onnxruntime-node');
  const { encodeOnnxModel, graphBuilder } = await import('../../scripts/onnx-model.mjs');
  // The probes as columns, a constant of the model: faces[BATCH,512] x probes[512,q] -> dots[BATCH,q].
  const columns = new Float32Array(DIM * count);
  for (let p = 0; p < count; p += 1) {
    for (let d = 0; d < DIM; d += 1) columns[d * count + p] = probes[p * DIM + d];
  }
  const graph = graphBuilder(['faces']);
  const dots = graph.node(
    'MatMul',
    ['faces', graph.constant('probes', [DIM, count], columns)],
    'dots',
  );
  const model = encodeOnnxModel('bench face-index exact search', {
    name: 'exact',
    nodes: graph.nodes,
    initializers: graph.initializers,
    input: { name: 'faces', dims: [BATCH, DIM] },
    output: { name: dots, dims: [BATCH, count] },
  });
  const session = await ort.InferenceSession.create(model);
  const exact = Array.from({ length: count }, () => ({ ordinal: -1, similarity: -2 }));
  return {
    exact,
    /** Compares the faces from ordinal `start` with every probe. */
    async compare(embeddings, start) {
      const n = embeddings.length / DIM;
      // A last, shorter batch padded with zeros; only its first n rows are read.
      let faces = embeddings;
      if (n < BATCH) {
        faces = new Float32Array(BATCH * DIM);
        faces.set(embeddings);
      }
      const { [dots]: result } = await session.run({
        faces: new ort.Tensor('float32', faces, [BATCH, DIM]),
      });
      for (let i = 0; i < n; i += 1) {
        for (let p = 0; p < count; p += 1) {
          const dot = result.data[i * count + p];
          if (dot > exact[p].similarity) exact[p] = { ordinal: start + i, similarity: dot };
        }
      }
    },
  };
}

/** Threads making faces; two batches each made ahead of the one being written. */
const MAKERS = 2;
const AHEAD = 2 * MAKERS;

/** Batches of faces from make-faces.mjs, in order. */
async function* syntheticFaces() {
  const makers = Array.from(
    { length: MAKERS },
    () =>
      new Worker(new URL('./make-faces.mjs', import.meta.url), {
        workerData: { size, queries, batch: BATCH, dim: DIM },
      }),
  );
  const made = new Map();
  let wake = null;
  let failed = null;
  for (const maker of makers) {
    maker.on('message', (batch) => {
      made.set(batch.start, batch);
      wake?.();
    });
    maker.on('error', (error) => {
      failed = error;
      wake?.();
    });
  }
  let asked = 0;
  const ask = () => {
    if (asked * BATCH >= size) return;
    makers[asked % MAKERS].postMessage(asked * BATCH);
    asked += 1;
  };
  for (let i = 0; i < AHEAD; i += 1) ask();
  try {
    for (let start = 0; start < size; start += BATCH) {
      while (!made.has(start) && !failed) await new Promise((resolve) => (wake = resolve));
      if (failed) throw failed;
      const batch = made.get(start);
      made.delete(start);
      ask();
      yield batch;
    }
  } finally {
    await Promise.all(makers.map((maker) => maker.terminate()));
  }
}

/** The COPY binary format's header: signature, flags, header extension length. */
const COPY_HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
const FACE_BOX = Buffer.concat([
  Buffer.from([1]), // jsonb's binary form: a version byte, then the text
  Buffer.from('{"x": 0.3, "y": 0.25, "width": 0.4, "height": 0.5}'),
]);
/** The columns the fill writes; the others take their defaults, as `saveTemplate` leaves them. */
const COPY_COLUMNS =
  'id, user_id, uses_glasses, embedding, embedding_code, descriptor, image, face_box, liveness_score, created_at';

/** A batch of faces as COPY binary tuples. */
function copyTuples({ start, n, embeddings, descriptors, codes }, userIds, createdAt) {
  const bytesPer = 2 + 10 * 4 + 16 + 16 + 1 + DIM * 4 + 64 + 128 * 4 + 1 + FACE_BOX.length + 4 + 8;
  const out = Buffer.allocUnsafe(n * bytesPer);
  let at = 0;
  const field = (bytes) => {
    at = out.writeInt32BE(bytes.length, at);
    at += bytes.copy(out, at);
  };
  const uuid = (text) => Buffer.from(text.replaceAll('-', ''), 'hex');
  const { buffer } = embeddings;
  for (let i = 0; i < n; i += 1) {
    at = out.writeInt16BE(10, at);
    // The ordinal in the id, as ordinalOf reads it back.
    field(uuid(`00000000-0000-4000-8000-${(start + i).toString(16).padStart(12, '0')}`));
    field(uuid(userIds[i]));
    field(Buffer.from([0]));
    // Little-endian float32, as engine/similarity.ts stores them (this is an x86/ARM host).
    field(Buffer.from(buffer, i * DIM * 4, DIM * 4));
    field(Buffer.from(codes.buffer, i * 64, 64));
    field(Buffer.from(descriptors.buffer, i * 128 * 4, 128 * 4));
    field(Buffer.from([0]));
    field(FACE_BOX);
    at = out.writeInt32BE(4, at);
    at = out.writeFloatBE(0.9, at);
    at = out.writeInt32BE(8, at);
    at = out.writeBigInt64BE(createdAt, at);
  }
  return out.subarray(0, at);
}

/**
 * `COPY … FROM STDIN` fed from `chunks` (node-postgres has no COPY of its own:
 * its query object takes the server's copy-in answer through this hook).
 */
function copyFrom(client, text, chunks) {
  return new Promise((resolve, reject) => {
    const copy = new pg.Query(text, undefined, (error) => (error ? reject(error) : resolve()));
    copy.query_timeout = 24 * 3_600_000;
    copy.handleCopyInResponse = async (connection) => {
      try {
        for await (const chunk of chunks) {
          connection.sendCopyFromChunk(chunk);
          if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
        }
        connection.endCopyFrom();
      } catch (error) {
        connection.sendCopyFail(String(error));
        reject(error);
      }
    };
    client.query(copy);
  });
}

/**
 * Fills the database with `size` faces; writes the probes; answers exact
 * search's best for each. The rows are those enrolment saves (the same
 * columns set, the others left to their defaults). What makes ten million
 * take minutes, not hours: one binary `COPY … FREEZE` after a `TRUNCATE` in
 * the same transaction, so the rows are written once, already frozen and
 * marked all-visible (no VACUUM rewriting 40 GB to set the visibility map the
 * index-only load needs), on a session that does not check the foreign key
 * row by row (every row takes its user's id, read by CPF); the exact search
 * in onnxruntime; faces made while PostgreSQL writes the previous batch.
 */
async function fill(database, query) {
  progress(`Database ${scratch.name}: ${size.toLocaleString('en')} customers and faces…`);
  const fillStarted = performance.now();
  for (let done = 0; done < size; done += 1_000_000) {
    await insertSyntheticUsers({ query }, Math.min(1_000_000, size - done), done);
  }
  progress(`  ${size.toLocaleString('en')} customers (${seconds(fillStarted)} s)`);
  const createdAt = BigInt(Date.now() - Date.UTC(2000, 0, 1)) * 1000n;
  let probes = null;
  let exactSearch = null;
  async function* chunks() {
    yield COPY_HEADER;
    for await (const batch of syntheticFaces()) {
      const { start, n, embeddings } = batch;
      // The probes are all made with the first batch (`--queries` is below BATCH).
      probes ??= batch.probes;
      exactSearch ??= await exactSearcher(probes, exactQueries);
      const comparing = exactSearch.compare(embeddings, start);
      const { rows } = await query(
        `select id::text from users where cpf between $1 and $2 order by cpf`,
        [cpfOf(start), cpfOf(start + n - 1)],
      );
      if (rows.length !== n) throw new Error(`${rows.length} customers for ${n} faces`);
      yield copyTuples(
        batch,
        rows.map((row) => row.id),
        createdAt,
      );
      await comparing;
      if ((start + n) % 1_000_000 === 0 || start + n === size) {
        progress(
          `  ${(start + n).toLocaleString('en')} of ${size.toLocaleString('en')} faces (${seconds(fillStarted)} s)`,
        );
      }
    }
    yield Buffer.from([0xff, 0xff]); // the trailer
  }
  const client = await database.pool.connect();
  try {
    await client.query('set session_replication_role = replica');
    await client.query('begin');
    await client.query('truncate face_templates');
    await copyFrom(
      client,
      `copy face_templates (${COPY_COLUMNS}) from stdin with (format binary, freeze)`,
      chunks(),
    );
    await client.query('commit');
  } finally {
    client.release();
  }
  // The statistics a database in service has from autovacuum (the visibility map is set already).
  await query('analyze face_templates');
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  const { rows: sizes } = await query(
    `select pg_table_size('face_templates') as heap, pg_indexes_size('face_templates') as indexes`,
  );
  progress(
    `Filled in ${fillSeconds.toFixed(0)} s: face_templates ${mb(sizes[0].heap).toFixed(0)} MB, its indexes ${mb(sizes[0].indexes).toFixed(0)} MB`,
  );
  figures[`index_${labelOf(size)}_fill_s`] = Number(fillSeconds.toFixed(0));
  writeFileSync(probesFile, Buffer.from(probes.buffer));
  return exactSearch.exact;
}

/** The CPF insertSyntheticUsers gives the customer of face `ordinal`. */
const cpfOf = (ordinal) => `9${String(ordinal + 1).padStart(10, '0')}`;
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(0);

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
  const exact = kept?.exact ?? (await fill(database, query));
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
                '--shortlist',
                String(shortlist),
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
