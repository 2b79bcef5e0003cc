// The OpenAPI document other tools read (issue 30, decision 077): every
// operation named by its key in the endpoint table, who may call it, the 401
// and 429 answers with the rate-limit headers the server really sends, the
// photo limits the server holds, and a typed client generated from it that
// compiles.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { apiBase, endpoints } from '@rosto/contract/endpoints';
import {
  BURST_FRAME_MAX_BYTES,
  base64TextMaxLength,
  FACE_IMAGE_MAX_BYTES,
} from '@rosto/contract/validators/face-image';
import { useTestApp } from '../../../test/app';
import type { FaceEngine } from '../../face-engine/types';

/** An engine that never analyses: nothing here sends a face. */
const idleEngine: FaceEngine = {
  analyse: () => Promise.reject(new Error('not in these tests')),
  close: () => Promise.resolve(),
};

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { $ref?: string; headers?: Json; content?: Json }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Json; headers: Json };
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const RATE_LIMIT_MAX = 4;

function operationsOf(doc: Document): [string, string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]): [string, string, Operation] => [path, method, operation]),
  );
}

function operationOf(doc: Document, endpoint: (typeof endpoints)[keyof typeof endpoints]) {
  const path = `${apiBase}/${endpoint.path.replace(/:(\w+)/gu, '{$1}')}`;
  return doc.paths[path]?.[endpoint.method.toLowerCase()];
}

/** Every schema object of the document, wherever it sits. */
function* schemaObjects(value: unknown): Generator<Json> {
  if (Array.isArray(value)) for (const item of value) yield* schemaObjects(item);
  else if (value && typeof value === 'object') {
    yield value as Json;
    for (const child of Object.values(value)) yield* schemaObjects(child);
  }
}

describe('the OpenAPI document', () => {
  // A low global limit, so a 429 is a few calls away.
  const ctx = useTestApp({
    faceEngine: idleEngine,
    env: { RATE_LIMIT_MAX: String(RATE_LIMIT_MAX) },
  });
  const documentOf = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    return response.json<Document>();
  };

  it('names each operation by its key in the endpoint table, and no two alike', async () => {
    const doc = await documentOf();
    for (const endpoint of Object.values(endpoints)) {
      expect(operationOf(doc, endpoint)?.operationId, endpoint.id).toBe(endpoint.id);
    }
    const ids = operationsOf(doc).map(([path, method, operation]) => {
      expect(operation.operationId, `${method} ${path}`).toEqual(expect.any(String));
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says who may call: an explicit security [] on public operations, a 401 on the others', async () => {
    const doc = await documentOf();
    for (const endpoint of Object.values(endpoints)) {
      const operation = operationOf(doc, endpoint);
      if (endpoint.auth === 'public') {
        expect(operation?.security, endpoint.id).toEqual([]);
        expect(operation?.responses['401'], endpoint.id).toBeUndefined();
      } else {
        expect(operation?.security, endpoint.id).toHaveLength(1);
        expect(JSON.stringify(operation?.responses['401']), endpoint.id).toContain(
          '"$ref":"#/components/schemas/ErrorBody"',
        );
      }
    }
    expect(doc.components.schemas).toHaveProperty('ErrorBody');
  });

  it('documents the 429 and the rate-limit headers on every /api answer', async () => {
    const doc = await documentOf();
    for (const [path, method, operation] of operationsOf(doc)) {
      if (!path.startsWith(`${apiBase}/`)) continue;
      const where = `${method} ${path}`;
      expect(JSON.stringify(operation.responses['429']), where).toContain(
        '"$ref":"#/components/schemas/ErrorBody"',
      );
      expect(operation.responses['429']?.headers, where).toHaveProperty('Retry-After');
      for (const [status, response] of Object.entries(operation.responses)) {
        // A 401 comes from the credential check, which runs before the limiter (decision 077).
        if (!/^[24]/u.test(status) || status === '401') continue;
        expect(Object.keys(response.headers ?? {}), `${where} ${status}`).toEqual(
          expect.arrayContaining([
            'X-RateLimit-Limit',
            'X-RateLimit-Remaining',
            'X-RateLimit-Reset',
          ]),
        );
      }
    }
    expect(Object.keys(doc.components.headers)).toEqual(
      expect.arrayContaining(['X-RateLimit-Limit', 'Retry-After']),
    );
  });

  it('documents headers the server sends: on a success, a refusal and a 429', async () => {
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/terms-of-use?locale=xx' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-ratelimit-limit']).toBe(String(RATE_LIMIT_MAX));

    const answers = [];
    for (let call = 0; call < RATE_LIMIT_MAX; call += 1) {
      answers.push(await ctx.app.inject({ method: 'GET', url: '/api/terms-of-use' }));
    }
    const success = answers.find((answer) => answer.statusCode === 200);
    expect(success?.headers['x-ratelimit-limit']).toBe(String(RATE_LIMIT_MAX));
    expect(success?.headers['x-ratelimit-remaining']).toEqual(expect.any(String));
    expect(success?.headers['x-ratelimit-reset']).toEqual(expect.any(String));

    const tooMany = answers.at(-1)?.statusCode === 429 ? answers.at(-1) : undefined;
    const limited = tooMany ?? (await ctx.app.inject({ method: 'GET', url: '/api/terms-of-use' }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('states the photo limits the server holds as maxLength', async () => {
    const doc = await documentOf();
    const photo = base64TextMaxLength(FACE_IMAGE_MAX_BYTES);
    const frame = base64TextMaxLength(BURST_FRAME_MAX_BYTES);
    const body = (path: string) =>
      doc.paths[path]?.post?.requestBody?.content['application/json']?.schema.properties as Record<
        string,
        { maxLength?: number; items?: { maxLength?: number } }
      >;
    expect(body('/api/terminal/payments/{id}/face').image?.maxLength).toBe(photo);
    expect(body('/api/terminal/payments/{id}/face').frames?.items?.maxLength).toBe(frame);
    expect(body('/api/terminal/payments/{id}/challenge').frames?.items?.maxLength).toBe(frame);
    expect(body('/api/user/set-face').images?.items?.maxLength).toBe(photo);
    expect(body('/api/user/set-face').frames?.items?.maxLength).toBe(frame);
    // The largest photo the server takes, as a data URL, fits the stated length exactly.
    const largest = `data:image/jpeg;base64,${Buffer.alloc(FACE_IMAGE_MAX_BYTES).toString('base64')}`;
    expect(largest.length).toBe(photo);
  });

  it('writes `nullable` only beside a `type` (OpenAPI 3.0)', async () => {
    const doc = await documentOf();
    const untyped = [...schemaObjects(doc)].filter(
      (schema) => schema.nullable === true && schema.type === undefined,
    );
    expect(untyped).toEqual([]);
  });

  it('gives a typed client (openapi-typescript) that compiles', async () => {
    const doc = await documentOf();
    const dir = mkdtempSync(join(tmpdir(), 'rosto-openapi-client-'));
    const client = astToString(await openapiTS(doc as never));
    writeFileSync(join(dir, 'api.ts'), client);
    // A caller of the generated types: an answer's data, a body, the error shape.
    writeFileSync(
      join(dir, 'caller.ts'),
      [
        "import type { components, operations, paths } from './api';",
        "type Profile = paths['/api/user/profile']['get']['responses'][200]['content']['application/json']['data'];",
        "export const cpf: Profile['cpf'] = '12345678909';",
        "type Start = operations['terminalPaymentStart']['requestBody'];",
        "export const amount: NonNullable<Start>['content']['application/json']['amountCents'] = 1250;",
        "export const refused: components['schemas']['ErrorBody'] = { statusCode: 429, error: 'Too Many Requests', message: 'TOO_MANY_REQUESTS' };",
        "export type Limit = operations['userProfile']['responses'][200]['headers']['X-RateLimit-Limit'];",
      ].join('\n'),
    );
    const program = ts.createProgram([join(dir, 'caller.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(problems).toEqual([]);
  }, 120_000);
});
