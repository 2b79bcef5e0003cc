// The shared payments list (docs/spec/wallet-checklist.md §2 "Payments list"): a heading per São
// Paulo day (Hoje, Ontem, the date), a list under each, and rows with the
// place, the card, the amount without its minus, the time (relative today)
// and the canceled badge; each row opens its receipt saying where it was.
import type { Transaction } from '@rosto/contract/schemas/transactions';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { testTransaction } from '../../lib/transactions/testing';
import { setupI18n } from '../../testing/setup-i18n';
import { TransactionDayList } from './transaction-day-list';

/** 15:00 on 10 March 2026 in São Paulo. */
const NOW = new Date('2026-03-10T18:00:00Z');

function Receipt() {
  const location = useLocation();
  return (
    <output data-testid="receipt" data-state={JSON.stringify(location.state)}>
      {location.pathname}
    </output>
  );
}

function renderList(
  transactions: Transaction[],
  options: { at?: string; headingLevel?: 2 | 3 } = {},
) {
  const at = options.at ?? '/pagamentos';
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          path={at}
          element={
            <TransactionDayList transactions={transactions} headingLevel={options.headingLevel} />
          }
        />
        <Route path="/pagamentos/:id" element={<Receipt />} />
      </Routes>
    </MemoryRouter>,
  );
}

const rowsUnder = (heading: string) =>
  within(screen.getByRole('list', { name: heading })).getAllByTestId('transaction-row');

describe('TransactionDayList', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await changeLanguage('pt-BR');
  });

  it('a heading per São Paulo day, newest first: Hoje, Ontem, then the date', () => {
    renderList([
      testTransaction({ createdAt: '2026-03-08T13:20:00Z' }),
      testTransaction({ createdAt: '2026-03-10T17:55:00Z' }),
      // 23:30 on the 9th in São Paulo, though already the 10th in UTC.
      testTransaction({ createdAt: '2026-03-10T02:30:00Z' }),
      testTransaction({ createdAt: '2026-03-10T12:00:00Z' }),
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Hoje',
      'Ontem',
      '8 de março de 2026',
    ]);
    expect(rowsUnder('Hoje')).toHaveLength(2);
    expect(rowsUnder('Ontem')).toHaveLength(1);
    expect(rowsUnder('8 de março de 2026')).toHaveLength(1);
  });

  it("a row: place, card, amount without the minus, today's relative time", () => {
    renderList([testTransaction({ createdAt: '2026-03-10T17:55:00Z', amount: '-R$ 23,90' })]);
    const [row] = rowsUnder('Hoje');
    expect(row).toHaveTextContent(/^Padaria Sol Visa •••• 1111 R\$ 23,90 há 5 minutos$/u);
    expect(row).not.toHaveTextContent('-');
    expect(within(row!).getByText('há 5 minutos')).toHaveAttribute(
      'datetime',
      '2026-03-10T17:55:00Z',
    );
  });

  it('other days show the clock time, 24-hour in pt-BR', () => {
    renderList([testTransaction({ createdAt: '2026-03-09T17:05:00Z' })]);
    expect(rowsUnder('Ontem')[0]).toHaveTextContent(/14:05$/u);
  });

  it('a canceled payment shows the "Cancelado" badge; a successful one none', () => {
    renderList([
      testTransaction({
        place: { ...testTransaction().place, name: 'Cancelada' },
        status: 'CANCELED',
        canceledAt: '2026-03-10T17:00:00Z',
        createdAt: '2026-03-10T16:00:00Z',
      }),
      testTransaction({
        place: { ...testTransaction().place, name: 'Paga' },
        createdAt: '2026-03-10T15:00:00Z',
      }),
    ]);
    const [canceled, paid] = rowsUnder('Hoje');
    expect(within(canceled!).getByText('Cancelado')).toHaveAttribute('data-badge', 'canceled');
    expect(canceled).toHaveAttribute('data-canceled', 'true');
    expect(within(paid!).queryByText('Cancelado')).toBeNull();
  });

  it('a payment without a card says so', () => {
    renderList([testTransaction({ paymentMethod: null })]);
    expect(rowsUnder('Hoje')[0]).toHaveTextContent('Meio de pagamento não informado');
  });

  it('a row opens its receipt with where it was opened from as navigation state', () => {
    const transaction = testTransaction();
    renderList([transaction], { at: '/home' });
    const [row] = rowsUnder('Hoje');
    expect(row).toHaveAttribute('href', `/pagamentos/${transaction.id}`);
    fireEvent.click(row!);
    const receipt = screen.getByTestId('receipt');
    expect(receipt).toHaveTextContent(`/pagamentos/${transaction.id}`);
    expect(JSON.parse(receipt.dataset.state!)).toEqual({ from: '/home' });
  });

  it('headings one level lower where the screen asks (the home screen)', () => {
    renderList([testTransaction()], { headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Hoje' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('in English: Today, Yesterday, "5 minutes ago" and the 12-hour clock', async () => {
    await changeLanguage('en');
    renderList([
      testTransaction({ createdAt: '2026-03-10T17:55:00Z' }),
      testTransaction({ createdAt: '2026-03-09T17:05:00Z' }),
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Today',
      'Yesterday',
    ]);
    expect(rowsUnder('Today')[0]).toHaveTextContent(/R\$23\.90 5 minutes ago$/u);
    expect(rowsUnder('Yesterday')[0]).toHaveTextContent(/2:05 PM$/u);
  });
});
