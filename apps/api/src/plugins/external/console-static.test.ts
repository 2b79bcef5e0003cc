// The operator console under /console/ (decision 050): its own strict CSP on
// every console address, deep links answered with its index.html (never
// cached), hashed files cached for a year; the customer's app unchanged beside it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, useTestApp } from '../../../test/app';

const webDist = tempDir('console-test-web');
const customerIndex = '<!doctype html><html><body><div id="root">customer</div></body></html>';
writeFileSync(join(webDist, 'index.html'), customerIndex);

const consoleDist = tempDir('console-test-console');
const consoleIndex =
  '<!doctype html><html><head><script type="module" src="/console/assets/index-Ab1.js"></script></head><body><div id="root"></div></body></html>';
writeFileSync(join(consoleDist, 'index.html'), consoleIndex);
mkdirSync(join(consoleDist, 'assets'));
writeFileSync(join(consoleDist, 'assets', 'index-Ab1.js'), 'console.log("console")');
writeFileSync(join(consoleDist, 'favicon.svg'), '<svg/>');

const html = { accept: 'text/html,application/xhtml+xml' };

/** The CSP's directives as a map: name -> its sources. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/u))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the console under /console/', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: webDist, CONSOLE_DIST_DIR: consoleDist } });

  it('answers the console and its deep links with its index.html, never stored, under its own CSP', async () => {
    for (const url of [
      '/console/',
      '/console',
      '/console/some/deep/link',
      '/console/auditoria?acao=x',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(consoleIndex);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-store');
      const csp = directives(response.headers['content-security-policy']);
      expect(Object.fromEntries(csp), url).toEqual({
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
      });
    }
  });

  it('serves its hashed files for a year and its index file never stored', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/console/assets/index-Ab1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("console")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(directives(asset.headers['content-security-policy']).get('style-src')).toEqual([
      "'self'",
    ]);
    const index = await ctx.app.inject({ method: 'GET', url: '/console/index.html' });
    expect(index.headers['cache-control']).toBe('no-store');
  });

  it('keeps missing files and JSON requests under /console/ as 404', async () => {
    for (const request of [
      { url: '/console/assets/missing-1.js', headers: { accept: '*/*' } },
      { url: '/console/auditoria', headers: { accept: 'application/json' } },
    ]) {
      const response = await ctx.app.inject({ method: 'GET', ...request });
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('ROUTE_NOT_FOUND');
    }
  });

  it("leaves the customer's app and its CSP as they were", async () => {
    for (const url of ['/', '/login', '/consoles']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(customerIndex);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('img-src'), url).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://tile.openstreetmap.org',
      ]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(csp.has('form-action'), url).toBe(false);
    }
  });
});
