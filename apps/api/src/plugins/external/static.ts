// Serves the built SPA (apps/web/dist) next to the API. Hashed files under
// assets/ are cached for a year; everything else is revalidated: index.html
// above all, and the service worker (sw.js) and the manifest, so that browsers
// see a new version at their next check (decision 045). Missing build (API
// tests, API-only runs): nothing is registered.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export interface StaticOptions {
  root: string;
}

export function hasSpaBuild(root: string): boolean {
  return existsSync(join(root, 'index.html'));
}

/**
 * CSP sources for the inline scripts of the build's index.html (the web
 * build writes one that picks the first screen before the body paints), so
 * `script-src` can stay 'self' plus exactly these.
 */
export function inlineScriptHashes(root: string): string[] {
  if (!hasSpaBuild(root)) return [];
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

export default fp<StaticOptions>(
  async (app, options) => {
    if (!hasSpaBuild(options.root)) {
      app.log.info({ root: options.root }, 'no web build found; serving the API only');
      return;
    }
    const assetsDir = `${sep}assets${sep}`;
    await app.register(fastifyStatic, {
      root: options.root,
      prefix: '/',
      // One route per file found at start (the build does not change while running),
      // so unknown paths reach the not-found handler, which answers index.html.
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each text file; send those to
      // clients that accept them instead of compressing on every request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  },
  { name: 'static' },
);
