import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../lib/storage';
import { prerenderedFirstScreen } from './first-screen';

const at = (path: string, hostname = 'rosto.app') => {
  const url = new URL(path, `https://${hostname}`);
  return { pathname: url.pathname, search: url.search, hostname: url.hostname };
};

describe('prerenderedFirstScreen', () => {
  it("is the welcome screen in the visitor's language for a first visit to /", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'pt']);
    expect(prerenderedFirstScreen(at('/'))).toBe('pt-BR');
    expect(prerenderedFirstScreen(at('/?cpf=52998224725', 'www.rosto.app'))).toBe('pt-BR');
    localStorage.setItem(storageKeys.language, 'en');
    expect(prerenderedFirstScreen(at('/'))).toBe('en');
  });

  it('is the splash for any other address', () => {
    expect(prerenderedFirstScreen(at('/login'))).toBeNull();
    expect(prerenderedFirstScreen(at('/termos-de-uso'))).toBeNull();
  });

  it('is the splash for a signed-in visitor, who goes on to /home', () => {
    localStorage.setItem(storageKeys.session, 'token');
    expect(prerenderedFirstScreen(at('/'))).toBeNull();
  });

  it("is the splash for a partner's visit: query, sub-domain or one earlier in the session", () => {
    expect(prerenderedFirstScreen(at('/?partner=padaria-sol'))).toBeNull();
    expect(prerenderedFirstScreen(at('/?partnerId=42'))).toBeNull();
    expect(prerenderedFirstScreen(at('/', 'padaria-sol.rosto.app'))).toBeNull();
    sessionStorage.setItem(storageKeys.partner, '{}');
    expect(prerenderedFirstScreen(at('/'))).toBeNull();
  });
});
