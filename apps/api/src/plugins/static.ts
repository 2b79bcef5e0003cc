// Serves the built SPA (apps/web/dist) next to the API. Hashed files under
// assets/ are cached for a year; everything else (index.html above all) is
// revalidated. Missing build (API tests, API-only runs): nothing is registered.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export interface StaticOptions {
  root: string;
}

export function hasSpaBuild(root: string): boolean {
  return existsSync(join(root, 'index.html'));
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
