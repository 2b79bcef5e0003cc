// /pagamentos/{id}/ajuda (docs/spec/wallet-checklist.md §2): in the app's language (decision 072),
// with three options that each open a prefilled support ticket; the ticket's
// address carries no personal data, the CPF goes as a support reference
// (decision 020).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { changeLanguage } from '../../../lib/i18n';
import { testTransaction } from '../../../lib/transactions/testing';
import { type FetchMock, sentCalls, setUpRouteTests } from '../../../testing/routes';
import { testProfile } from '../../../testing/profile';
import { byId, fakePaymentsApi, PAULISTA, placeAt, renderPayments } from '../testing';

const CPF = '52998224725';
const payment = testTransaction({ amount: '-R$ 23,90' });

function renderHelp(fetchMock: FetchMock) {
  fakePaymentsApi(fetchMock, {
    transactions: byId(payment),
    place: () => placeAt(PAULISTA),
  });
  renderPayments({
    entries: [`/pagamentos/${payment.id}/ajuda`],
    profile: testProfile({ cpf: CPF }),
  });
}

async function openHelp(fetchMock: FetchMock) {
  renderHelp(fetchMock);
  return within(await screen.findByRole('list', { name: 'O que aconteceu' }));
}

/** The ticket an option's link opens without a reference (its href). */
const ticketOf = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href')!);
  return {
    subject: url.searchParams.get('subject'),
    description: url.searchParams.get('description'),
    href: url.href,
  };
};

describe('PaymentHelpRoute', () => {
  const fetchMock = setUpRouteTests();
  const open = vi.fn();
  beforeEach(() => {
    open.mockReset();
    vi.stubGlobal('open', open);
  });
  afterEach(() => changeLanguage('pt-BR'));

  it('at the demo stage: no ticket options, and says why (docs/spec/account-checklist.md §6)', async () => {
    env.isDemo = true;
    try {
      renderHelp(fetchMock);
      expect(await screen.findByText(/ambiente de demonstração/u)).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'O que aconteceu' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Não fiz esta compra/u })).not.toBeInTheDocument();
    } finally {
      env.isDemo = false;
    }
  });

  it('in pt-BR: the three options in Portuguese, each a prefilled ticket about this payment', async () => {
    const options = await openHelp(fetchMock);
    expect(
      screen.getByRole('heading', { name: 'Precisa de ajuda com este pagamento?' }),
    ).toBeInTheDocument();
    const links = options.getAllByRole('link');
    expect(links.map((link) => link.firstChild?.textContent)).toEqual([
      'Não fiz esta compra',
      'O valor está errado',
      'Outro problema',
    ]);
    expect(links.map(ticketOf).map(({ subject, description }) => [subject, description])).toEqual([
      ['Não fiz esta compra', `Não reconheço o pagamento ${payment.id} e não fiz esta compra.`],
      ['O valor está errado', `O valor do pagamento ${payment.id} está errado. O valor certo é:`],
      ['Problema com um pagamento', `Tenho um problema com o pagamento ${payment.id}:`],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(ticketOf(link).href.startsWith('https://ajuda.rosto.app/hc/pt-br/requests/new?')).toBe(
        true,
      );
    }
  });

  it('in English: the tab and its prefilled tickets in English (decision 072)', async () => {
    await changeLanguage('en');
    renderHelp(fetchMock);
    const options = within(await screen.findByRole('list', { name: 'What happened' }));
    expect(
      screen.getByRole('heading', { name: 'Need help with this payment?' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Precisa de ajuda/u)).not.toBeInTheDocument();
    const links = options.getAllByRole('link');
    expect(links.map((link) => link.firstChild?.textContent)).toEqual([
      'I did not make this purchase',
      'The amount is wrong',
      'Another problem',
    ]);
    expect(links.map(ticketOf).map(({ subject, description }) => [subject, description])).toEqual([
      [
        'I did not make this purchase',
        `I do not recognise payment ${payment.id} and I did not make this purchase.`,
      ],
      ['The amount is wrong', `The amount of payment ${payment.id} is wrong. The right amount is:`],
      ['Problem with a payment', `I have a problem with payment ${payment.id}:`],
    ]);
  });

  it('no personal data in the ticket address: no CPF, no shop, no amount', async () => {
    const options = await openHelp(fetchMock);
    for (const link of options.getAllByRole('link')) {
      const { href } = ticketOf(link);
      expect(href).not.toContain(CPF);
      expect(href).not.toMatch(/Padaria|23%2C90|23,90/u);
    }
  });

  it('a click opens the ticket with a support reference that stands for the CPF', async () => {
    const tab = { closed: false, opener: {}, location: { replace: vi.fn() } };
    open.mockReturnValue(tab);
    const options = await openHelp(fetchMock);
    fireEvent.click(options.getAllByRole('link')[0]!);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledOnce());
    const opened = new URL(tab.location.replace.mock.calls[0]![0] as string);
    expect(opened.searchParams.get('subject')).toBe('Não fiz esta compra');
    expect(opened.searchParams.get('description')).toContain('7KQ2-M9XD-4RTB-H0WC-8ZNE');
    expect(opened.href).not.toContain(CPF);
    const reference = sentCalls(fetchMock).find(({ call }) => call === 'POST support/references');
    expect(reference?.body).toEqual({ cpf: CPF });
  });
});
