// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { APP_SHELL, OFFLINE_PAGE, offlineFallback } from './navigation-fallback';

const at = (path: string) => offlineFallback(new URL(path, 'https://app.rosto.test'));

describe('offlineFallback', () => {
  it('gives the app shell to the pages of the app, with or without a query', () => {
    for (const path of [
      '/',
      '/login',
      '/carteira',
      '/perfil/redefinir-pin',
      '/validar-email/abc-123?x=1',
      '/?partner=padaria-sol',
      '/apis-parceiras',
      '/documentos',
    ]) {
      expect(at(path), path).toBe(APP_SHELL);
    }
  });

  it('gives the offline page to the addresses the server answers itself', () => {
    for (const path of [
      '/api',
      '/api/user/profile',
      '/docs',
      '/docs/static/index.html',
      '/metrics',
      '/healthz',
      '/readyz?deep=1',
      '/console',
      '/console/lojas/123',
      '/loja',
      '/loja/vendas?from=2026-11-01',
    ]) {
      expect(at(path), path).toBe(OFFLINE_PAGE);
    }
  });

  it('gives the offline page to files, as the server does not answer them with the app', () => {
    for (const path of ['/robots.txt', '/manifest.webmanifest', '/legal/termos.pdf']) {
      expect(at(path), path).toBe(OFFLINE_PAGE);
    }
  });
});
