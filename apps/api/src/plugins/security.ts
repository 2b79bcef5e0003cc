// Security headers (helmet, with a CSP the SPA passes) and CORS limited to the
// configured origins. Same-origin requests (the SPA served here) need no CORS.
import cors from '@fastify/cors';
import helmet from 'helmet';
import fp from 'fastify-plugin';

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
};

export interface SecurityOptions {
  corsOrigins: string[];
  /** Hashes of inline scripts the SPA's index.html carries ('sha256-…'). */
  inlineScripts?: string[];
  /** Other sites images may come from: the receipt's map tiles (decision 034). */
  imageOrigins?: string[];
}

export default fp<SecurityOptions>(
  async (app, options) => {
    // Helmet's middleware, built once: @fastify/helmet rebuilt it (and parsed
    // the CSP) on every request, a measurable share of a cheap call (decision 035).
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...contentSecurityPolicy,
          'script-src': [...contentSecurityPolicy['script-src'], ...(options.inlineScripts ?? [])],
          'img-src': [...contentSecurityPolicy['img-src'], ...(options.imageOrigins ?? [])],
        },
      },
      // Cross-origin isolation headers would block camera blobs and store links for no gain here.
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => {
        done(error instanceof Error ? error : undefined);
      });
    });

    const allowed = new Set(options.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => {
        callback(null, origin !== undefined && allowed.has(origin));
      },
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
      exposedHeaders: ['x-request-id', 'retry-after'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
