import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';

describe('probes and docs', () => {
  const ctx = useTestApp();

  it('answers /healthz and /readyz', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });

    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while shutting down', async () => {
    ctx.app.shuttingDown = true;
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      ctx.app.shuttingDown = false;
    }
  });

  it('serves the OpenAPI document generated from the contract schemas at /docs/json', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { security?: unknown; responses: Record<string, unknown> }>
      >;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(doc.openapi).toMatch(/^3\./u);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/partner/{slugOrId}',
        '/api/terms-of-use',
        '/api/event-service',
        '/api/event-service/anonymous',
        '/api/user/profile',
        '/api/user/profile/email',
        '/api/entrance/register/start',
        '/api/entrance/register/set-phone',
        '/api/entrance/register/confirm-phone',
        '/api/entrance/register/set-email',
        '/api/entrance/register/set-privatelabel-email',
        '/api/entrance/register/finish',
        '/api/entrance/register/validate-email-token',
        '/api/entrance/login/start',
        '/api/entrance/login/confirm-phone',
        '/api/sandbox/outbox',
        '/api/sandbox/users',
        '/healthz',
        '/readyz',
      ]),
    );
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/docs'))).toBe(false);
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
    expect(doc.paths['/api/user/profile']?.get?.security).toEqual([{ bearerAuth: [] }]);
    const partner = JSON.stringify(doc.paths['/api/partner/{slugOrId}']?.get?.responses['200']);
    expect(partner).toContain('splashSubTitle');
  });

  it('serves the Swagger UI at /docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
