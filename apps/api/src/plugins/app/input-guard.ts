// One check at the edge, before validation and any handler, on every string a
// request can carry to the database (path params, query keys and values, JSON
// body keys and values at any depth): U+0000 is refused because PostgreSQL text
// and jsonb cannot store it (it would be a 500), and lone UTF-16 surrogates
// because they are not Unicode (the driver would silently store U+FFFD).
// The same walk caps JSON nesting, so recursive code downstream (zod,
// JSON.stringify, jsonb) never meets a body deep enough to overflow its stack.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@rosto/contract/errors';
import { AppError } from '../../errors';

// U+0000 or a lone surrogate: with the u flag a valid pair is one code point,
// so only unpaired halves match.
// eslint-disable-next-line no-control-regex -- matching U+0000 is the point
const forbiddenCharacter = /[\u0000\uD800-\uDFFF]/u;

/** Deeper than any contract schema needs (5 levels), far shallower than a call stack. */
const MAX_JSON_DEPTH = 32;

interface Offence {
  path: string[];
  code: ErrorCode;
  issue: 'invalid_characters' | 'invalid_key' | 'too_deep';
}

/** The first forbidden string, key or too-deep value, walked without recursion. */
function findOffence(root: unknown): Offence | null {
  const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (forbiddenCharacter.test(value)) {
        return { path, code: 'INVALID_CHARACTERS', issue: 'invalid_characters' };
      }
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_JSON_DEPTH) return { path, code: 'VALIDATION_ERROR', issue: 'too_deep' };
    const entries = Object.entries(value);
    // The bad key itself is not echoed back: the path names the object holding it.
    if (entries.some(([key]) => forbiddenCharacter.test(key))) {
      return { path, code: 'INVALID_CHARACTERS', issue: 'invalid_key' };
    }
    // Reversed so the first offence in document order is the one reported.
    for (const [key, child] of entries.reverse()) {
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/** Fastify's query parser keeps a malformed %-escape as raw text; the router refuses one. */
function hasMalformedEscape(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1) return false;
  try {
    decodeURIComponent(url.slice(start + 1));
    return false;
  } catch {
    return true;
  }
}

function refusal(request: FastifyRequest): AppError | undefined {
  if (hasMalformedEscape(request.url)) return new AppError('INVALID_CHARACTERS');
  for (const source of [request.params, request.query, request.body]) {
    const offence = findOffence(source);
    if (!offence) continue;
    // Same `fields` shape (and path style) as schema validation errors.
    const fields = [{ path: offence.path.join('.'), code: offence.code, issue: offence.issue }];
    return new AppError(offence.code, { fields });
  }
  return undefined;
}

export default fp(
  (app, _options, done) => {
    // preValidation: the body is parsed by then, and nothing has used it yet.
    app.addHook('preValidation', (request, _reply, hookDone) => hookDone(refusal(request)));
    done();
  },
  { name: 'input-guard' },
);
