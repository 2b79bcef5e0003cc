import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSupportTicket, reportedAddress, supportTicketUrl } from './support-ticket';
import { json } from '../testing/responses';

const CPF = '52998224725';
const cpfAnyMask = /529\.?982\.?247-?25/u;
const reference = 'ABCD-EFGH-JKMN-PQRS-TVWX';

describe('support tickets (decision 020)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let tab: { opener: unknown; closed: boolean; location: { replace: ReturnType<typeof vi.fn> } };
  beforeEach(() => {
    fetchMock.mockReset();
    tab = { opener: window, closed: false, location: { replace: vi.fn() } };
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const opened = async () => {
    await vi.waitFor(() => expect(tab.location.replace).toHaveBeenCalledOnce());
    return new URL(String(tab.location.replace.mock.calls[0]![0]));
  };

  it('opens the ticket with the reference the API answered, never the CPF', async () => {
    fetchMock.mockResolvedValueOnce(
      json(201, { data: { reference, expiresAt: '2099-01-01T00:00:00.000Z' } }),
    );
    const started = openSupportTicket(
      { subject: 'Ajuda', description: 'Não consigo entrar.' },
      { cpf: CPF, lastFour: '4321' },
      (ref) => `Referência: ${ref}`,
    );
    expect(started).toBe(true);
    expect(tab.opener).toBeNull();
    const url = await opened();
    expect(url.searchParams.get('description')).toBe(
      `Não consigo entrar.\n\nReferência: ${reference}`,
    );
    expect(url.href).not.toMatch(cpfAnyMask);
    expect(url.href).not.toContain('4321');
    const [called, init] = fetchMock.mock.calls[0]!;
    expect(called as string).toMatch(/\/api\/support\/references$/u);
    expect(JSON.parse(init!.body as string)).toEqual({ cpf: CPF, lastFour: '4321' });
  });

  it('opens the ticket without a reference (and still without the CPF) when the request fails', async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, { statusCode: 429, error: 'x', message: 'TOO_MANY_REQUESTS' }),
    );
    openSupportTicket(
      { subject: 'Ajuda', description: 'Texto.' },
      { cpf: '11144477735' },
      (ref) => `Referência: ${ref}`,
    );
    const url = await opened();
    expect(url.searchParams.get('description')).toBe('Texto.');
    expect(url.href).not.toMatch(/111\.?444\.?777-?35/u);
  });

  it('leaves the link to open by itself when the browser blocks the new tab', () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    expect(openSupportTicket({ subject: 'Ajuda' }, { cpf: CPF }, (ref) => ref)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('in the native wrapper (decision 028)', () => {
    type Host = { postMessage: ReturnType<typeof vi.fn> };
    const setHost = (host: Host | undefined) => {
      (window as unknown as { ReactNativeWebView?: Host }).ReactNativeWebView = host;
    };
    const open = vi.fn();
    beforeEach(() => {
      open.mockReset();
      vi.stubGlobal('open', open);
    });
    afterEach(() => setHost(undefined));

    it('the host opens the ticket once the reference is in, with no tab and no CPF', async () => {
      const host = { postMessage: vi.fn() };
      setHost(host);
      fetchMock.mockResolvedValueOnce(
        json(201, { data: { reference, expiresAt: '2099-01-01T00:00:00.000Z' } }),
      );
      expect(
        openSupportTicket(
          { subject: 'Ajuda', description: 'Não consigo entrar.' },
          { cpf: '39053344705' },
          (ref) => `Referência: ${ref}`,
        ),
      ).toBe(true);
      expect(open).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(host.postMessage).toHaveBeenCalledOnce());
      const message = JSON.parse(host.postMessage.mock.calls[0]![0] as string) as {
        type: string;
        url: string;
      };
      expect(message.type).toBe('OPEN_URL');
      const url = new URL(message.url);
      expect(url.searchParams.get('description')).toBe(
        `Não consigo entrar.\n\nReferência: ${reference}`,
      );
      expect(url.href).not.toMatch(/390\.?533\.?447-?05/u);
    });

    it('falls back to a browser tab when the host refuses the message', async () => {
      setHost({
        postMessage: vi.fn(() => {
          throw new Error('bridge gone');
        }),
      });
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      fetchMock.mockResolvedValueOnce(
        json(429, { statusCode: 429, error: 'x', message: 'TOO_MANY_REQUESTS' }),
      );
      openSupportTicket({ subject: 'Ajuda' }, { cpf: '39053344705' }, (ref) => ref);
      await vi.waitFor(() => expect(open).toHaveBeenCalledOnce());
      const [address, target, features] = open.mock.calls[0]! as unknown[];
      expect(new URL(String(address)).searchParams.get('subject')).toBe('Ajuda');
      expect([target, features]).toEqual(['_blank', 'noopener,noreferrer']);
    });
  });

  it('reports the address without its query, fragment or personal-looking segments', () => {
    const origin = 'https://app.rosto.test';
    expect(reportedAddress({ origin, pathname: '/nao-existe' })).toBe(`${origin}/nao-existe`);
    expect(reportedAddress({ origin, pathname: `/perfil/${CPF}` })).toBe(`${origin}/perfil/…`);
    expect(reportedAddress({ origin, pathname: '/x/maria%40example.com' })).toBe(`${origin}/x/…`);
    expect(
      reportedAddress({ origin, pathname: '/validar-email/3f0c2a9e-5b1d-4e7a-9c3b-8d2f6a1e0b4c' }),
    ).toBe(`${origin}/validar-email/…`);
    // window.location with ?cpf=&name=&phone= and a fragment keeps none of them.
    window.history.replaceState(null, '', `/nada?cpf=${CPF}&name=Maria&phone=11987654321#t=abc`);
    const url = supportTicketUrl({ subject: 'x', description: reportedAddress(window.location) });
    expect(url).not.toMatch(cpfAnyMask);
    expect(url).not.toContain('Maria');
    expect(url).not.toContain('11987654321');
    expect(url).not.toContain('abc');
    expect(new URL(url).searchParams.get('description')).toBe(`${window.location.origin}/nada`);
  });
});
