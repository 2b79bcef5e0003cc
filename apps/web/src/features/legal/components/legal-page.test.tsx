// Links inside a legal text's HTML that leave the app (decision 028): the
// host opens them in the wrapper, a new tab in a browser; the text's own
// anchors and pages stay in the app.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../testing/setup-i18n';
import { LegalPage } from './legal-page';

type Host = { postMessage: ReturnType<typeof vi.fn> };
const setHost = (host: Host | undefined) => {
  (window as unknown as { ReactNativeWebView?: Host }).ReactNativeWebView = host;
};

const ANPD = 'https://www.gov.br/anpd';
const html = `<p>Reclame na <a href="${ANPD}">ANPD</a>, escreva para
<a href="mailto:ajuda@rosto.app">ajuda@rosto.app</a>, leia <a href="#direitos">Seus direitos</a>
e os <a href="/termos-de-uso">Termos de Uso</a>.</p>`;

function renderText() {
  render(
    <MemoryRouter>
      <LegalPage title="Política de privacidade">
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </LegalPage>
    </MemoryRouter>,
  );
}

/** Clicks and answers whether the page would follow the href (jsdom cannot navigate). */
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

describe('LegalPage links', () => {
  beforeAll(setupI18n);
  const open = vi.fn();
  beforeEach(() => {
    open.mockReset();
    vi.stubGlobal('open', open);
  });
  afterEach(() => setHost(undefined));

  it('in the host: another site and the mail address go to the host, the rest stays', () => {
    const host = { postMessage: vi.fn() };
    setHost(host);
    renderText();
    expect(follows(screen.getByRole('link', { name: 'ANPD' }))).toBe(false);
    expect(follows(screen.getByRole('link', { name: 'ajuda@rosto.app' }))).toBe(false);
    expect(follows(screen.getByRole('link', { name: 'Seus direitos' }))).toBe(true);
    expect(follows(screen.getByRole('link', { name: 'Termos de Uso' }))).toBe(true);
    expect(host.postMessage.mock.calls.map(([m]) => JSON.parse(m as string) as unknown)).toEqual([
      { type: 'OPEN_URL', url: ANPD },
      { type: 'OPEN_URL', url: 'mailto:ajuda@rosto.app' },
    ]);
    expect(open).not.toHaveBeenCalled();
  });

  it('in a browser: another site opens in a new tab cut from the app; mail goes to its app', () => {
    renderText();
    expect(follows(screen.getByRole('link', { name: 'ANPD' }))).toBe(false);
    expect(open).toHaveBeenCalledExactlyOnceWith(ANPD, '_blank', 'noopener,noreferrer');
    expect(follows(screen.getByRole('link', { name: 'ajuda@rosto.app' }))).toBe(true);
    expect(follows(screen.getByRole('link', { name: 'Termos de Uso' }))).toBe(true);
    // A modified click keeps the browser's meaning (a background tab).
    expect(follows(screen.getByRole('link', { name: 'ANPD' }), { ctrlKey: true })).toBe(true);
    expect(open).toHaveBeenCalledOnce();
  });
});
