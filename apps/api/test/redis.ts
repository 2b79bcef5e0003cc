// The Redis server the shared rate-limit tests use (TEST_REDIS_URL). Like
// PostgreSQL: outside CI its absence skips those tests, in CI it fails them.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export const redisAvailable = await redisAnswers(testRedisUrl);

/** Skip the Redis tests only outside CI; in CI a missing Redis is a failure. */
export const skipWithoutRedis = !redisAvailable && !process.env.CI;

if (skipWithoutRedis) {
  console.warn(
    `Redis is unreachable at ${testRedisUrl}: the shared rate-limit tests are skipped (not in CI). ` +
      'Start it (redis-server --daemonize yes --port 6379) or set TEST_REDIS_URL.',
  );
}

/** Env for an app counting in the test Redis, under keys no other run or file shares. */
export function redisEnv(): Record<string, string> {
  return { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: `rosto-test:${randomUUID()}:` };
}
