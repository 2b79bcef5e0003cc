#!/usr/bin/env node
// Keeps README facts that code can check true: the module table of "Architecture"
// lists the plugins apps/api/src/app.ts registers from modules/<module>/plugin.ts,
// in its order; every backticked source path names a file that exists. Run by
// `npm run lint`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const appSource = readFileSync(join(root, 'apps/api/src/app.ts'), 'utf8');
const problems = [];

/** Modules in the order app.ts registers their plugin.ts. */
function registeredModules() {
  const moduleOf = new Map(
    [...appSource.matchAll(/^import (\w+) from '\.\/modules\/([\w-]+)\/plugin';$/gmu)].map(
      ([, name, module]) => [name, module],
    ),
  );
  return [...appSource.matchAll(/\bapp\.register\((\w+)\b/gu)]
    .map(([, name]) => moduleOf.get(name))
    .filter((module) => module !== undefined);
}

/** The first column of the table whose header starts with `| Module`. */
function tableModules() {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => /^\|\s*Module\s*\|/u.test(line));
  if (start < 0) return null;
  const modules = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cell = /^\|\s*`([\w-]+)`\s*\|/u.exec(line);
    if (cell) modules.push(cell[1]);
    else problems.push(`README module table: a row without a \`module\` first: ${line}`);
  }
  return modules;
}

const registered = registeredModules();
const listed = tableModules();
if (listed === null) {
  problems.push('README: no module table (a table whose header starts with "| Module |")');
} else {
  for (const module of registered.filter((m) => !listed.includes(m))) {
    problems.push(`README module table: \`${module}\` is registered by app.ts but not listed`);
  }
  for (const module of listed.filter((m) => !registered.includes(m))) {
    problems.push(
      `README module table: \`${module}\` is listed but app.ts registers no such module`,
    );
  }
  const common = (list, other) => list.filter((m) => other.includes(m));
  if (common(listed, registered).join() !== common(registered, listed).join()) {
    problems.push(
      `README module table: not in app.ts's registration order (${common(registered, listed).join(', ')})`,
    );
  }
}

// A backticked path with a folder and a source extension: from the repository
// root, the API's src/ (`plugins/app/db.ts`) or its modules/ (`pin/pins.ts`).
const bases = ['', 'apps/api/src', 'apps/api/src/modules'];
for (const [, path] of readme.matchAll(/`([\w.@-]+(?:\/[\w.@-]+)+\.(?:ts|tsx|mjs|js))`/gu)) {
  if (!bases.some((base) => existsSync(join(root, base, path)))) {
    problems.push(`README names \`${path}\`, which does not exist`);
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log(
  `README: ${registered.length} modules as app.ts registers them, every source path exists`,
);
