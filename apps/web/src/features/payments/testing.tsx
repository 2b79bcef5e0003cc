// For the payments screens' tests: a fake API (transactions by query, the
// place's location, support references) and the screens mounted under their
// real paths, entered with a history of their own.
import type { Transaction } from '@rosto/contract/schemas/transactions';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { json } from '../../testing/responses';
import type { FetchMock } from '../../testing/routes';
import { testProfile } from '../../testing/profile';
import { PaymentHelpRoute } from './routes/payment-help';
import { PaymentLayout } from './routes/payment-layout';
import { PaymentMapRoute } from './routes/payment-map';
import { PaymentsRoute } from './routes/payments-list';
import { ReceiptRoute } from './routes/receipt';

type Answer = Response | Promise<Response>;

export interface FakePaymentsApi {
  /** GET user/transactions, by its query. */
  transactions?: (query: URLSearchParams) => Answer;
  /** GET user/place/{id}/google-place-details. */
  place?: (placeId: string) => Answer;
}

/** A São Paulo location (Av. Paulista). */
export const PAULISTA = { lat: -23.5614, lng: -46.6559 };

export const placeAt = (location: { lat: number; lng: number }) =>
  json(200, { data: { geometry: { location } } });

/** Answers the receipt's read by id with `transaction` (and nothing for other ids). */
export const byId =
  (...transactions: Transaction[]) =>
  (query: URLSearchParams) =>
    json(200, { data: transactions.filter((item) => item.id === query.get('id')) });

export function fakePaymentsApi(fetchMock: FetchMock, api: FakePaymentsApi) {
  fetchMock.mockImplementation((input) => {
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://localhost',
    );
    const path = url.pathname.replace(/^\/api\//u, '');
    if (path === 'user/transactions' && api.transactions) {
      return Promise.resolve(api.transactions(url.searchParams));
    }
    const place = /^user\/place\/([^/]+)\/google-place-details$/u.exec(path);
    if (place && api.place) return Promise.resolve(api.place(decodeURIComponent(place[1]!)));
    if (path === 'support/references') {
      return Promise.resolve(
        json(201, {
          data: { reference: '7KQ2-M9XD-4RTB-H0WC-8ZNE', expiresAt: '2099-01-01T00:00:00Z' },
        }),
      );
    }
    return Promise.resolve(json(404, { statusCode: 404, error: 'x', message: 'NOT_FOUND' }));
  });
}

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where" data-state={JSON.stringify(location.state)}>
      {location.pathname}
    </output>
  );
}

/**
 * The payments list, the receipt and its tabs at their paths; anything else
 * is a marker of where navigation went (`where()` of testing/routes).
 */
export function renderPayments(options: {
  entries: (string | { pathname: string; state: unknown })[];
  profile?: UserProfile;
}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(['user', 'profile'], options.profile ?? testProfile());
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={options.entries} initialIndex={options.entries.length - 1}>
        <Routes>
          <Route path={paths.payments.path} element={<PaymentsRoute />} />
          <Route path={paths.payment.path} element={<PaymentLayout />}>
            <Route index element={<ReceiptRoute />} />
            <Route path={paths.paymentMap.path} element={<PaymentMapRoute />} />
            <Route path={paths.paymentHelp.path} element={<PaymentHelpRoute />} />
          </Route>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...view };
}
