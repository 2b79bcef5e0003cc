// Where a V8 CPU profile's time went, by package (or by file of our own code):
//
//   node bench/lib/profile-summary.mjs FILE.cpuprofile [--top 25]
//
// Sums each node's self time under the package its script belongs to
// (node_modules/<name>, node:internal, apps/api/src/<file>), and prints the
// shares, largest first. Idle time is left out of the shares.
import { readFileSync } from 'node:fs';
import { option } from './args.mjs';

const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary.mjs FILE.cpuprofile [--top N]');
const top = Number(option('--top', '25'));
const profile = JSON.parse(readFileSync(file, 'utf8'));

const selfUs = new Map();
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
for (let i = 0; i < profile.samples.length; i += 1) {
  const node = nodes.get(profile.samples[i]);
  const delta = profile.timeDeltas[i] ?? 0;
  selfUs.set(node.id, (selfUs.get(node.id) ?? 0) + delta);
}

function bucket(node) {
  const { url, functionName } = node.callFrame;
  if (!url) return `(${functionName || 'native'})`;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/u.exec(url);
  if (inModules) return inModules[1];
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const own = /(apps|packages)\/([^/]+)\/src\/(.+)$/u.exec(url);
  return own ? `${own[1]}/${own[2]}/${own[3]}` : url;
}

const totals = new Map();
let busy = 0;
for (const [id, us] of selfUs) {
  const name = bucket(nodes.get(id));
  if (name === '((idle))') continue;
  busy += us;
  totals.set(name, (totals.get(name) ?? 0) + us);
}
const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, top);
console.log(`busy ${(busy / 1e6).toFixed(2)} s`);
for (const [name, us] of rows) {
  console.log(
    `${((100 * us) / busy).toFixed(1).padStart(5)}%  ${(us / 1e3).toFixed(0).padStart(7)} ms  ${name}`,
  );
}
