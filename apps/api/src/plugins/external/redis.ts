// The Redis client shared by the instances' rate limits (REDIS_URL), as
// `app.redis`; null without REDIS_URL (one instance counts in its memory).
// The server starts and serves while Redis is down, and the client reconnects
// on its own (decision 043).
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

export interface RedisPluginOptions {
  url: string | null;
}

/** How long a command may wait for Redis before it counts as failed. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export default fp<RedisPluginOptions>(
  async (app, options) => {
    if (!options.url) {
      app.decorate('redis', null);
      return;
    }
    const redis = new Redis(options.url, {
      lazyConnect: true,
      // Fail a command at once while disconnected instead of queueing it.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
    });
    // ioredis keeps reconnecting; each failed attempt is an 'error' event.
    let down = false;
    redis.on('error', (error: Error) => {
      if (!down) app.log.warn({ reason: error.message }, 'Redis unavailable');
      down = true;
    });
    redis.on('ready', () => {
      if (down) app.log.info('Redis reachable again');
      down = false;
    });
    await redis.connect().catch((error: unknown) => {
      app.log.error({ err: error }, 'Redis unreachable at start');
    });
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
