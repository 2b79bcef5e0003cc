// Links that leave the app (decision 028): a real new-tab link in a browser,
// the native host opening them inside the wrapper.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../testing/setup-i18n';
import { ConfiguredLink, ExternalLink } from './external-link';

type Host = { postMessage: ReturnType<typeof vi.fn> };
const setHost = (host: Host | undefined) => {
  (window as unknown as { ReactNativeWebView?: Host }).ReactNativeWebView = host;
};
const posted = (host: Host) =>
  host.postMessage.mock.calls.map(([message]) => JSON.parse(message as string) as unknown);

const HELP = 'https://ajuda.rosto.app/hc/pt-br';

/**
 * Clicks like a person and answers whether the page would follow the href.
 * jsdom cannot navigate: the click is stopped after the app had its say.
 */
function follows(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let followed = false;
  const record = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  fireEvent.click(link, init);
  window.removeEventListener('click', record);
  return followed;
}

describe('ExternalLink', () => {
  beforeAll(setupI18n);
  const open = vi.fn();
  beforeEach(() => {
    open.mockReset();
    vi.stubGlobal('open', open);
  });
  afterEach(() => setHost(undefined));

  it('in a browser: a plain link to a new tab, cut from the app, said to screen readers', () => {
    render(<ExternalLink href={HELP}>Onde usar</ExternalLink>);
    const link = screen.getByRole('link', { name: /^Onde usar\s*\(abre em nova aba\)$/u });
    expect(link).toHaveAttribute('href', HELP);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(follows(link)).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it('in the host: the tap posts OPEN_URL and the WebView stays on the app', () => {
    const host = { postMessage: vi.fn() };
    setHost(host);
    render(<ExternalLink href={HELP}>Onde usar</ExternalLink>);
    expect(follows(screen.getByRole('link', { name: /^Onde usar/u }))).toBe(false);
    expect(posted(host)).toEqual([{ type: 'OPEN_URL', url: HELP }]);
  });

  it('in the host: follows the href as a browser would when the host refuses the message', () => {
    setHost({
      postMessage: vi.fn(() => {
        throw new Error('bridge gone');
      }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ExternalLink href={HELP}>Onde usar</ExternalLink>);
    expect(follows(screen.getByRole('link', { name: /^Onde usar/u }))).toBe(true);
  });

  it('mail and phone: no new tab in a browser, the host opens them in the wrapper', () => {
    render(
      <>
        <ExternalLink href="mailto:ajuda@rosto.app">ajuda@rosto.app</ExternalLink>
        <ExternalLink href="tel:+551140000000">Ligar</ExternalLink>
      </>,
    );
    const mail = screen.getByRole('link', { name: 'ajuda@rosto.app' });
    expect(mail).not.toHaveAttribute('target');
    expect(follows(mail)).toBe(true);
    const host = { postMessage: vi.fn() };
    setHost(host);
    expect(follows(mail)).toBe(false);
    expect(follows(screen.getByRole('link', { name: 'Ligar' }))).toBe(false);
    expect(posted(host)).toEqual([
      { type: 'OPEN_URL', url: 'mailto:ajuda@rosto.app' },
      { type: 'OPEN_URL', url: 'tel:+551140000000' },
    ]);
  });

  it('a store page stays in the browser’s tab when asked, and still goes to the host', () => {
    const store = 'https://apps.apple.com/br/app/rosto/id0000000000';
    render(
      <ExternalLink href={store} sameTab>
        App Store
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'App Store' });
    expect(link).not.toHaveAttribute('target');
    const host = { postMessage: vi.fn() };
    setHost(host);
    expect(follows(link)).toBe(false);
    expect(posted(host)).toEqual([{ type: 'OPEN_URL', url: store }]);
  });

  it('leaves a modified click to the browser, and an in-app path to the router', () => {
    render(
      <MemoryRouter>
        <ExternalLink href={HELP} onOpen={() => true}>
          Onde usar
        </ExternalLink>
        <ConfiguredLink href="/termos-de-uso">Termos de uso</ConfiguredLink>
      </MemoryRouter>,
    );
    expect(follows(screen.getByRole('link', { name: /^Onde usar/u }), { ctrlKey: true })).toBe(
      true,
    );
    const terms = screen.getByRole('link', { name: 'Termos de uso' });
    expect(terms).toHaveAttribute('href', '/termos-de-uso');
    expect(terms).not.toHaveAttribute('target');
  });
});
