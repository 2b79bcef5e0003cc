// The shops' portal under /loja/ (issue 27): the console build's second page,
// loja.html, answers /loja, /loja/ and every deep link under it, never stored,
// under the console's strict CSP; its files stay under /console/assets/. A
// console build without loja.html leaves /loja to the customer's app.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, useTestApp } from '../../../test/app';
import { consoleContentSecurityPolicy } from './security';

const webDist = tempDir('portal-test-web');
const customerIndex = '<!doctype html><html><body><div id="root">customer</div></body></html>';
writeFileSync(join(webDist, 'index.html'), customerIndex);

const consoleIndex =
  '<!doctype html><html><head><script type="module" src="/console/assets/index-Ab1.js"></script></head><body><div id="root"></div></body></html>';
const portalPage =
  '<!doctype html><html><head><script type="module" src="/console/assets/loja-Cd2.js"></script></head><body><div id="root"></div></body></html>';

/** A console build: its index.html, and loja.html when `withPortal`. */
function consoleBuild(withPortal: boolean): string {
  const dist = tempDir('portal-test-console');
  writeFileSync(join(dist, 'index.html'), consoleIndex);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-Ab1.js'), 'console.log("console")');
  if (withPortal) {
    writeFileSync(join(dist, 'loja.html'), portalPage);
    writeFileSync(join(dist, 'assets', 'loja-Cd2.js'), 'console.log("portal")');
  }
  return dist;
}

const html = { accept: 'text/html,application/xhtml+xml' };

/** The CSP's directives as a map: name -> its sources. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/u))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the shops portal under /loja/', () => {
  const ctx = useTestApp({
    env: { WEB_DIST_DIR: webDist, CONSOLE_DIST_DIR: consoleBuild(true) },
  });

  it("answers /loja, /loja/ and its deep links with loja.html, never stored, under the console's CSP", async () => {
    for (const url of [
      '/loja',
      '/loja/',
      '/loja/entrar',
      '/loja/terminais',
      '/loja/?periodo=ontem&situacao=estornadas',
      '/loja/some/deep/link',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(portalPage);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(directives(response.headers['content-security-policy']), url).toEqual(
        consoleContentSecurityPolicy,
      );
    }
  });

  it('serves its files under /console/assets/, cached for a year', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/console/assets/loja-Cd2.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("portal")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the console at /console/ and files or JSON requests under /loja/ as 404', async () => {
    const consolePage = await ctx.app.inject({ method: 'GET', url: '/console/', headers: html });
    expect(consolePage.body).toBe(consoleIndex);
    for (const request of [
      { url: '/loja/assets/loja-Cd2.js', headers: { accept: '*/*' } },
      { url: '/loja/terminais', headers: { accept: 'application/json' } },
    ]) {
      const response = await ctx.app.inject({ method: 'GET', ...request });
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('ROUTE_NOT_FOUND');
    }
  });

  it("leaves addresses that only begin alike to the customer's app and its CSP", async () => {
    for (const url of ['/lojas', '/loja-nova']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(customerIndex);
      expect(directives(response.headers['content-security-policy'])['style-src'], url).toEqual([
        "'self'",
        "'unsafe-inline'",
      ]);
    }
  });
});

describe('a console build without loja.html', () => {
  const ctx = useTestApp({
    env: { WEB_DIST_DIR: webDist, CONSOLE_DIST_DIR: consoleBuild(false) },
  });

  it("serves the console and leaves /loja/ to the customer's app", async () => {
    const consolePage = await ctx.app.inject({ method: 'GET', url: '/console/', headers: html });
    expect(consolePage.body).toBe(consoleIndex);
    const portal = await ctx.app.inject({ method: 'GET', url: '/loja/', headers: html });
    expect(portal.body).toBe(customerIndex);
  });
});
