import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureEntryParams,
  getEntryParams,
  readEntryParams,
  resetEntryParams,
} from './entry-params';

describe('entry query parameters', () => {
  afterEach(() => resetEntryParams());

  it('keeps digits only for cpf and phone', () => {
    expect(readEntryParams('?cpf=123.456.789-09&phone=%2B55%20(11)%2098765-4321')).toEqual({
      cpf: '12345678909',
      phone: '11987654321',
    });
  });

  it('cleans the name and ignores empty values', () => {
    expect(readEntryParams('?name=%20Maria%20%20da%20Silva%201&cpf=abc')).toEqual({
      name: 'Maria da Silva',
    });
  });

  it('reads show_main_navigation=false as a hidden menu, anything else as shown', () => {
    expect(readEntryParams('?show_main_navigation=false')).toEqual({ hideMainNavigation: true });
    expect(readEntryParams('?show_main_navigation=true')).toEqual({ hideMainNavigation: false });
    expect(readEntryParams('')).toEqual({});
  });

  it('keeps the values for the session across later URLs', () => {
    captureEntryParams('?cpf=12345678909&show_main_navigation=false');
    captureEntryParams('?name=Ana%20Souza');
    expect(getEntryParams()).toEqual({
      cpf: '12345678909',
      name: 'Ana Souza',
      hideMainNavigation: true,
    });
    expect(JSON.parse(sessionStorage.getItem('entry-params-dev') ?? '{}')).toMatchObject({
      cpf: '12345678909',
    });
  });

  it('reads at load what an earlier page of the session stored, and drops what it cannot read', async () => {
    sessionStorage.setItem(
      'entry-params-dev',
      '{"cpf":"12345678909","name":"Ana Souza","hideMainNavigation":true}',
    );
    vi.resetModules();
    const reloaded = await import('./entry-params');
    expect(reloaded.getEntryParams()).toEqual({
      cpf: '12345678909',
      name: 'Ana Souza',
      hideMainNavigation: true,
    });

    sessionStorage.setItem('entry-params-dev', JSON.stringify({ cpf: 12345678909 }));
    vi.resetModules();
    expect((await import('./entry-params')).getEntryParams()).toEqual({});
    expect(sessionStorage.getItem('entry-params-dev')).toBeNull();
  });
});
