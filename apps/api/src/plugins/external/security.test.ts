import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';

describe('security headers', () => {
  const ctx = useTestApp();

  it('sends a CSP the SPA passes and the usual hardening headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/partner/mercado-azul' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
      "connect-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "media-src 'self' blob:",
      "font-src 'self' data:",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    // The captcha is off here: no Google source at all (captcha.test.ts has it on).
    expect(csp).not.toMatch(/google|gstatic|frame-src/u);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('allows no cross-origin caller when no origin is configured', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/partner/mercado-azul',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('map tiles from another server', () => {
  const ctx = useTestApp({ env: { MAP_TILE_ORIGINS: 'https://tiles.rosto.test' } });

  it('lets images come from the configured tile origin only', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/partner/mercado-azul' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.rosto.test");
    expect(csp).not.toContain('tile.openstreetmap.org');
  });
});

describe('CORS with configured origins', () => {
  const ctx = useTestApp({
    env: { CORS_ORIGINS: 'https://app.rosto.test, https://parceiro.example/' },
  });

  it('allows the configured origins, including preflight', async () => {
    const simple = await ctx.app.inject({
      method: 'GET',
      url: '/api/partner/mercado-azul',
      headers: { origin: 'https://parceiro.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBe('https://parceiro.example');

    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/event-service',
      headers: {
        origin: 'https://app.rosto.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.rosto.test');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');
  });

  it('refuses other origins', async () => {
    const response = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/event-service',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
