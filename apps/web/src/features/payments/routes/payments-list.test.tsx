// /pagamentos (docs/spec/wallet-checklist.md §2 "Payments list", §7): the day-grouped list, the
// skeleton, the empty illustration, paging by the last item's cursor (as the
// person scrolls, or by the "Carregar mais" button), and a failed read's
// snackbar with the error's text.
import { errorMessage } from '@rosto/contract/errors';
import type { Transaction } from '@rosto/contract/schemas/transactions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSnackbars, getSnackbars } from '../../../lib/snackbar';
import { testTransaction } from '../../../lib/transactions/testing';
import { json, refused } from '../../../testing/responses';
import { sentCalls, setUpRouteTests } from '../../../testing/routes';
import { fakePaymentsApi, renderPayments } from '../testing';

/** 15:00 on 10 March 2026 in São Paulo. */
const NOW = new Date('2026-03-10T18:00:00Z');

/** `count` payments, one a minute back from `start` (newest first, as the API answers). */
const payments = (count: number, start = Date.parse('2026-03-10T17:55:00Z')) =>
  Array.from({ length: count }, (_, index) =>
    testTransaction({ createdAt: new Date(start - index * 60_000).toISOString() }),
  );

const rows = () => screen.queryAllByTestId('transaction-row');
const loadMoreButton = () => screen.queryByRole('button', { name: 'Carregar mais' });
const calls = (fetchMock: Parameters<typeof sentCalls>[0]) =>
  sentCalls(fetchMock).map(({ call }) => call);

/** The first page, then each later page by the cursor it is asked with. */
function pagedApi(pages: Transaction[][]) {
  return (query: URLSearchParams) => {
    const cursor = query.get('cursor');
    const index =
      cursor === null
        ? 0
        : pages.findIndex((page, i) => i > 0 && pages[i - 1]!.at(-1)!.cursor === cursor);
    return json(200, { data: index < 0 ? [] : pages[index] });
  };
}

/** IntersectionObserver as the browser drives it: the test says when the sentinel shows. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      observers.splice(observers.indexOf(this), 1);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    /** The sentinel comes near the screen. */
    scrollToEnd() {
      for (const observer of [...observers]) {
        observer.callback(
          observer.targets.map((target) => ({ isIntersecting: true, target })) as never,
          observer as never,
        );
      }
    },
    count: () => observers.length,
  };
}

describe('PaymentsRoute', () => {
  const fetchMock = setUpRouteTests({ cleanUp: clearSnackbars });
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });

  it('titles the page and groups the payments by day under relative headings', async () => {
    fakePaymentsApi(fetchMock, {
      transactions: () =>
        json(200, {
          data: [
            testTransaction({ createdAt: '2026-03-10T17:55:00Z' }),
            testTransaction({ createdAt: '2026-03-09T17:05:00Z', status: 'CANCELED' }),
            testTransaction({ createdAt: '2026-03-02T12:00:00Z' }),
          ],
        }),
    });
    renderPayments({ entries: ['/pagamentos'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Hoje' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Hoje',
      'Ontem',
      '2 de março de 2026',
    ]);
    const [today] = within(screen.getByRole('list', { name: 'Hoje' })).getAllByTestId(
      'transaction-row',
    );
    expect(today).toHaveTextContent('há 5 minutos');
    expect(today).toHaveTextContent('R$ 23,90');
    expect(
      within(screen.getByRole('list', { name: 'Ontem' })).getByText('Cancelado'),
    ).toBeVisible();
    expect(calls(fetchMock)).toEqual(['GET user/transactions?_take=20']);
    // A short first page is all there is.
    expect(loadMoreButton()).toBeNull();
  });

  it('a skeleton while the first page loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPayments({ entries: ['/pagamentos'] });
    const skeleton = screen.getByTestId('transactions-skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(within(skeleton).getByText('Carregando seus pagamentos')).toBeInTheDocument();
    answer(json(200, { data: payments(1) }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByTestId('transactions-skeleton')).toBeNull();
  });

  it('no payments: the illustration and a short text, no list', async () => {
    fakePaymentsApi(fetchMock, { transactions: () => json(200, { data: [] }) });
    renderPayments({ entries: ['/pagamentos'] });
    const title = await screen.findByRole('heading', {
      level: 2,
      name: 'Nenhum pagamento por aqui',
    });
    const empty = title.closest('section')!;
    expect(empty.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(within(empty).getByText(/o pagamento aparece aqui/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('"Carregar mais" asks the next page with ?cursor=<last item cursor>, until a short page', async () => {
    const first = payments(20);
    const second = payments(20, Date.parse('2026-03-09T20:00:00Z'));
    const third = payments(3, Date.parse('2026-03-05T20:00:00Z'));
    fakePaymentsApi(fetchMock, { transactions: pagedApi([first, second, third]) });
    renderPayments({ entries: ['/pagamentos'] });
    await waitFor(() => expect(rows()).toHaveLength(20));

    fireEvent.click(loadMoreButton()!);
    await waitFor(() => expect(rows()).toHaveLength(40));
    fireEvent.click(loadMoreButton()!);
    await waitFor(() => expect(rows()).toHaveLength(43));
    expect(loadMoreButton()).toBeNull();
    expect(calls(fetchMock)).toEqual([
      'GET user/transactions?_take=20',
      `GET user/transactions?_take=20&cursor=${first.at(-1)!.cursor}`,
      `GET user/transactions?_take=20&cursor=${second.at(-1)!.cursor}`,
    ]);
    expect(screen.getByText('Mais pagamentos carregados.')).toBeInTheDocument();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observer = stubIntersectionObserver();
    const first = payments(20);
    fakePaymentsApi(fetchMock, {
      transactions: pagedApi([first, payments(2, Date.parse('2026-03-01T20:00:00Z'))]),
    });
    renderPayments({ entries: ['/pagamentos'] });
    await waitFor(() => expect(rows()).toHaveLength(20));
    await waitFor(() => expect(observer.count()).toBe(1));
    observer.scrollToEnd();
    await waitFor(() => expect(rows()).toHaveLength(22));
    expect(calls(fetchMock)[1]).toBe(
      `GET user/transactions?_take=20&cursor=${first.at(-1)!.cursor}`,
    );
    // Nothing more to load: nothing watches the end any more.
    expect(observer.count()).toBe(0);
  });

  it.each([
    [
      'a catalogue code: its text',
      () => refused(503, 'CARD_GATEWAY_UNAVAILABLE'),
      'CARD_GATEWAY_UNAVAILABLE',
    ],
    [
      'no answer: the network text',
      () => Promise.reject(new TypeError('offline')),
      'NETWORK_ERROR',
    ],
    [
      'an answer without a code: the generic unknown-error text',
      () => new Response('<html>', { status: 502 }),
      'UNKNOWN',
    ],
  ] as const)(
    'a failed first page shows a snackbar with the error text (%s) and a retry',
    async (_case, failure, code) => {
      fetchMock.mockImplementation(() => Promise.resolve(failure()));
      renderPayments({ entries: ['/pagamentos'] });
      await waitFor(() =>
        expect(getSnackbars()).toEqual([
          expect.objectContaining({ variant: 'error', message: errorMessage(code, 'pt-BR') }),
        ]),
      );
      expect(screen.getByText('Não foi possível carregar seus pagamentos.')).toBeInTheDocument();
      // Not mistaken for an empty list.
      expect(screen.queryByText('Nenhum pagamento por aqui')).toBeNull();
      fakePaymentsApi(fetchMock, { transactions: () => json(200, { data: payments(2) }) });
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      await waitFor(() => expect(rows()).toHaveLength(2));
    },
  );

  it('a failed next page: a snackbar, the loaded payments stay, the button tries again', async () => {
    const first = payments(20);
    let failNext = true;
    fakePaymentsApi(fetchMock, {
      transactions: (query) => {
        if (query.get('cursor') === null) return json(200, { data: first });
        if (failNext) return refused(500, 'UNKNOWN');
        return json(200, { data: payments(1, Date.parse('2026-03-01T12:00:00Z')) });
      },
    });
    renderPayments({ entries: ['/pagamentos'] });
    await waitFor(() => expect(rows()).toHaveLength(20));
    fireEvent.click(loadMoreButton()!);
    await waitFor(() =>
      expect(getSnackbars()).toEqual([
        expect.objectContaining({ variant: 'error', message: errorMessage('UNKNOWN', 'pt-BR') }),
      ]),
    );
    expect(rows()).toHaveLength(20);
    failNext = false;
    fireEvent.click(loadMoreButton()!);
    await waitFor(() => expect(rows()).toHaveLength(21));
  });
});
