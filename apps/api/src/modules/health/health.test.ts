import { describe, expect, it } from 'vitest';
import { endpointSchemas } from '@rosto/contract/endpoint-schemas';
import { apiBase, endpoints } from '@rosto/contract/endpoints';
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
        Record<string, { tags?: string[]; security?: unknown; responses: Record<string, unknown> }>
      >;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(doc.openapi).toMatch(/^3\./u);
    // Every endpoint of the contract's table, with its method, group and security.
    for (const endpoint of Object.values(endpoints)) {
      const path = `${apiBase}/${endpoint.path.replace(/:(\w+)/gu, '{$1}')}`;
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${path}`).toBeDefined();
      expect(operation?.tags).toEqual([endpointSchemas[endpoint.id].tag]);
      const security = {
        public: undefined,
        user: [{ bearerAuth: [] }],
        operator: [{ operatorAuth: [] }],
        terminal: [{ terminalAuth: [] }],
      };
      expect(operation?.security).toEqual(security[endpoint.auth]);
      expect(Object.keys(operation?.responses ?? {})).toEqual(
        expect.arrayContaining([String(endpoint.successStatus ?? 200), '4XX', '5XX']),
      );
    }
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/docs'))).toBe(false);
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
    expect(doc.components.securitySchemes).toHaveProperty('operatorAuth');
    expect(doc.components.securitySchemes).toHaveProperty('terminalAuth');
    expect(doc.paths['/api/terminal/payments']?.post?.security).toEqual([{ terminalAuth: [] }]);
    expect(doc.paths['/api/support/reference/{ref}']?.get?.security).toEqual([
      { operatorAuth: [] },
    ]);
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

describe('docs when not configured (decision 018)', () => {
  const off = useTestApp({ env: { DOCS: 'off' } });
  const demo = useTestApp({ env: { STAGE: 'demo', SMS_HTTP_URL: 'https://sms.example/send' } });

  it('answers /docs/json and /docs with 404 ROUTE_NOT_FOUND with DOCS=off and by default on demo', async () => {
    for (const ctx of [off, demo]) {
      for (const url of ['/docs/json', '/docs/', '/docs']) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: 'ROUTE_NOT_FOUND',
        });
      }
    }
  });
});
