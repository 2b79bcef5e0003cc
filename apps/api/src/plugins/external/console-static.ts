// Serves the operator console's build (apps/console/dist, decision 050) under
// /console/: hashed files under assets/ cached for a year, and every other
// page address answers the console's index.html, never cached, so a deep link
// (/console/auditoria) opens the console. The same build's second page,
// loja.html, is the shops' portal (issue 27): /loja, /loja/ and every address
// under it answer it the same way (its files stay under /console/assets/).
// Both have the console's own CSP, set by security.ts for every address
// `isConsoleBuildPath` names. Missing build (API tests, API-only runs):
// nothing is registered; a build without loja.html serves the console alone.
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasSpaBuild } from './static';

export const CONSOLE_PREFIX = '/console';
export const PORTAL_PREFIX = '/loja';

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Whether a request's URL (query and all) is the console build's: the console's or the shops' portal's. */
export function isConsoleBuildPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return isUnder(path, CONSOLE_PREFIX) || isUnder(path, PORTAL_PREFIX);
}

export interface ConsoleStaticOptions {
  root: string;
}

/** A page address, not a missing file (its last segment has no extension), asked for as HTML. */
function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  if ((path.split('/').pop() ?? '').includes('.')) return false;
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

export default fp<ConsoleStaticOptions>(
  async (app, options) => {
    if (!hasSpaBuild(options.root)) {
      app.log.info({ root: options.root }, 'no console build found; /console/ is not served');
      return;
    }
    // Read once: the build does not change while the server runs.
    const indexHtml = readFileSync(join(options.root, 'index.html'));
    const assetsDir = `${sep}assets${sep}`;
    await app.register(fastifyStatic, {
      root: options.root,
      prefix: `${CONSOLE_PREFIX}/`,
      // One route per file found at start; other addresses reach the page route below.
      wildcard: false,
      index: false,
      // The customer's static plugin owns reply.sendFile.
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes(assetsDir)
            ? 'public, max-age=31536000, immutable'
            : filePath.endsWith('.html')
              ? 'no-store'
              : 'no-cache',
        );
      },
    });
    const pageAnswer = (html: Buffer) => (request: FastifyRequest, reply: FastifyReply) => {
      if (!wantsPage(request)) return reply.callNotFound();
      // no-store: a new deployment's page (and the hashed files it names) is
      // seen at the next load, and no signed-in page is kept on a shared desk.
      return reply.header('cache-control', 'no-store').type('text/html').send(html);
    };
    const answerConsole = pageAnswer(indexHtml);
    app.get(CONSOLE_PREFIX, answerConsole);
    app.get(`${CONSOLE_PREFIX}/*`, answerConsole);

    const portalPage = join(options.root, 'loja.html');
    if (!existsSync(portalPage)) {
      app.log.info(
        { root: options.root },
        'no loja.html in the console build; /loja/ is not served',
      );
      return;
    }
    const answerPortal = pageAnswer(readFileSync(portalPage));
    app.get(PORTAL_PREFIX, answerPortal);
    app.get(`${PORTAL_PREFIX}/*`, answerPortal);
  },
  { name: 'console-static' },
);
