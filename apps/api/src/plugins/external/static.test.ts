// The SPA and the API on one port: page paths get index.html, hashed assets are
// cached for long, and /api stays JSON.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempDir, useTestApp } from '../../../test/app';
import { inlineScriptHashes } from './static';

const dist = tempDir('web-dist');
const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';
writeFileSync(join(dist, 'index.html'), indexHtml);
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
const serviceWorker = "self.addEventListener('fetch', () => {});";
writeFileSync(join(dist, 'sw.js'), serviceWorker);
writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Rosto","start_url":"/"}');
const bigScript = `export const words = ${JSON.stringify('rosto '.repeat(2000))};`;
writeFileSync(join(dist, 'assets', 'app-Zz9.js'), bigScript);
writeFileSync(join(dist, 'assets', 'app-Zz9.js.br'), brotliCompressSync(bigScript));
writeFileSync(join(dist, 'assets', 'app-Zz9.js.gz'), gzipSync(bigScript));

describe('SPA serving', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: dist } });
  const html = { accept: 'text/html,application/xhtml+xml' };

  it('answers page paths with index.html, not cached', async () => {
    for (const url of ['/', '/login', '/perfil/redefinir-pin', '/validar-email/abc-123?x=1']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    }
    // Health checkers and curl send no Accept header (or */*).
    const bare = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(bare.body).toBe(indexHtml);
  });

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker and the manifest revalidated, with a CSP that allows them', async () => {
    // A cached sw.js would hide a new version from the browser's update check.
    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toBe(serviceWorker);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(String(worker.headers['content-security-policy'])).toContain("worker-src 'self'");
    const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const page = await ctx.app.inject({ method: 'GET', url: '/', headers: html });
    expect(String(page.headers['content-security-policy'])).toContain("manifest-src 'self'");
  });

  it('sends the precompressed file to clients that accept it', async () => {
    const url = '/assets/app-Zz9.js';
    const brotli = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);
    const gzip = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('keeps missing files, API paths and non-GET requests as 404 ROUTE_NOT_FOUND', async () => {
    const requests = [
      { method: 'GET', url: '/assets/missing-123.js', headers: { accept: '*/*' } },
      { method: 'GET', url: '/api/nope', headers: html },
      { method: 'POST', url: '/perfil', headers: html },
      { method: 'GET', url: '/perfil', headers: { accept: 'application/json' } },
    ] as const;
    for (const request of requests) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('still serves the API next to the SPA', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/partner/padaria-sol' });
    expect(response.statusCode).toBe(200);
  });
});

describe('inlineScriptHashes', () => {
  it('gives the CSP a source per inline script of index.html, none for script files', () => {
    const root = tempDir('web-dist-inline');
    const code = "document.documentElement.dataset.firstScreen='pt-BR'";
    writeFileSync(
      join(root, 'index.html'),
      `<html><head><script>${code}</script><script type="module" src="/assets/a.js"></script></head></html>`,
    );
    const hash = createHash('sha256').update(code).digest('base64');
    expect(inlineScriptHashes(root)).toEqual([`'sha256-${hash}'`]);
    expect(inlineScriptHashes(tempDir('web-dist-missing'))).toEqual([]);
  });
});
