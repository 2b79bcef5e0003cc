// The error conventions every route shares: catalogue codes, the body shape,
// hidden internals, request ids in logs.
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@rosto/contract/schemas/common';
import { memoryLogger, useTestApp } from '../../test/app';
import { AppError } from '../errors';

const log = memoryLogger();

describe('error answers', () => {
  const ctx = useTestApp({
    logger: log.logger,
    extend: (app) => {
      app.get('/api/test/boom', () => {
        throw new Error('connection to db-secret-host:5432 refused');
      });
      app.get('/api/test/app-error', () => {
        throw new AppError('USER_IS_BLOCKED', { additionalData: { expireDays: 3 } });
      });
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
