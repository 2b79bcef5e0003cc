import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopRole } from '@rosto/contract/operator-roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeApi, ok } from '../../../../test/fake-api';
import { renderPortal } from '../../../test/render-portal';
import {
  sale,
  salesPage,
  shopMeOf,
  signedInAs,
  terminals,
  totalsOf,
} from '../../../test/shop-fixtures';

// Noon in São Paulo on 27/11/2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T15:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const today = [
  sale({ at: '2026-11-27T14:32:07.000Z' }),
  sale({
    at: '2026-11-27T13:05:00.000Z',
    amountCents: 3_000,
    refundedCents: 1_200,
    refundableCents: 1_800,
    status: 'partially_refunded',
    card: { brand: 'MASTERCARD', authorizer: 'cielo', lastFour: '5454' },
    customerFirstName: 'João',
  }),
  sale({
    at: '2026-11-27T12:00:00.000Z',
    amountCents: 2_000,
    refundableCents: 0,
    status: 'canceled',
    card: null,
    customerFirstName: null,
    terminal: { id: terminals[1]!.id, name: terminals[1]!.name },
  }),
];

function openSales(
  path: string,
  {
    role = 'owner',
    sales,
  }: { role?: ShopRole; sales?: (call: FakeCall) => ReturnType<typeof ok> } = {},
) {
  signedInAs(role);
  const api = fakeApi({
    'GET shop/me': () => shopMeOf(role),
    'GET shop/terminals': () => ok({ items: terminals }),
    'GET shop/sales': sales ?? (() => salesPage(today)),
  });
  renderPortal(path);
  return { api, user: userEvent.setup() };
}

/** An element's text with the no-break spaces of amounts as plain ones. */
const textOf = (element: Element | null) => (element?.textContent ?? '').replace(/\s/gu, ' ');

/** The query of the last GET shop/sales, as an object. */
const lastQuery = (api: ReturnType<typeof openSales>['api']) =>
  Object.fromEntries(api.callsTo('GET', 'shop/sales').at(-1)!.query);

describe('the sales page', () => {
  it("shows today's totals and sales: time only, terminal, customer, card, amount, situation", async () => {
    const { api } = openSales('/');
    const table = await screen.findByRole('table', {
      name: 'Vendas do período, da mais recente à mais antiga',
    });
    expect(screen.getByText('Hoje, 27/11/2026')).toBeVisible();
    const totals = within(screen.getByRole('region', { name: 'Totais do período' }));
    expect(
      totals
        .getAllByRole('term')
        .map((term) => `${textOf(term)}: ${textOf(term.nextElementSibling)}`),
    ).toEqual([
      'Vendas: 3',
      'Bruto: R$ 150,00',
      'Cancelado: R$ 20,00',
      'Estornado: R$ 12,00',
      'Líquido: R$ 118,00',
    ]);
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Hora', 'Terminal', 'Cliente', 'Cartão', 'Valor', 'Situação', 'Ações']);
    expect(rows.map((row) => within(row).getAllByRole('cell').map(textOf))).toEqual([
      ['11:32:07', 'Caixa 1', 'Maria', 'Visa •••• 4242', 'R$ 50,00', 'Aprovada', 'Estornar'],
      [
        '10:05:00',
        'Caixa 1',
        'João',
        'Mastercard •••• 5454',
        'R$ 30,00',
        'Estornada em parte (R$ 12,00)',
        'Estornar',
      ],
      ['09:00:00', 'Caixa 2', 'Conta excluída', 'Cartão removido', 'R$ 20,00', 'Cancelada', ''],
    ]);
    // Today is the server's today: no dates asked.
    expect(lastQuery(api)).toEqual({});
    expect(
      screen.getByRole('button', { name: /^Estornar a venda de R\$\s50,00 \(11:32:07\)$/u }),
    ).toBeVisible();
  });

  it('writes each filter into the address and asks the API for it', async () => {
    const { api, user } = openSales('/');
    await screen.findByRole('table');

    await user.click(screen.getByRole('radio', { name: 'Ontem' }));
    expect(window.location.search).toBe('?periodo=ontem');
    await vi.waitFor(() =>
      expect(lastQuery(api)).toEqual({ from: '2026-11-26', to: '2026-11-26' }),
    );

    await user.selectOptions(screen.getByLabelText('Terminal'), 'Caixa 2');
    await user.selectOptions(screen.getByLabelText('Situação'), 'Estornadas');
    expect(window.location.search).toBe(
      `?periodo=ontem&terminal=${terminals[1]!.id}&situacao=estornadas`,
    );
    await vi.waitFor(() =>
      expect(lastQuery(api)).toEqual({
        from: '2026-11-26',
        to: '2026-11-26',
        terminalId: terminals[1]!.id,
        status: 'refunded',
      }),
    );
    // A revoked terminal stays choosable: its past sales are the shop's.
    expect(screen.getByRole('option', { name: 'Caixa antigo (revogado)' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Personalizado' }));
    expect(screen.getByLabelText('De')).toHaveValue('2026-11-26');
    // As the browser's date picker sets it.
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-11-01' } });
    await vi.waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ from: '2026-11-01', to: '2026-11-26' }),
    );
    expect(window.location.search).toContain('periodo=personalizado&de=2026-11-01&ate=2026-11-26');
  });

  it('reads its filters back from the address on a reload, with the date shown for a longer period', async () => {
    const { api } = openSales('/?periodo=7-dias&situacao=canceladas', {
      sales: () => salesPage(today, { from: '2026-11-21', to: '2026-11-27' }),
    });
    const table = await screen.findByRole('table');
    expect(lastQuery(api)).toEqual({ from: '2026-11-21', to: '2026-11-27', status: 'canceled' });
    expect(screen.getByRole('radio', { name: 'Últimos 7 dias' })).toBeChecked();
    expect(screen.getByLabelText('Situação')).toHaveDisplayValue('Canceladas');
    expect(screen.getByText('De 21/11/2026 a 27/11/2026')).toBeVisible();
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Data e hora');
    expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('27/11/2026, 11:32:07');
  });

  it('says a period the API would refuse, without asking it', async () => {
    const { api } = openSales('/?periodo=personalizado&de=2026-11-20&ate=2026-11-10');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Período inválido: a data final deve ser igual ou posterior à inicial, em até 366 dias.',
    );
    expect(api.callsTo('GET', 'shop/sales')).toHaveLength(0);
  });

  it('loads the next page after the last cursor, keeping the first rows and the totals', async () => {
    const later = sale({ at: '2026-11-27T11:00:00.000Z', customerFirstName: 'Ana' });
    const { api, user } = openSales('/', {
      sales: ({ query }) =>
        query.get('cursor') === null
          ? salesPage(today, { nextCursor: today[2]!.cursor })
          : salesPage([later], { totals: totalsOf({ count: 999 }) }),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('cell', { name: 'Ana' })).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(lastQuery(api)).toEqual({ cursor: today[2]!.cursor });
    expect(screen.getByText('Fim das vendas do período.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Totais do período' })).toHaveTextContent('Vendas3');
  });

  it('says when the period has no sales', async () => {
    openSales('/?periodo=ontem', {
      sales: () =>
        salesPage([], {
          from: '2026-11-26',
          totals: totalsOf({
            count: 0,
            grossCents: 0,
            canceledCents: 0,
            refundedCents: 0,
            netCents: 0,
          }),
        }),
    });
    expect(await screen.findByText('Nenhuma venda neste período.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('gives a cashier today only: no period controls, whatever the address says', async () => {
    const yesterday = sale({ at: '2026-11-26T20:00:00.000Z' });
    const { api, user } = openSales('/?periodo=30-dias', {
      role: 'cashier',
      sales: () => salesPage([today[0]!, yesterday]),
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('group', { name: 'Período' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('No caixa, o portal mostra as vendas de hoje.')).toBeVisible();
    expect(lastQuery(api)).toEqual({});
    // A cashier refunds today's sales only.
    expect(screen.getAllByRole('button', { name: /^Estornar a venda/u })).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Situação'), 'Aprovadas');
    await vi.waitFor(() => expect(lastQuery(api)).toEqual({ status: 'approved' }));
  });

  it('exports the same filters as CSV with the bearer, saved under the name the server gives', async () => {
    const { api, user } = openSales('/?periodo=ontem&situacao=aprovadas');
    const exports: FakeCall[] = [];
    const saved: { name: string; type: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:vendas');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, type: this.href });
    });
    const fetchCsv = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (!url.pathname.endsWith('/shop/sales/export')) return fetchCsv(input, init);
      exports.push({
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: undefined,
        authorization: new Headers(init.headers).get('authorization'),
      });
      return Promise.resolve(
        new Response('\uFEFFData;Valor\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="vendas-padaria-central-2026-11-26.csv"',
          },
        }),
      );
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() =>
      expect(saved).toEqual([
        { name: 'vendas-padaria-central-2026-11-26.csv', type: 'blob:vendas' },
      ]),
    );
    expect(Object.fromEntries(exports[0]!.query)).toEqual({
      from: '2026-11-26',
      to: '2026-11-26',
      status: 'approved',
    });
    expect(exports[0]!.authorization).toBe('Bearer rosto_shop_owner');
    expect(api.callsTo('GET', 'shop/sales')).toHaveLength(1);
  });
});
