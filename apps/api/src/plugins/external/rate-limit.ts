// A global per-IP rate limit on the API; routes may set a tighter
// `config.rateLimit`. The SPA's files and the docs are not counted: a page load
// fetches many of them and they cost nothing. With Redis (`app.redis`) the
// counts are shared by every instance; otherwise, and while Redis fails, each
// process counts alone (decision 043: sign-in keeps working, every limit still
// holds per instance).
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import { redisStoreWithMemoryFallback } from './rate-limit-store';

export interface RateLimitOptions {
  /** Requests per minute per IP. */
  max: number;
  /** Prefix of the keys in Redis (REDIS_KEY_PREFIX). */
  keyPrefix: string;
}

/** At most one warning per this long while Redis fails checks (one per request would flood the log). */
const FAILURE_LOG_EVERY_MS = 30_000;

export default fp<RateLimitOptions>(
  async (app, options) => {
    let lastWarning = 0;
    const store = app.redis
      ? redisStoreWithMemoryFallback(app.redis, `${options.keyPrefix}rate-limit:`, (error) => {
          const now = Date.now();
          if (now - lastWarning < FAILURE_LOG_EVERY_MS) return;
          lastWarning = now;
          app.log.warn(
            { reason: error.message },
            'rate-limit check failed in Redis; counting in this process',
          );
        })
      : undefined;
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: '1 minute',
      ...(store ? { store } : {}),
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        new AppError('TOO_MANY_REQUESTS', {
          retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
