// A global per-IP rate limit on the API; routes may set a tighter
// `config.rateLimit`. The SPA's files and the docs are not counted: a page load
// fetches many of them and they cost nothing.
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

export interface RateLimitOptions {
  /** Requests per minute per IP. */
  max: number;
}

export default fp<RateLimitOptions>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: '1 minute',
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        new AppError('TOO_MANY_REQUESTS', {
          retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'rate-limit' },
);
