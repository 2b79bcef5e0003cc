// A global per-IP rate limit on the API; routes may set a tighter
// `config.rateLimit`. The SPA's files and the docs are not counted: a page load
// fetches many of them and they cost nothing. With Redis configured the counts
// are shared by every instance; otherwise each process counts alone.
// Decision 015: the global limit fails open when Redis fails, a route's own
// limit (sign-in, sign-up) fails closed with 503 SERVICE_UNAVAILABLE.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../errors';

export interface RateLimitOptions {
  /** Requests per minute per IP. */
  max: number;
  /** Shared counters (REDIS_URL); null: in this process's memory. */
  redis: { url: string; keyPrefix: string } | null;
}

/** How long a rate-limit check may wait for Redis before it counts as failed. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

type Callback = (error: Error | null, result?: unknown) => void;

/**
 * @fastify/rate-limit's RedisStore defines a `rateLimit` script command on the
 * client and calls it per request; a failure (Redis down, timeout) would reach
 * the error handler as an anonymous 500. Wrap it so a route that fails closed
 * answers 503 SERVICE_UNAVAILABLE instead.
 */
function answerStoreFailuresAs503(client: Redis, log: (error: unknown) => void): void {
  const store = client as unknown as { rateLimit?: (...args: unknown[]) => unknown };
  const command = store.rateLimit?.bind(client);
  if (!command) return;
  store.rateLimit = (...args: unknown[]) => {
    const callback = args.pop() as Callback;
    return command(...args, (error: Error | null, result?: unknown) => {
      if (!error) {
        callback(null, result);
        return;
      }
      log(error);
      callback(new AppError('SERVICE_UNAVAILABLE'));
    });
  };
}

export default fp<RateLimitOptions>(
  async (app, options) => {
    let redis: Redis | null = null;
    if (options.redis) {
      redis = new Redis(options.redis.url, {
        lazyConnect: true,
        // Fail a check at once while disconnected instead of queueing it.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      });
      // ioredis keeps reconnecting; each failed attempt is an 'error' event.
      redis.on('error', (error: Error) => {
        app.log.warn({ reason: error.message }, 'rate-limit store (Redis) unavailable');
      });
      // Start even when Redis is down: the limits then behave as decision 015 says.
      await redis.connect().catch((error: unknown) => {
        app.log.error({ err: error }, 'rate-limit store (Redis) unreachable at start');
      });
      const client = redis;
      app.addHook('onClose', async () => {
        await client.quit().catch(() => client.disconnect());
      });
    }

    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: '1 minute',
      // Overridden by routes with their own limit (http/endpoint-route.ts).
      skipOnError: true,
      ...(redis ? { redis, nameSpace: `${options.redis?.keyPrefix ?? ''}rate-limit:` } : {}),
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        new AppError('TOO_MANY_REQUESTS', {
          retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
    if (redis) {
      answerStoreFailuresAs503(redis, (error) => {
        app.log.error({ err: error }, 'rate-limit check failed (Redis)');
      });
    }
  },
  { name: 'rate-limit' },
);
