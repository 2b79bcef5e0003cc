// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appLinkTarget, safeAppLinkPath } from './safe-app-link-path';
import { storePlatform } from './store-platform';

const origin = 'https://app.rosto.test';

describe('safeAppLinkPath', () => {
  it.each([
    ['/termos-de-uso', '/termos-de-uso'],
    ['/carteira/adicionar?x=1#top', '/carteira/adicionar?x=1#top'],
    ['/home', '/home'],
    ['/a/../perfil', '/perfil'],
  ])('accepts the in-app path %s', (raw, expected) => {
    expect(safeAppLinkPath(raw, origin)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    'http://evil.example/home',
    '//evil.example',
    '//evil.example/home',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/%0a/evil.example\n',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'evil.example',
    '',
    '/app-link?redirect=true&path=/home',
  ])('refuses %j', (raw) => {
    expect(safeAppLinkPath(raw, origin)).toBeNull();
  });

  it('refuses nothing at all', () => {
    expect(safeAppLinkPath(null, origin)).toBeNull();
  });
});

describe('appLinkTarget', () => {
  it('reads path, then to, only with redirect=true', () => {
    expect(appLinkTarget('?redirect=true&path=/home', origin)).toBe('/home');
    expect(appLinkTarget('?redirect=true&to=%2Fperfil', origin)).toBe('/perfil');
    expect(appLinkTarget('?path=/home', origin)).toBeNull();
    expect(appLinkTarget('?redirect=true&path=%2F%2Fevil.example', origin)).toBeNull();
  });
});

describe('storePlatform', () => {
  it('finds iOS and Android devices', () => {
    expect(storePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)')).toBe('ios');
    expect(storePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(storePlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBeNull();
  });
});
