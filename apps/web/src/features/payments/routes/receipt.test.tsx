// /pagamentos/{id} (docs/spec/wallet-checklist.md §2 "Receipt and detail", §3 Transaction, §7):
// the receipt by id, the amount without its minus, the spec's date format,
// the canceled overlay, the tabs (the map only when the place's location is
// known; a failure hides it and is only logged), and the way back.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { clearSnackbars, getSnackbars } from '../../../lib/snackbar';
import { testTransaction } from '../../../lib/transactions/testing';
import { json, refused } from '../../../testing/responses';
import { sentCalls, setUpRouteTests, where } from '../../../testing/routes';
import { byId, fakePaymentsApi, PAULISTA, placeAt, renderPayments } from '../testing';

const payment = testTransaction({
  createdAt: '2026-03-10T18:00:00Z', // 15:00 in São Paulo
  amount: '-R$ 23,90',
});
const canceled = testTransaction({
  status: 'CANCELED',
  createdAt: '2026-03-10T18:00:00Z',
  canceledAt: '2026-03-10T19:30:00Z', // 16:30 in São Paulo
});

// R$ 12,00 of R$ 50,00 given back by the shop on 28/11 (decision 054).
const partlyRefunded = testTransaction({
  amountCents: 5000,
  createdAt: '2026-11-27T18:00:00Z',
  refundedCents: 1200,
  refundedAt: '2026-11-28T13:00:00Z',
});
const whollyRefunded = testTransaction({
  status: 'CANCELED',
  amountCents: 2390,
  createdAt: '2026-11-27T18:00:00Z',
  canceledAt: '2026-11-28T13:00:00Z',
  refundedCents: 2390,
  refundedAt: '2026-11-28T13:00:00Z',
});

// A charge that landed after the shop gave it up, voided at once (decision 057).
const reversed = testTransaction({
  status: 'CANCELED',
  reversed: true,
  createdAt: '2026-11-27T18:00:00Z',
  canceledAt: '2026-11-27T18:02:00Z', // 15:02 in São Paulo
});

const receipt = () => screen.findByRole('region', { name: 'Padaria Sol' });
const detail = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const tabs = () =>
  within(screen.getByRole('navigation', { name: 'Seções do pagamento' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('PaymentLayout and ReceiptRoute', () => {
  const fetchMock = setUpRouteTests({ cleanUp: clearSnackbars });
  afterEach(() => changeLanguage('pt-BR'));

  it('reads the payment by id and shows it: amount without the minus, date, place, card, status', async () => {
    fakePaymentsApi(fetchMock, { transactions: byId(payment), place: () => placeAt(PAULISTA) });
    renderPayments({ entries: [`/pagamentos/${payment.id}`] });
    const shown = await receipt();
    expect(within(shown).getByTestId('receipt-amount')).toHaveTextContent(/^R\$ 23,90$/u);
    expect(shown).not.toHaveTextContent('-R$');
    expect(detail('Data e hora')).toBe('10 de março de 2026 às 15:00');
    expect(detail('Local')).toBe('Padaria Sol');
    expect(detail('Meio de pagamento')).toBe('Visa •••• 1111');
    expect(detail('Situação')).toBe('Aprovado');
    expect(detail('Código do pagamento')).toBe(payment.id);
    expect(screen.queryByTestId('canceled-overlay')).toBeNull();
    expect(sentCalls(fetchMock).map(({ call }) => call)).toContain(
      `GET user/transactions?id=${payment.id}`,
    );
  });

  it("in English: the date as 'MMM D, YYYY, h:mm A', the amount still without the minus", async () => {
    await changeLanguage('en');
    fakePaymentsApi(fetchMock, { transactions: byId(payment), place: () => placeAt(PAULISTA) });
    renderPayments({ entries: [`/pagamentos/${payment.id}`] });
    const shown = await receipt();
    expect(detail('Date and time')).toBe('Mar 10, 2026, 3:00 PM');
    expect(within(shown).getByTestId('receipt-amount')).toHaveTextContent(/^R\$23\.90$/u);
  });

  it("shows the shop's address under its name, and no address line for a shop without one (issue 29)", async () => {
    fakePaymentsApi(fetchMock, { transactions: byId(payment), place: () => placeAt(PAULISTA) });
    const { unmount } = renderPayments({ entries: [`/pagamentos/${payment.id}`] });
    await receipt();
    expect(detail('Endereço')).toBe('Rua Augusta, 1500 - Consolação, São Paulo - SP');
    unmount();

    const noAddress = testTransaction({ place: { ...payment.place, address: null } });
    fakePaymentsApi(fetchMock, { transactions: byId(noAddress), place: () => placeAt(PAULISTA) });
    renderPayments({ entries: [`/pagamentos/${noAddress.id}`] });
    await receipt();
    expect(screen.queryByText('Endereço', { selector: 'dt' })).toBeNull();
  });

  it('a canceled payment: the red overlay with the canceled message and when', async () => {
    fakePaymentsApi(fetchMock, { transactions: byId(canceled), place: () => placeAt(PAULISTA) });
    renderPayments({ entries: [`/pagamentos/${canceled.id}`] });
    const shown = await receipt();
    expect(shown).toHaveAttribute('data-canceled', 'true');
    const overlay = within(shown).getByTestId('canceled-overlay');
    expect(overlay).toHaveTextContent('Pagamento cancelado');
    expect(overlay).toHaveTextContent('Cancelado em 10 de março de 2026 às 16:30.');
    expect(detail('Situação')).toBe('Cancelado');
  });

  it('a refund by the shop: "Estornado R$ 12,00 em 28/11", the payment still approved', async () => {
    fakePaymentsApi(fetchMock, {
      transactions: byId(partlyRefunded),
      place: () => placeAt(PAULISTA),
    });
    renderPayments({ entries: [`/pagamentos/${partlyRefunded.id}`] });
    await receipt();
    expect(detail('Estorno')).toBe('Estornado R$\u00a012,00 em 28/11');
    expect(detail('Situação')).toBe('Aprovado');
    expect(screen.queryByTestId('canceled-overlay')).toBeNull();
  });

  it('a refund of the whole amount: the overlay says refunded, with the amount and day', async () => {
    await changeLanguage('en');
    fakePaymentsApi(fetchMock, {
      transactions: byId(whollyRefunded),
      place: () => placeAt(PAULISTA),
    });
    renderPayments({ entries: [`/pagamentos/${whollyRefunded.id}`] });
    const shown = await receipt();
    const overlay = within(shown).getByTestId('canceled-overlay');
    expect(overlay).toHaveTextContent('Payment refunded');
    expect(overlay).toHaveTextContent('The whole amount went back to your card.');
    // The amount and day once, in the refund line; the status says refunded, as the overlay.
    expect(detail('Refund')).toBe('Refunded R$23.90 on 11/28');
    expect(detail('Status')).toBe('Refunded');
  });

  it('a charge reversed because the shop gave it up: the overlay says so, and that nothing is owed', async () => {
    fakePaymentsApi(fetchMock, { transactions: byId(reversed), place: () => placeAt(PAULISTA) });
    renderPayments({ entries: [`/pagamentos/${reversed.id}`] });
    const overlay = within(await receipt()).getByTestId('canceled-overlay');
    expect(overlay).toHaveTextContent('Cobrança desfeita');
    expect(overlay).toHaveTextContent(
      'A loja não recebeu a confirmação a tempo e a cobrança foi desfeita em 27 de novembro de 2026 às 15:02. Você não paga por ela.',
    );
    expect(detail('Situação')).toBe('Cancelado');
  });

  it('tabs Recibo, Mapa, Ajuda as links once the place location is known', async () => {
    fakePaymentsApi(fetchMock, { transactions: byId(payment), place: () => placeAt(PAULISTA) });
    renderPayments({ entries: [`/pagamentos/${payment.id}`] });
    await receipt();
    await waitFor(() => expect(tabs()).toEqual(['Recibo', 'Mapa', 'Ajuda']));
    const nav = screen.getByRole('navigation', { name: 'Seções do pagamento' });
    expect(within(nav).getByRole('link', { name: 'Recibo' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Mapa' })).toHaveAttribute(
      'href',
      `/pagamentos/${payment.id}/mapa`,
    );
    expect(within(nav).getByRole('link', { name: 'Ajuda' })).toHaveAttribute(
      'href',
      `/pagamentos/${payment.id}/ajuda`,
    );
  });

  it.each([
    ['404', () => refused(404, 'PLACE_NOT_FOUND')],
    ['500', () => refused(500, 'UNKNOWN')],
    ['no answer', () => Promise.reject(new TypeError('offline'))],
  ])('place details fail (%s): no map tab, only logged', async (_case, failure) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakePaymentsApi(fetchMock, { transactions: byId(payment), place: failure });
    renderPayments({ entries: [`/pagamentos/${payment.id}`] });
    await receipt();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(tabs()).toEqual(['Recibo', 'Ajuda']);
    expect(getSnackbars()).toEqual([]);
  });

  it('back returns to where the receipt was opened from, also after changing tabs', async () => {
    fakePaymentsApi(fetchMock, { transactions: byId(payment), place: () => placeAt(PAULISTA) });
    renderPayments({
      entries: ['/home', { pathname: `/pagamentos/${payment.id}`, state: { from: '/home' } }],
    });
    await receipt();
    fireEvent.click(screen.getByRole('link', { name: 'Ajuda' }));
    expect(
      await screen.findByRole('heading', { name: 'Precisa de ajuda com este pagamento?' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(where()).toBe('/home'));
  });

  it('back from a receipt opened directly goes to /pagamentos', async () => {
    fakePaymentsApi(fetchMock, {
      transactions: (query) =>
        query.get('id') ? byId(payment)(query) : json(200, { data: [payment] }),
      place: () => placeAt(PAULISTA),
    });
    renderPayments({ entries: [`/pagamentos/${payment.id}`] });
    await receipt();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagamentos' }),
    ).toBeInTheDocument();
  });

  it('a payment the user does not have: "Pagamento não encontrado" and a way to the list', async () => {
    fakePaymentsApi(fetchMock, { transactions: byId() });
    renderPayments({ entries: ['/pagamentos/00000000-0000-4000-8000-000000000000'] });
    expect(
      await screen.findByRole('heading', { name: 'Pagamento não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meus pagamentos' })).toHaveAttribute(
      'href',
      '/pagamentos',
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a failed read of the payment is only logged: no snackbar, a retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakePaymentsApi(fetchMock, { transactions: () => refused(500, 'UNKNOWN') });
    renderPayments({ entries: [`/pagamentos/${payment.id}`] });
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível carregar o pagamento' }),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Receipt: the payment was not loaded',
      expect.objectContaining({ code: 'UNKNOWN' }),
    );
    expect(getSnackbars()).toEqual([]);
    fakePaymentsApi(fetchMock, { transactions: byId(payment), place: () => placeAt(PAULISTA) });
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await receipt()).toBeInTheDocument();
  });
});
