// A help-desk ticket link in a browser and in the native wrapper (decisions
// 020 and 028).
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env';
import { json } from '../../testing/responses';
import { setupI18n } from '../../testing/setup-i18n';
import { SupportTicketLink } from './support-ticket-link';

type Host = { postMessage: ReturnType<typeof vi.fn> };
const setHost = (host: Host | undefined) => {
  (window as unknown as { ReactNativeWebView?: Host }).ReactNativeWebView = host;
};

const CPF = '16899535009';
const reference = 'HJKM-NPQR-STVW-XYZ0-1234';
const prefill = { subject: 'Ajuda', description: 'Não consigo entrar.' };

/** Clicks and answers whether the page would follow the href (jsdom cannot navigate). */
function follows(link: HTMLElement): boolean {
  let followed = false;
  const record = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  fireEvent.click(link);
  window.removeEventListener('click', record);
  return followed;
}

describe('SupportTicketLink', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const open = vi.fn();
  beforeAll(setupI18n);
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    open.mockReset();
    vi.stubGlobal('open', open);
  });
  afterEach(() => setHost(undefined));

  it('in a browser: a plain new-tab link to the ticket, without personal data', () => {
    render(<SupportTicketLink prefill={prefill}>Suporte</SupportTicketLink>);
    const link = screen.getByRole('link', { name: /^Suporte/u });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL(link.getAttribute('href')!);
    expect(href.searchParams.get('subject')).toBe('Ajuda');
    expect(follows(link)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows nothing at the demo stage, where nobody answers tickets (docs/spec/account-checklist.md §6)', () => {
    env.isDemo = true;
    try {
      const { container } = render(
        <SupportTicketLink prefill={prefill}>Suporte</SupportTicketLink>,
      );
      expect(container).toBeEmptyDOMElement();
    } finally {
      env.isDemo = false;
    }
  });

  it('in the host: posts OPEN_URL with the ticket and its reference, and stays on the app', async () => {
    const host = { postMessage: vi.fn() };
    setHost(host);
    fetchMock.mockResolvedValueOnce(
      json(201, { data: { reference, expiresAt: '2099-01-01T00:00:00.000Z' } }),
    );
    render(
      <SupportTicketLink prefill={prefill} context={{ cpf: CPF }}>
        Suporte
      </SupportTicketLink>,
    );
    expect(follows(screen.getByRole('link', { name: /^Suporte/u }))).toBe(false);
    await vi.waitFor(() => expect(host.postMessage).toHaveBeenCalledOnce());
    const message = JSON.parse(host.postMessage.mock.calls[0]![0] as string) as {
      type: string;
      url: string;
    };
    expect(message.type).toBe('OPEN_URL');
    expect(new URL(message.url).searchParams.get('description')).toBe(
      `Não consigo entrar.\n\nReferência do atendimento: ${reference}`,
    );
    expect(message.url).not.toMatch(/168\.?995\.?350-?09/u);
    expect(open).not.toHaveBeenCalled();
  });

  it('in the host without a context: posts OPEN_URL with the href at once', () => {
    const host = { postMessage: vi.fn() };
    setHost(host);
    render(<SupportTicketLink prefill={prefill}>Suporte</SupportTicketLink>);
    const link = screen.getByRole('link', { name: /^Suporte/u });
    expect(follows(link)).toBe(false);
    expect(JSON.parse(host.postMessage.mock.calls[0]![0] as string)).toEqual({
      type: 'OPEN_URL',
      url: link.getAttribute('href'),
    });
  });
});
