import type { Reconciliation } from '@rosto/contract/schemas/shop-portal';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, type FakeCall, fakeApi, ok, refusal } from '../../../../test/fake-api';
import { usePortalStore } from '../../../lib/portal-store';
import { renderPortal } from '../../../test/render-portal';
import { shopMeOf, signedInAs } from '../../../test/shop-fixtures';

beforeEach(() => {
  // 01:30 in São Paulo on the 27th: yesterday is the 26th there (not UTC's 27th - 1).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T04:30:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/gu, ' ');

const run = (trigger: 'job' | 'button', checked = 42): Reconciliation['run'] => ({
  id: 'c0ffee00-1111-4222-8333-444455556666',
  trigger,
  checked,
  startedAt: '2026-11-27T06:00:00.000Z',
  finishedAt: '2026-11-27T06:00:04.000Z',
});

const differences: Reconciliation['differences'] = [
  {
    kind: 'missing_at_gateway',
    saleId: '7c9e6679-7425-40de-944b-000000000001',
    terminalPaymentId: null,
    gatewayPaymentId: null,
    expectedCents: 5_000,
    gatewayCents: null,
  },
  {
    kind: 'amount_mismatch',
    saleId: '7c9e6679-7425-40de-944b-000000000002',
    terminalPaymentId: null,
    gatewayPaymentId: 'a1b2c3d4-0000-4000-8000-000000000002',
    expectedCents: 2_345,
    gatewayCents: 2_000,
  },
  {
    kind: 'capture_without_transaction',
    saleId: null,
    terminalPaymentId: '5e4d3c2b-1a09-4876-9543-000000000003',
    gatewayPaymentId: 'a1b2c3d4-0000-4000-8000-000000000003',
    expectedCents: null,
    gatewayCents: 1_200,
  },
];

type Handlers = Record<string, (call: FakeCall) => FakeAnswer>;

function openReconciliation(path = '/conciliacao', handlers: Handlers = {}) {
  signedInAs('owner');
  const api = fakeApi({
    'GET shop/me': () => shopMeOf('owner'),
    'GET shop/reconciliation': ({ query }) =>
      ok({ day: query.get('day'), run: null, differences: [] }),
    ...handlers,
  });
  renderPortal(path);
  return { api, user: userEvent.setup() };
}

describe('the reconciliation page', () => {
  it("opens on São Paulo's yesterday and says when no reconciliation of it ran yet", async () => {
    const { api } = openReconciliation();
    expect(await screen.findByRole('heading', { name: 'Conciliação', level: 1 })).toBeVisible();
    expect(screen.getByLabelText('Dia')).toHaveValue('2026-11-26');
    expect(screen.getByLabelText('Dia')).toHaveAttribute('max', '2026-11-27');
    expect(await screen.findByText('Nenhuma conciliação deste dia ainda')).toBeVisible();
    expect(api.callsTo('GET', 'shop/reconciliation')[0]?.query.get('day')).toBe('2026-11-26');
  });

  it('shows the latest run and each difference in words, with both amounts', async () => {
    openReconciliation('/conciliacao', {
      'GET shop/reconciliation': () => ok({ day: '2026-11-26', run: run('job'), differences }),
    });
    const section = await screen.findByRole('region', {
      name: 'Última conciliação: 26/11/2026',
    });
    const facts = within(section)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Quando: 27/11/2026, 03:00:04',
      'Por: Processo diário',
      'Comparados: 42 pagamentos',
    ]);
    expect(within(section).getByRole('heading', { name: '3 diferenças' })).toBeVisible();
    const table = within(section).getByRole('table', {
      name: 'Diferenças entre as vendas e a operadora',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => plain(cell.textContent))),
    ).toEqual([
      [
        'Cobrada aqui, não na operadora',
        'Venda7c9e6679-7425-40de-944b-000000000001',
        '—',
        'R$ 50,00',
        '—',
      ],
      [
        'Valores diferentes',
        'Venda7c9e6679-7425-40de-944b-000000000002',
        'a1b2c3d4-0000-4000-8000-000000000002',
        'R$ 23,45',
        'R$ 20,00',
      ],
      [
        'Cobrada na operadora sem venda aqui',
        'Pagamento no caixa5e4d3c2b-1a09-4876-9543-000000000003',
        'a1b2c3d4-0000-4000-8000-000000000003',
        '—',
        'R$ 12,00',
      ],
    ]);
  });

  it('says all matches when a run found no difference', async () => {
    openReconciliation('/conciliacao', {
      'GET shop/reconciliation': () =>
        ok({ day: '2026-11-26', run: run('job', 1), differences: [] }),
    });
    expect(await screen.findByText('Tudo confere')).toBeVisible();
    expect(screen.getByText('1 pagamento')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for the day chosen, kept in the address', async () => {
    const { api } = openReconciliation();
    // A date box takes its day whole (as the browser's picker gives it).
    fireEvent.change(await screen.findByLabelText('Dia'), { target: { value: '2026-11-20' } });
    await vi.waitFor(() =>
      expect(api.callsTo('GET', 'shop/reconciliation').at(-1)?.query.get('day')).toBe('2026-11-20'),
    );
    expect(window.location.search).toBe('?dia=2026-11-20');
  });

  it('reconciles the day now and shows what it found', async () => {
    const { api, user } = openReconciliation('/conciliacao?dia=2026-11-20', {
      'POST shop/reconciliation': ({ body }) =>
        ok({
          day: (body as { day: string }).day,
          run: run('button', 7),
          differences: differences.slice(1, 2),
        }),
    });
    await screen.findByText('Nenhuma conciliação deste dia ainda');
    await user.click(screen.getByRole('button', { name: 'Conciliar agora' }));
    expect(await screen.findByText('Conciliação feita: 1 diferença.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.callsTo('POST', 'shop/reconciliation')[0]?.body).toEqual({ day: '2026-11-20' });
    expect(screen.getByText('Botão "Conciliar agora"')).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Valores diferentes' })).toBeVisible();
    expect(screen.queryByText('Nenhuma conciliação deste dia ainda')).toBeNull();
  });

  it('says a run with nothing different all matches, in English when chosen', async () => {
    usePortalStore.getState().setLanguage('en');
    const { user } = openReconciliation('/conciliacao', {
      'POST shop/reconciliation': () =>
        ok({ day: '2026-11-26', run: run('button', 0), differences: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reconcile now' }));
    expect(await screen.findByText('Reconciled: all matches.')).toBeVisible();
    expect(screen.getByText('All matches')).toBeVisible();
    expect(screen.getByText('No payments')).toBeVisible();
  });

  it("says a failed load's catalogue text, with a retry", async () => {
    const { user } = openReconciliation('/conciliacao', {
      'GET shop/reconciliation': () => refusal(400, 'SHOP_SALES_PERIOD_INVALID'),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Período inválido/u);
    expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
  });
});
