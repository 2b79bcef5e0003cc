// The error conventions every route shares: catalogue codes, the body shape,
// hidden internals, request ids in logs.
import { STATUS_CODES } from 'node:http';
import { connect } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ErrorCode, errorCatalogue } from '@rosto/contract/errors';
import { errorBodySchema } from '@rosto/contract/schemas/common';
import { memoryLogger, useTestApp } from '../../../test/app';
import { AppError } from '../../errors';

const log = memoryLogger();

/**
 * A refusal at the edge: a 4xx, the code's own status, and the catalogue shape
 * (never Fastify's own body, which carries an FST_ERR_* `code` and a sentence).
 */
function expectRefusal(statusCode: number, body: unknown, code: ErrorCode): void {
  expect(statusCode).toBeGreaterThanOrEqual(400);
  expect(statusCode).toBeLessThan(500);
  expect(statusCode).toBe(errorCatalogue[code].status);
  expect(errorBodySchema.parse(body)).toMatchObject({
    statusCode,
    error: STATUS_CODES[statusCode],
    message: code,
  });
  expect(body).not.toHaveProperty('code');
}

/** Writes raw bytes to the server and reads the answer, for what inject() cannot send. */
function rawExchange(
  port: number,
  request: string,
): Promise<{ statusCode: number; body: unknown }> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    // The server closes the connection after such an answer (a reset is fine too).
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n', 2);
      resolve({ statusCode: Number(head.split(' ')[1]), body: JSON.parse(body) as unknown });
    });
  });
}

describe('error answers', () => {
  const ctx = useTestApp({
    logger: log.logger,
    extend: (app) => {
      app.get('/api/test/boom', () => {
        throw new Error('connection to db-secret-host:5432 refused');
      });
      // The database server restarting: Drizzle wraps the driver's refused connection.
      app.get('/api/test/database-gone', () => {
        const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        });
        throw new DrizzleQueryError('select 1', [], refused);
      });
      app.get('/api/test/app-error', () => {
        throw new AppError('USER_IS_BLOCKED', { additionalData: { expireDays: 3 } });
      });
      // Serialises whatever body it is given, as a log line or a jsonb column would.
      app.post('/api/test/echo-length', (request) => ({
        length: JSON.stringify(request.body).length,
      }));
    },
  });

  const analyticsUrl = '/api/event-service/anonymous';
  const validEvent = {
    type: 'ANALYTICS',
    payload: {
      eventType: 'TRACKING',
      eventName: 'opened',
      eventProperties: { insertId: 'a', time: 1 },
    },
  };

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: analyticsUrl,
      headers: { 'content-type': 'application/json' },
      payload: '{"type": "ANALYTICS",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'INVALID_JSON',
    });
  });

  it('answers an empty JSON body with 400 INVALID_JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: analyticsUrl,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.json<{ message: string }>().message).toBe('INVALID_JSON');
  });

  it('answers bad fields with 400 VALIDATION_ERROR and the fields at fault', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: analyticsUrl,
      payload: { ...validEvent, payload: { ...validEvent.payload, eventName: '' } },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<unknown>();
    expect(errorBodySchema.parse(body)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'VALIDATION_ERROR',
      fields: [{ path: 'payload.eventName', code: 'VALIDATION_ERROR', issue: 'too_small' }],
    });
  });

  it('answers with the catalogue code a contract schema puts on a field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/users',
      payload: { cpf: '12345678900' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'CPF_INVALID',
      fields: [{ path: 'cpf', code: 'CPF_INVALID' }],
    });
  });

  it('answers unknown API routes with 404 ROUTE_NOT_FOUND, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/no/such/route' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'ROUTE_NOT_FOUND',
      });
    }
    // Without a web build, page paths are unknown routes too.
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/perfil',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.json<{ message: string }>().message).toBe('ROUTE_NOT_FOUND');
  });

  it('answers a body that is not JSON with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: analyticsUrl,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the route limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = { ...validEvent, padding: 'x'.repeat(20 * 1024) };
    const response = await ctx.app.inject({ method: 'POST', url: analyticsUrl, payload: big });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an AppError with its catalogue status and extra fields', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'USER_IS_BLOCKED',
      additionalData: { expireDays: 3 },
    });
  });

  it('hides unexpected failures behind 500 UNKNOWN and logs them with the request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'UNKNOWN',
    });
    expect(response.body).not.toContain('db-secret-host');

    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/u);
    const logged = log.lines().find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, reqId: requestId });
    expect(JSON.stringify(logged)).toContain('db-secret-host');
  });

  it('answers 503 SERVICE_UNAVAILABLE while the database is out of reach', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/database-gone' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'SERVICE_UNAVAILABLE',
    });
  });

  it('keeps a well-formed incoming x-request-id and replaces a malformed one', async () => {
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'proxy-req-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('proxy-req-12345678');
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/u);
  });

  describe('at the edge, before any route', () => {
    const json = { 'content-type': 'application/json' };
    const eventWith = (payload: Record<string, unknown>) => ({
      ...validEvent,
      payload: { ...validEvent.payload, ...payload },
    });

    it('refuses U+0000 in a path parameter with 400 INVALID_CHARACTERS', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/partner/%00' });
      expectRefusal(response.statusCode, response.json(), 'INVALID_CHARACTERS');
      expect(response.json()).toMatchObject({
        fields: [{ path: 'slugOrId', code: 'INVALID_CHARACTERS', issue: 'invalid_characters' }],
      });
    });

    it('refuses U+0000 in a query value or key', async () => {
      for (const url of ['/api/sandbox/outbox?to=%00', '/api/sandbox/outbox?to=a&b%00=1']) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expectRefusal(response.statusCode, response.json(), 'INVALID_CHARACTERS');
      }
    });

    it('refuses U+0000 in a JSON body string', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: analyticsUrl,
        payload: eventWith({ eventName: 'opened\u0000' }),
      });
      expectRefusal(response.statusCode, response.json(), 'INVALID_CHARACTERS');
      expect(response.json()).toMatchObject({ fields: [{ path: 'payload.eventName' }] });
    });

    it('refuses U+0000 in a nested body key, without echoing the key', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: analyticsUrl,
        payload: eventWith({
          eventProperties: { ...validEvent.payload.eventProperties, 'screen\u0000': 'home' },
        }),
      });
      expectRefusal(response.statusCode, response.json(), 'INVALID_CHARACTERS');
      expect(response.json()).toMatchObject({
        fields: [
          { path: 'payload.eventProperties', code: 'INVALID_CHARACTERS', issue: 'invalid_key' },
        ],
      });
    });

    it('refuses a lone surrogate in the body (raw JSON text)', async () => {
      const text = JSON.stringify(eventWith({ eventName: 'opened-SURROGATE' }));
      const response = await ctx.app.inject({
        method: 'POST',
        url: analyticsUrl,
        headers: json,
        payload: text.replace('SURROGATE', '\\ud800'),
      });
      expectRefusal(response.statusCode, response.json(), 'INVALID_CHARACTERS');
    });

    it('refuses a lone surrogate or a malformed %-escape in the path or the query', async () => {
      for (const url of [
        '/api/partner/%ED%A0%80',
        '/api/partner/%E0%A4%A',
        '/api/sandbox/outbox?to=%ED%A0%80',
        '/api/sandbox/outbox?to=%E0%A4%A',
      ]) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expectRefusal(response.statusCode, response.json(), 'INVALID_CHARACTERS');
        expect(response.headers['x-request-id']).toBeDefined();
      }
    });

    it('answers a 10,000-character path parameter with 414 URI_TOO_LONG', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/partner/${'a'.repeat(10_000)}`,
      });
      expectRefusal(response.statusCode, response.json(), 'URI_TOO_LONG');
      expect(response.body).not.toContain('aaaa');
    });

    it('answers 10,000 nested arrays with 400 before a handler can overflow its stack', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/test/echo-length',
        headers: json,
        payload: `{"list":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      });
      expectRefusal(response.statusCode, response.json(), 'VALIDATION_ERROR');
      expect(response.json()).toMatchObject({ fields: [{ issue: 'too_deep' }] });
    });

    it('answers __proto__ and constructor.prototype keys with 400 INVALID_JSON', async () => {
      for (const payload of [
        '{"type":"ANALYTICS","__proto__":{"isAdmin":true}}',
        '{"type":"ANALYTICS","constructor":{"prototype":{"isAdmin":true}}}',
      ]) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: analyticsUrl,
          headers: json,
          payload,
        });
        expectRefusal(response.statusCode, response.json(), 'INVALID_JSON');
      }
    });

    it('answers a body over the app-wide limit with 413 PAYLOAD_TOO_LARGE', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/test/echo-length',
        payload: { padding: 'x'.repeat(1024 * 1024) },
      });
      expectRefusal(response.statusCode, response.json(), 'PAYLOAD_TOO_LARGE');
    });

    it('answers a text/plain body with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/test/echo-length',
        headers: { 'content-type': 'text/plain' },
        payload: '{}',
      });
      expectRefusal(response.statusCode, response.json(), 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('answers a body shorter than its Content-Length with 400 INVALID_JSON', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/test/echo-length',
        headers: { ...json, 'content-length': '5' },
        payload: '{"list":[1,2,3]}',
      });
      expectRefusal(response.statusCode, response.json(), 'INVALID_JSON');
    });

    it('answers a method a known path does not take with 404 ROUTE_NOT_FOUND', async () => {
      for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
        const response = await ctx.app.inject({ method, url: '/api/partner/mercado-azul' });
        expectRefusal(response.statusCode, response.json(), 'ROUTE_NOT_FOUND');
      }
    });

    it('answers requests the HTTP parser refuses in the catalogue shape', async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const address = ctx.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;

      const garbled = await rawExchange(port, 'NOT A REQUEST\r\n\r\n');
      expectRefusal(garbled.statusCode, garbled.body, 'VALIDATION_ERROR');
      const bigHeaders = await rawExchange(
        port,
        `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expectRefusal(bigHeaders.statusCode, bigHeaders.body, 'HEADERS_TOO_LARGE');
    });
  });

  it('never logs card numbers, CVVs, PINs, codes or the authorization header', () => {
    ctx.app.log.info(
      {
        body: { number: '4111111111111111', cvv: '123', pin: '2580', otp: '123456' },
        req: { headers: { authorization: 'Bearer abc.def.ghi' } },
      },
      'redaction check',
    );
    const line = JSON.stringify(log.lines().find((entry) => entry.msg === 'redaction check'));
    for (const secret of ['4111111111111111', '"123"', '2580', '123456', 'abc.def.ghi']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('[redacted]');
  });
});

describe('rate limit', () => {
  const ctx = useTestApp({ env: { RATE_LIMIT_MAX: '2' } });

  it('answers 429 TOO_MANY_REQUESTS past the per-minute limit, with a retry delay', async () => {
    const call = () => ctx.app.inject({ method: 'GET', url: '/api/partner/mercado-azul' });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: expect.any(Number) as number,
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('does not count health probes', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    }
  });
});
