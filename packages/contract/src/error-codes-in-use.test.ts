// Every error code the API can answer and every code the web app or the console compares
// against or shows is in the catalogue, with its text in pt-BR and English.
// The apps type codes as `ErrorCode`, so the compiler already refuses an
// unknown one; this reads their sources as a second net (a cast, a code in a
// JSX attribute, a `string` that slipped back in) and checks the texts.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCatalogue, isErrorCode, locales } from './errors';

const root = new URL('../../..', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/u.test(entry.name) && !/\.test\.tsx?$/u.test(entry.name) ? [path] : [];
  });
}

const CODE = String.raw`'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'`;
/** Places where a literal is an error code: thrown, compared, shown, stored or listed as one. */
const codeContexts = [
  new RegExp(String.raw`new (?:AppError|ApiError|FaceEngineError)\(\s*${CODE}`, 'gu'),
  new RegExp(String.raw`\b\w*(?:code|Code|failure|reason)\s*[!=]==?\s*${CODE}`, 'gu'),
  new RegExp(String.raw`${CODE}\s*[!=]==?\s*\w*(?:code|Code|failure)\b`, 'gu'),
  new RegExp(String.raw`\b(?:useErrorText|errorText|errorMessage)\([^)]*?${CODE}`, 'gu'),
  new RegExp(String.raw`\b(?:issueCode|refuse\(\w+,)\s*\(?\s*${CODE}`, 'gu'),
  new RegExp(String.raw`\bset\w*(?:Failure|Code|Error)\(\s*${CODE}`, 'gu'),
  new RegExp(String.raw`\b(?:code|retakeCode|errorCode)[=:]\s*\{?\s*${CODE}`, 'gu'),
  new RegExp(String.raw`:\s*ErrorCode(?:\s*\|\s*null)?\s*=\s*${CODE}`, 'gu'),
];
/** Lists typed as codes: `new Set<ErrorCode>([...])`, `ErrorCode[] = [...]`. */
const codeLists = /(?:<ErrorCode>\(|ErrorCode\[\]\s*=\s*)\[([^\]]*)\]/gu;

function codesUsedIn(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    const where = relative(root, file);
    for (const pattern of codeContexts) {
      for (const match of text.matchAll(pattern)) found.set(match[1]!, where);
    }
    for (const list of text.matchAll(codeLists)) {
      for (const match of list[1]!.matchAll(new RegExp(CODE, 'gu'))) found.set(match[1]!, where);
    }
  }
  return found;
}

describe('error codes in use', () => {
  it('has a text in every language for every code, different per language', () => {
    for (const [code, definition] of Object.entries(errorCatalogue)) {
      for (const locale of locales) expect(definition[locale].trim(), code).not.toBe('');
      expect(definition['pt-BR'], code).not.toBe(definition.en);
    }
  });

  it.each(['apps/api/src', 'apps/web/src', 'apps/console/src'])(
    'knows every code %s uses',
    (dir) => {
      const used = codesUsedIn(dir);
      // The scan must see the codes it is meant to see, or it proves nothing
      // (the console, younger, compares against fewer).
      expect(used.size).toBeGreaterThan(dir === 'apps/console/src' ? 0 : 10);
      const unknown = [...used].filter(([code]) => !isErrorCode(code));
      expect(unknown.map(([code, file]) => `${code} in ${file}`)).toEqual([]);
    },
  );

  it('finds the code that once was missing (FACE_POLLING_TIMEOUT) where the web uses it', () => {
    expect(codesUsedIn('apps/web/src').has('FACE_POLLING_TIMEOUT')).toBe(true);
    expect(isErrorCode('FACE_POLLING_TIMEOUT')).toBe(true);
  });
});
