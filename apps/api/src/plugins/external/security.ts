// Security headers (helmet, with a CSP the SPA passes; the operator console
// under /console/ and the shops' portal under /loja/, one build, have a
// stricter one of their own) and CORS limited to the
// configured origins. Same-origin requests (the SPA served here) need no CORS.
import cors from '@fastify/cors';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import { isConsoleBuildPath } from './console-static';

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  // The service worker and the web manifest (decision 045), said outright
  // rather than left to script-src and default-src, which may gain sources.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
};

/**
 * The operator console's policy (decision 050): nothing inline, no other
 * site, and images from here or data: URLs only (review photos arrive as
 * data: URLs). Its build writes no inline script or style.
 */
export const consoleContentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
};

type HeaderMiddleware = ReturnType<typeof helmet>;

/** The headers a header-only middleware sets, read off a stand-in response. */
function headersOf(middleware: HeaderMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  middleware(
    {} as Parameters<HeaderMiddleware>[0],
    response as unknown as Parameters<HeaderMiddleware>[1],
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('helmet failed');
      finished = true;
    },
  );
  // helmet calls next() synchronously; anything else would mean per-request work.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

export interface SecurityOptions {
  corsOrigins: string[];
  /** Hashes of inline scripts the SPA's index.html carries ('sha256-…'). */
  inlineScripts?: string[];
  /** Other sites images may come from: the receipt's map tiles (decision 034). */
  imageOrigins?: string[];
  /**
   * reCAPTCHA is on: its script (and what it loads) and its checkbox's frame
   * come from Google, which a 'self'-only policy would block (decision 040 §10).
   */
  recaptcha?: boolean;
}

/** Where reCAPTCHA's script, its parts and its frames come from (Google's CSP guide). */
const RECAPTCHA_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];

export default fp<SecurityOptions>(
  async (app, options) => {
    // Helmet's middleware, built once: @fastify/helmet rebuilt it (and parsed
    // the CSP) on every request, a measurable share of a cheap call (decision 035).
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...contentSecurityPolicy,
          'script-src': [
            ...contentSecurityPolicy['script-src'],
            ...(options.inlineScripts ?? []),
            ...(options.recaptcha ? RECAPTCHA_SOURCES : []),
          ],
          'img-src': [...contentSecurityPolicy['img-src'], ...(options.imageOrigins ?? [])],
          ...(options.recaptcha ? { 'frame-src': RECAPTCHA_SOURCES } : {}),
        },
      },
      // Cross-origin isolation headers would block camera blobs and store links for no gain here.
      crossOriginEmbedderPolicy: false,
    });
    // Its headers are the same for every request (the CSP has no per-request
    // nonce), so they are taken once and added as one object: helmet's
    // setHeader calls cost 7% of a cached page (decision 039).
    const securityHeaders = headersOf(setSecurityHeaders);
    const consoleSecurityHeaders = headersOf(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: consoleContentSecurityPolicy },
      }),
    );
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isConsoleBuildPath(request.url) ? consoleSecurityHeaders : securityHeaders);
      done();
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
