import { afterAll, describe, expect, it } from 'vitest';
import { endpointSchemas } from '@rosto/contract/endpoint-schemas';
import { apiBase, endpoints } from '@rosto/contract/endpoints';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, TEST_PRODUCTION_ENV, tempDir, useTestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { redisEnv, skipWithoutRedis } from '../../../test/redis';
import type { FaceEngine } from '../../face-engine/types';
import { LazyFaceEngine } from '../../plugins/app/face-engine';

/** An engine that never analyses: these tests only ask whether it is loaded. */
const idleEngine: FaceEngine = {
  analyse: () => Promise.reject(new Error('not in these tests')),
  close: () => Promise.resolve(),
};

describe('probes and docs', () => {
  const ctx = useTestApp({ faceEngine: idleEngine });

  it('answers /healthz and /readyz', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });

    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'off', faceModels: 'ok' },
    });
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
        reason: 'shutting-down',
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
        public: [],
        user: [{ bearerAuth: [] }],
        operator: [{ operatorAuth: [] }],
        terminal: [{ terminalAuth: [] }],
        shop: [{ shopAuth: [] }],
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
    expect(doc.paths['/api/console/support-references/{ref}']?.get?.security).toEqual([
      { operatorAuth: [] },
    ]);
    // The roles a console call needs are in its summary.
    expect(doc.paths['/api/console/audit']?.get).toMatchObject({
      summary: expect.stringContaining('[roles: admin]') as unknown,
    });
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

/** A web build, so unknown paths that want HTML get the app's index.html. */
function webBuild(): string {
  const dir = tempDir('web-build');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Rosto</title>');
  return dir;
}

describe('docs when not configured (decision 018)', () => {
  const off = useTestApp({ env: { DOCS: 'off' } });
  const demo = useTestApp({ env: { STAGE: 'demo', SMS_HTTP_URL: 'https://sms.example/send' } });
  // With the app's build served, as in production (issue 30: /docs answered its index.html).
  const production = useTestApp({
    env: {
      ...TEST_PRODUCTION_ENV,
      WEB_DIST_DIR: webBuild(),
    },
  });

  it('answers /docs/json and /docs with 404 ROUTE_NOT_FOUND with DOCS=off and by default on demo and production, web build or not', async () => {
    for (const ctx of [off, demo, production]) {
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
    // The app's own paths still get its page.
    const page = await production.app.inject({
      method: 'GET',
      url: '/carteira',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('readiness checks', () => {
  let database: DatabaseHandle;
  const apps: App[] = [];
  const start = async (options: Parameters<typeof startTestApp>[1]) => {
    database ??= await createTestDatabase();
    const app = await startTestApp(database, options);
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.close();
  });

  it('is not ready until the face models are loaded, and starts loading them when asked', async () => {
    let loaded: (engine: FaceEngine) => void = () => {};
    let starts = 0;
    const engine = new LazyFaceEngine(() => {
      starts += 1;
      return new Promise<FaceEngine>((resolve) => {
        loaded = resolve;
      });
    });
    const app = await start({ faceEngine: engine });
    const first = await app.inject({ method: 'GET', url: '/readyz' });
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({
      message: 'SERVICE_UNAVAILABLE',
      checks: { database: 'ok', faceModels: 'starting' },
    });
    expect(starts).toBe(1);
    loaded(idleEngine);
    await engine.warmUp();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(starts).toBe(1);
  });

  it('is not ready when the database does not answer', async () => {
    const app = await start({ faceEngine: idleEngine });
    const ping = app.database.ping.bind(app.database);
    app.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ checks: { database: 'down' } });
    } finally {
      app.database.ping = ping;
    }
  });

  it('stays ready, degraded, with Redis down (the limits count per instance)', async () => {
    const app = await start({ faceEngine: idleEngine, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'degraded',
      checks: { database: 'ok', redis: 'down', faceModels: 'ok' },
    });
  });

  it.skipIf(skipWithoutRedis)('says Redis is ok when it answers', async () => {
    const app = await start({ faceEngine: idleEngine, env: redisEnv() });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
  });
});
