// Where e-mail links lead (issue 13.8): PUBLIC_URL, or in a sandbox without
// one, the address the person opened the app at when it names this server.
import { networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app';
import { linkOriginOf } from './link-origin';

const requestAt = (host: string | undefined, forwardedHost?: string) =>
  ({
    raw: { headers: { host, ...(forwardedHost ? { 'x-forwarded-host': forwardedHost } : {}) } },
  }) as unknown as FastifyRequest;

describe('linkOriginOf', () => {
  const sandbox = testConfig({ PORT: '3918' });

  it('follows the address used, in a sandbox without PUBLIC_URL, when it names this server', () => {
    expect(sandbox.linkOriginFromRequest).toBe(true);
    expect(linkOriginOf(sandbox, requestAt('127.0.0.1:3918'))).toBe('http://127.0.0.1:3918');
    expect(linkOriginOf(sandbox, requestAt('localhost:3918'))).toBe('http://localhost:3918');
    expect(linkOriginOf(sandbox, requestAt('[::1]:3918'))).toBe('http://[::1]:3918');
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry?.family === 'IPv4' && !entry.internal);
    if (lan)
      expect(linkOriginOf(sandbox, requestAt(`${lan.address}:3918`))).toBe(
        `http://${lan.address}:3918`,
      );
  });

  it('falls back to PUBLIC_URL for any other host, port, or a forwarded host', () => {
    for (const host of [
      'evil.example:3918',
      '127.0.0.1:80',
      'localhost',
      'user@localhost:3918',
      undefined,
    ]) {
      expect(linkOriginOf(sandbox, requestAt(host))).toBe('http://localhost:3918');
    }
    expect(linkOriginOf(sandbox, requestAt('evil.example:3918', '127.0.0.1:3918'))).toBe(
      'http://localhost:3918',
    );
  });

  it('uses PUBLIC_URL alone once it is set, and always outside the sandbox', () => {
    const configured = testConfig({ PORT: '3918', PUBLIC_URL: 'https://app.rosto.com.br/' });
    expect(configured.linkOriginFromRequest).toBe(false);
    expect(linkOriginOf(configured, requestAt('127.0.0.1:3918'))).toBe('https://app.rosto.com.br');
    const demo = testConfig({ PORT: '3918', STAGE: 'demo' });
    expect(demo.linkOriginFromRequest).toBe(false);
    expect(linkOriginOf(demo, requestAt('127.0.0.1:3918'))).toBe('http://localhost:3918');
  });
});
