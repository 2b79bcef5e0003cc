import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWebAddress, leavesApp, openExternal, openInHost } from './external-links';

type Host = { postMessage: ReturnType<typeof vi.fn> };
const setHost = (host: Host | undefined) => {
  (window as unknown as { ReactNativeWebView?: Host }).ReactNativeWebView = host;
};
const posted = (host: Host) =>
  host.postMessage.mock.calls.map(([message]) => JSON.parse(message as string) as unknown);

const HELP = 'https://ajuda.rosto.app/hc/pt-br';

describe('links that leave the app (decision 028)', () => {
  afterEach(() => setHost(undefined));

  it('tells another site, mail and phone from the app’s own pages', () => {
    expect(leavesApp(HELP)).toBe(true);
    expect(leavesApp('mailto:ajuda@rosto.app')).toBe(true);
    expect(leavesApp('tel:+551140000000')).toBe(true);
    expect(leavesApp('/termos-de-uso')).toBe(false);
    expect(leavesApp('#direitos')).toBe(false);
    expect(leavesApp(`${window.location.origin}/perfil`)).toBe(false);
    expect(leavesApp('javascript:void(0)')).toBe(false);
    expect(isWebAddress(HELP)).toBe(true);
    expect(isWebAddress('mailto:ajuda@rosto.app')).toBe(false);
  });

  it('in the host: OPEN_URL with the absolute address, and no tab', () => {
    const host = { postMessage: vi.fn() };
    setHost(host);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    openExternal(HELP);
    expect(openInHost('mailto:ajuda@rosto.app')).toBe(true);
    expect(posted(host)).toEqual([
      { type: 'OPEN_URL', url: HELP },
      { type: 'OPEN_URL', url: 'mailto:ajuda@rosto.app' },
    ]);
    expect(open).not.toHaveBeenCalled();
  });

  it('in a browser: a new tab cut from the app', () => {
    expect(openInHost(HELP)).toBe(false);
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    openExternal(HELP);
    expect(open).toHaveBeenCalledExactlyOnceWith(HELP, '_blank', 'noopener,noreferrer');
  });

  it('falls back to the browser’s way when the host refuses the message', () => {
    setHost({
      postMessage: vi.fn(() => {
        throw new Error('bridge gone');
      }),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    openExternal(HELP);
    expect(open).toHaveBeenCalledExactlyOnceWith(HELP, '_blank', 'noopener,noreferrer');
    expect(warn).toHaveBeenCalledOnce();
  });
});
