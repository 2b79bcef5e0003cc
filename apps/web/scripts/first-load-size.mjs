// Gzip size of the JavaScript each first screen loads, read from the Vite
// manifest of `vite build`: the entry chunk, everything it imports, and the
// lazy route modules the router fetches for that URL (with their imports).
// Usage: npx vite build && node scripts/first-load-size.mjs [--budget-kib 120]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

// What the router loads for each URL, signed out (keep in step with src/app/router.tsx).
const screens = {
  '/': ['src/features/welcome/routes/welcome.tsx'],
  '/login': ['src/app/routes/login-route.tsx'],
};

const budgetFlag = process.argv.indexOf('--budget-kib');
const budgetKib = budgetFlag > 0 ? Number(process.argv[budgetFlag + 1]) : null;

function collect(key, files) {
  const chunk = manifest[key];
  // A module the entry already imports statically has no chunk of its own.
  if (!chunk) return;
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const print = (line) => process.stdout.write(`${line}\n`);
const gzipKib = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length / 1024;

let failed = false;
for (const [url, modules] of Object.entries(screens)) {
  const files = new Set();
  collect(entryKey, files);
  const entryFiles = new Set(files);
  for (const module of modules) collect(module, files);
  const js = [...files].filter((file) => file.endsWith('.js'));
  const total = js.reduce((sum, file) => sum + gzipKib(file), 0);
  const entryTotal = [...entryFiles].reduce((sum, file) => sum + gzipKib(file), 0);
  print(
    `${url}: ${total.toFixed(1)} KiB gzip in ${js.length} files (entry + preloads ${entryTotal.toFixed(1)} KiB)`,
  );
  for (const file of js.sort((a, b) => gzipKib(b) - gzipKib(a))) {
    print(`  ${gzipKib(file).toFixed(1).padStart(6)} KiB  ${file}`);
  }
  if (budgetKib !== null && total > budgetKib) {
    print(`  over the ${budgetKib} KiB budget by ${(total - budgetKib).toFixed(1)} KiB`);
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
