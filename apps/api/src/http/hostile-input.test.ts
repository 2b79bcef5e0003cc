// Every endpoint of the contract's table, fed hostile values in its path
// parameters, query and body, signed in (with a terminal's key on the
// terminal's endpoints) and not: no answer is a 5xx, every 4xx has the
// catalogue shape, and nothing pollutes Object.prototype. Runs on both
// databases like every API test.
import { STATUS_CODES } from 'node:http';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isErrorCode } from '@rosto/contract/errors';
import { endpointSchemas } from '@rosto/contract/endpoint-schemas';
import { type Endpoint, apiBase, endpoints } from '@rosto/contract/endpoints';
import { useTestApp } from '../../test/app';
import { createPlace, createTerminal } from '../../test/payments';

/** JSON texts of hostile values, written raw so the server parses exactly these bytes. */
const hostileJson: Record<string, string> = {
  nul: JSON.stringify('a\u0000b'),
  loneSurrogate: '"a\\ud800b"',
  reversedSurrogates: '"\\udc00\\ud800"',
  long: JSON.stringify('x'.repeat(10_000)),
  deepNesting: `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  deepObject: `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
  hugeNumber: '1e309',
  bigInteger: '9007199254740993',
  negative: '-1',
  fraction: '0.5',
  boolean: 'true',
  nullValue: 'null',
  emptyObject: '{}',
  array: '["a",1,null]',
  protoKey: '{"__proto__":{"polluted":true}}',
  constructorKey: '{"constructor":{"prototype":{"polluted":true}}}',
};

/** The same as URL text (path segments and query values). */
const hostileUrlText: Record<string, string> = {
  nul: '%00',
  nulInside: 'a%00b',
  loneSurrogate: '%ED%A0%80',
  badPercent: '%E0%A4%A',
  overlongUtf8: '%C0%AF',
  long: 'x'.repeat(10_000),
  dotDot: '..%2F..%2Fetc%2Fpasswd',
  empty: '',
  unicode: '%F0%9F%98%80',
};

function shapeKeys(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Raw JSON bodies: the value alone, in each field, in every field at once, and prototype keys. */
function hostileBodies(id: Endpoint['id']): string[] {
  const schemas = endpointSchemas[id];
  const keys = shapeKeys('body' in schemas ? schemas.body : undefined);
  const values = Object.values(hostileJson);
  return [
    ...values,
    ...keys.flatMap((key) => values.map((value) => `{${JSON.stringify(key)}:${value}}`)),
    ...values.map((value) => `{${keys.map((key) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  ];
}

function hostileQueries(id: Endpoint['id']): string[] {
  const schemas = endpointSchemas[id];
  const keys = [...shapeKeys('query' in schemas ? schemas.query : undefined), 'unknown'];
  return [
    ...keys.flatMap((key) => Object.values(hostileUrlText).map((value) => `${key}=${value}`)),
    ...keys.map((key) => `${key}=a&${key}=b`),
    `${keys[0]}[]=a`,
    '__proto__[polluted]=true',
    'constructor[prototype][polluted]=true',
    '%00=1',
  ];
}

/** The endpoint's path with each parameter replaced by every hostile text, one at a time. */
function hostilePaths(endpoint: Endpoint): string[] {
  const names = [...endpoint.path.matchAll(/:(\w+)/gu)].map((match) => match[1]!);
  const base = endpoint.path.replace(/:(\w+)/gu, 'valid-0');
  return [
    `/${base}`,
    ...names.flatMap((name) =>
      Object.values(hostileUrlText).map(
        (value) => `/${endpoint.path.replace(`:${name}`, value).replace(/:(\w+)/gu, 'valid-0')}`,
      ),
    ),
  ];
}

interface Answer {
  statusCode: number;
  body: string;
}

function expectCatalogueShape(label: string, answer: Answer) {
  expect(answer.statusCode, `${label} → ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  if (answer.statusCode < 400) return;
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(
    {
      statusCode: body.statusCode,
      error: body.error,
      isCatalogueCode: isErrorCode(body.message),
    },
    `${label} → ${answer.body.slice(0, 300)}`,
  ).toEqual({
    statusCode: answer.statusCode,
    error: STATUS_CODES[answer.statusCode],
    isCatalogueCode: true,
  });
}

describe('hostile input on every endpoint of the contract', () => {
  const ctx = useTestApp();

  /** A shop terminal's key, so the terminal's endpoints see the hostile input past their auth. */
  const terminalKey = async (): Promise<string> =>
    (await createTerminal(ctx.database.db, (await createPlace(ctx.database.db)).id)).key;

  const session = async (): Promise<string> => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/sandbox/users', body: {} });
    return response.json<{ data: { token: string } }>().data.token;
  };

  for (const endpoint of Object.values(endpoints) as Endpoint[]) {
    it(`${endpoint.method} ${endpoint.path}: no 5xx and the catalogue shape, signed in and not`, async () => {
      const token = endpoint.auth === 'terminal' ? await terminalKey() : await session();
      const bodies = endpoint.method === 'GET' ? [undefined] : hostileBodies(endpoint.id);
      for (const authorization of [undefined, `Bearer ${token}`]) {
        const headers = authorization ? { authorization } : {};
        const send = async (label: string, url: string, payload?: string) => {
          const answer = await ctx.app.inject({
            method: endpoint.method,
            url: `${apiBase}${url}`,
            headers:
              payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
            ...(payload === undefined ? {} : { payload }),
          });
          expectCatalogueShape(`${label} (${authorization ? 'signed in' : 'anonymous'})`, answer);
        };

        for (const path of hostilePaths(endpoint)) await send(`path ${path.slice(0, 80)}`, path);
        const [validPath] = hostilePaths(endpoint);
        for (const query of hostileQueries(endpoint.id)) {
          await send(`query ${query.slice(0, 80)}`, `${validPath}?${query}`);
        }
        for (const body of bodies) {
          if (body !== undefined) await send(`body ${body.slice(0, 80)}`, validPath!, body);
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }
});
