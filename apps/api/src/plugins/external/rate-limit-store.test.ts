import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { redisStoreWithMemoryFallback } from './rate-limit-store';

type Callback = (error: Error | null, result?: unknown) => void;

/** A Redis client as the store sees it: connected, its script answering as `answer` says. */
function fakeRedis(answer: (key: string) => Error | [number, number]) {
  const calls: string[] = [];
  const command = (key: string, ...rest: unknown[]) => {
    calls.push(key);
    const callback = rest.at(-1) as Callback;
    const result = answer(key);
    if (result instanceof Error) callback(result);
    else callback(null, result);
  };
  const client = {
    status: 'ready',
    rateLimit: command,
    rateLimitRead: command,
    defineCommand: () => {},
  };
  return { client, calls };
}

const params = { continueExceeding: false, exponentialBackoff: false } as never;

function count(
  store: { incr: (key: string, cb: Callback, window: number, max: number) => void },
  key: string,
) {
  return new Promise<{ current: number }>((resolve, reject) => {
    store.incr(
      key,
      (error, result) => (error ? reject(error) : resolve(result as never)),
      60_000,
      3,
    );
  });
}

describe('the rate-limit store with a memory fallback', () => {
  it('counts in Redis while it answers', async () => {
    const { client, calls } = fakeRedis(() => [7, 30_000]);
    const failures: Error[] = [];
    const Store = redisStoreWithMemoryFallback(client as unknown as Redis, 'ns:', (error) =>
      failures.push(error),
    );
    const store = new Store(params) as unknown as Parameters<typeof count>[0];
    await expect(count(store, '203.0.113.7')).resolves.toEqual({ current: 7, ttl: 30_000 });
    expect(calls).toEqual(['ns:203.0.113.7']);
    expect(failures).toEqual([]);
  });

  it('counts in memory when a Redis check fails, and says so', async () => {
    const { client } = fakeRedis(() => new Error('Command timed out'));
    const failures: Error[] = [];
    const Store = redisStoreWithMemoryFallback(client as unknown as Redis, 'ns:', (error) =>
      failures.push(error),
    );
    const store = new Store(params) as unknown as Parameters<typeof count>[0];
    expect((await count(store, 'a')).current).toBe(1);
    expect((await count(store, 'a')).current).toBe(2);
    expect((await count(store, 'b')).current).toBe(1);
    expect(failures.map((error) => error.message)).toEqual([
      'Command timed out',
      'Command timed out',
      'Command timed out',
    ]);
  });

  it('does not wait for Redis while it is disconnected', async () => {
    const { client, calls } = fakeRedis(() => [1, 60_000]);
    client.status = 'reconnecting';
    const Store = redisStoreWithMemoryFallback(client as unknown as Redis, 'ns:', () => {});
    const store = new Store(params) as unknown as Parameters<typeof count>[0];
    expect((await count(store, 'a')).current).toBe(1);
    expect((await count(store, 'a')).current).toBe(2);
    expect(calls).toEqual([]);
    client.status = 'ready';
    expect((await count(store, 'a')).current).toBe(1);
    expect(calls).toEqual(['ns:a']);
  });
});
