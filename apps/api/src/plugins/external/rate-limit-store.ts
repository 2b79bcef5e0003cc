// The rate-limit store for several instances (decision 043): counts in Redis,
// and while Redis fails (down, or slower than its command timeout) counts in
// this process's memory instead, so sign-in keeps working and every limit
// still holds per instance. The stores are @fastify/rate-limit's own.
import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** What @fastify/rate-limit asks of a store (its `store` option). */
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteParams): Store;
}

interface RouteParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo: { method?: string; url?: string };
}

type LocalStoreClass = new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => Store;
type RedisStoreClass = new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => Store;

// The package lists no `exports`; its stores are CommonJS files without types.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as LocalStoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as RedisStoreClass;

export interface StoreFailureLog {
  (error: Error): void;
}

class RedisWithMemoryFallback implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
    private readonly onFailure: StoreFailureLog,
  ) {}

  private use(
    method: 'incr' | 'read',
    key: string,
    callback: Callback,
    timeWindow: number,
    max: number,
  ): void {
    const local = () => {
      if (method === 'incr') this.local.incr(key, callback, timeWindow, max);
      else if (this.local.read) this.local.read(key, callback, timeWindow, max);
      else callback(null, { current: 0, ttl: 0 });
    };
    // Disconnected: do not even try (ioredis would fail the command at once anyway).
    if (this.redis.status !== 'ready') {
      local();
      return;
    }
    const shared: Callback = (error, result) => {
      if (!error) {
        callback(null, result);
        return;
      }
      this.onFailure(error);
      local();
    };
    if (method === 'incr') this.shared.incr(key, shared, timeWindow, max);
    else if (this.shared.read) this.shared.read(key, shared, timeWindow, max);
    else local();
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.use('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.use('read', key, callback, timeWindow, max);
  }

  child(routeOptions: RouteParams): Store {
    return new RedisWithMemoryFallback(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.onFailure,
    );
  }
}

/** The class @fastify/rate-limit's `store` option takes (it calls `new Store(globalParams)`). */
export function redisStoreWithMemoryFallback(
  redis: Redis,
  nameSpace: string,
  onFailure: StoreFailureLog,
): FastifyRateLimitStoreCtor {
  return class {
    constructor(options: FastifyRateLimitOptions) {
      // The global parameters at run time: the options merged with the defaults.
      const params = options as unknown as RouteParams;
      return new RedisWithMemoryFallback(
        redis,
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache),
        onFailure,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
