import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { startTestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { expectError } from '../../../test/entrance';
import { redisAvailable, redisEnv, skipWithoutRedis, testRedisUrl } from '../../../test/redis';

const ENTRANCE_LIMIT = 3;

/** A sign-in call from one client address; its empty body is refused after the limit check. */
const signIn = (app: App) =>
  app.inject({
    method: 'POST',
    url: '/api/entrance/login/start',
    remoteAddress: '203.0.113.7',
    payload: {},
  });

describe('rate limits across two instances', () => {
  let database: DatabaseHandle;
  const apps: App[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const app = await startTestApp(database, {
      env: { ENTRANCE_RATE_LIMIT_MAX: String(ENTRANCE_LIMIT), ...env },
    });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.close();
  });

  it.skipIf(skipWithoutRedis)('share one count through Redis (REDIS_URL)', async () => {
    expect(redisAvailable, `Redis must answer at ${testRedisUrl} in CI (TEST_REDIS_URL)`).toBe(
      true,
    );
    const env = redisEnv();
    const [first, second] = [await start(env), await start(env)];
    expectError(await signIn(first), 400, 'VALIDATION_ERROR');
    expectError(await signIn(second), 400, 'VALIDATION_ERROR');
    expectError(await signIn(first), 400, 'VALIDATION_ERROR');
    const limited = expectError(await signIn(second), 429, 'TOO_MANY_REQUESTS');
    expect(limited).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(limited.retryAfterSeconds).toEqual(expect.any(Number));
  });

  it('count in each process without Redis: two instances allow the limit each', async () => {
    const [first, second] = [await start(), await start()];
    for (let call = 0; call < ENTRANCE_LIMIT; call += 1) {
      expectError(await signIn(first), 400, 'VALIDATION_ERROR');
      expectError(await signIn(second), 400, 'VALIDATION_ERROR');
    }
    expectError(await signIn(first), 429, 'TOO_MANY_REQUESTS');
    expectError(await signIn(second), 429, 'TOO_MANY_REQUESTS');
  });

  it('with Redis down: sign-in keeps working, limited in this process', async () => {
    // Nothing listens on port 1: every check fails at once.
    const app = await start({ REDIS_URL: 'redis://127.0.0.1:1' });
    for (let call = 0; call < ENTRANCE_LIMIT; call += 1) {
      expectError(await signIn(app), 400, 'VALIDATION_ERROR');
    }
    expectError(await signIn(app), 429, 'TOO_MANY_REQUESTS');
    const terms = await app.inject({ method: 'GET', url: '/api/terms-of-use' });
    expect(terms.statusCode).toBe(200);
  });
});
