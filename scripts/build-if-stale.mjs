#!/usr/bin/env node
// `npm start` builds the app, the operator console and the API, unless they were already built from
// the same sources and build settings: a warm second start skips the ~8 s build.
// The fingerprint covers the source folders, the build configs, the lock file and
// every VITE_* variable (the web build reads them) and the commit (shown in the
// version footer); it is kept next to the build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const inputs = [
  'package-lock.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/console/src',
  'apps/console/public',
  'apps/console/index.html',
  'apps/console/vite.config.ts',
  'apps/console/package.json',
  'apps/api/src',
  'apps/api/package.json',
  'apps/api/tsup.config.ts',
];
const stampFile = join(root, 'apps/api/dist/.build-fingerprint');
const outputs = [
  join(root, 'apps/web/dist/index.html'),
  join(root, 'apps/console/dist/index.html'),
  join(root, 'apps/api/dist/server.js'),
];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => files(join(path, entry.name)));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => files(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  // The version footer shows the commit (VITE_COMMIT_HASH defaults to it).
  try {
    hash.update(execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: 'pipe' }));
  } catch {
    // Not a git checkout: the footer has no commit either.
  }
  for (const [name, value] of Object.entries(process.env).sort()) {
    if (name.startsWith('VITE_')) hash.update(`${name}=${value}\0`);
  }
  return hash.digest('hex');
}

const current = fingerprint();
const built =
  outputs.every((output) => existsSync(output)) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8').trim() === current;
if (built) {
  console.log('build: up to date (sources unchanged since the last build)');
} else {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, `${current}\n`);
}
