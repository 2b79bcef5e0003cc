#!/usr/bin/env node
// Keeps docs/spec/*-checklist.md true: every ticked line must name at least one
// test as `file › "title"`, every named file must exist and contain each title,
// the count line must match the boxes, and source comments cite the spec through
// these checklists (see below). Run by `npm run lint`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const specDir = join(root, 'docs/spec');
const problems = [];

/** The text without its parenthesised notes, keeping parentheses inside quoted titles. */
function withoutNotes(text) {
  let out = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\' && quoted) {
      if (depth === 0) out += char + (text[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (char === '"' && depth === 0) quoted = !quoted;
    if (!quoted && char === '(') depth += 1;
    if (depth === 0) out += char;
    if (!quoted && char === ')' && depth > 0) depth -= 1;
  }
  return out;
}

/** `path` › "title", "title"; › "title" … as (path, title) pairs. */
function references(line) {
  const found = [];
  // A path, in backticks or bare, then its titles up to the next path.
  const pathPattern = /`?((?:apps|packages|scripts|bench)\/[^`\s]+\.(?:tsx|ts|mjs|js))\b`?/gu;
  const matches = [...line.matchAll(pathPattern)];
  for (const [i, match] of matches.entries()) {
    const path = match[1];
    const end = matches[i + 1]?.index ?? line.length;
    // Notes in parentheses may quote screen texts: they are not titles.
    const tail = withoutNotes(line.slice(match.index + match[0].length, end));
    if (!/^\s*›/u.test(tail)) {
      found.push({ path, titles: [] });
      continue;
    }
    const titles = [...tail.matchAll(/"((?:[^"\\]|\\.)*)"/gu)].map((title) =>
      title[1].replaceAll('\\"', '"'),
    );
    found.push({ path, titles });
  }
  // "same test" / "same file ›" continue the previous line's file: only titles here.
  for (const match of line.matchAll(/same file\s*›\s*"((?:[^"\\]|\\.)*)"/gu)) {
    found.push({ path: null, titles: [match[1].replaceAll('\\"', '"')] });
  }
  return found;
}

for (const name of readdirSync(specDir).filter((file) => file.endsWith('-checklist.md'))) {
  const lines = readFileSync(join(specDir, name), 'utf8').split('\n');
  let ticked = 0;
  let open = 0;
  let lastPath = null;
  let countLine = null;
  lines.forEach((line, index) => {
    const where = `${name}:${index + 1}`;
    const count = /^\*\*(\d+) of (\d+) ticked\.\*\*$/u.exec(line.trim());
    if (count) countLine = { ticked: Number(count[1]), total: Number(count[2]), where };
    const box = /^- \[( |x)\] /u.exec(line);
    if (!box) return;
    if (box[1] === 'x') ticked += 1;
    else open += 1;
    const refs = references(line);
    if (box[1] === 'x' && refs.length === 0 && !/same test|same tests/u.test(line)) {
      problems.push(`${where}: ticked without a test named as \`file\` › "title"`);
    }
    for (const ref of refs) {
      const path = ref.path ?? lastPath;
      if (ref.path) lastPath = ref.path;
      if (!path) continue;
      const file = join(root, path);
      if (!existsSync(file)) {
        problems.push(`${where}: ${path} does not exist`);
        continue;
      }
      const text = readFileSync(file, 'utf8');
      for (const title of ref.titles) {
        // Titles may hold %s placeholders (it.each) or be written with escapes in the source.
        const candidates = [title, title.replaceAll("'", "\\'"), title.replaceAll('"', '\\"')];
        if (!candidates.some((candidate) => text.includes(candidate))) {
          problems.push(`${where}: ${path} has no test "${title}"`);
        }
      }
    }
  });
  if (!countLine) problems.push(`${name}: no "**N of M ticked.**" line`);
  else if (countLine.ticked !== ticked || countLine.total !== ticked + open) {
    problems.push(
      `${countLine.where}: says ${countLine.ticked} of ${countLine.total}, the boxes say ${ticked} of ${ticked + open}`,
    );
  }
}

// Source comments cite the spec through its checklists (the spec itself lives
// outside the repository): `docs/spec/<doc>-checklist.md §N` must name a "## N."
// section of that checklist, and no source file may name the spec files themselves.
const sourceExtensions = /\.(?:ts|tsx|mjs|js|cjs|css|sql|html)$/u;
const unreadDirs = new Set(['node_modules', 'dist', 'data', 'models', 'coverage']);
function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (unreadDirs.has(entry.name) || entry.name.startsWith('.') || entry.name.startsWith('dist-'))
      continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (sourceExtensions.test(entry.name)) yield path;
  }
}
const checklistSections = new Map(
  ['account', 'wallet'].map((doc) => [
    doc,
    new Set(
      [
        ...readFileSync(join(specDir, `${doc}-checklist.md`), 'utf8').matchAll(/^## (\d+)\./gmu),
      ].map((match) => match[1]),
    ),
  ]),
);
for (const top of ['apps', 'packages', 'bench', 'scripts']) {
  for (const file of sourceFiles(join(root, top))) {
    const where = relative(root, file);
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (/\b(?:account|wallet)\.md\b/u.test(line)) {
        problems.push(
          `${where}:${index + 1}: cites a spec file the repository does not have; cite docs/spec/<doc>-checklist.md §N`,
        );
      }
      for (const match of line.matchAll(/docs\/spec\/(account|wallet)-checklist\.md §(\d+)/gu)) {
        if (!checklistSections.get(match[1]).has(match[2])) {
          problems.push(
            `${where}:${index + 1}: ${match[1]}-checklist.md has no section §${match[2]}`,
          );
        }
      }
    });
  }
}

if (problems.length > 0) {
  console.error(`Spec checklists out of date:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  'spec checklists: every named test exists, counts match, every spec citation names a checklist section',
);
