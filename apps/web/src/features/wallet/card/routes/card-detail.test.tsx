// /carteira/{id}: a pre/post-paid card with its balance and statement (top-ups
// and purchases, dated with the app's formatter, canceled ones marked), a
// dependent card's titular, and a normal card's id sent on to its edit page.
import { errorMessage } from '@rosto/contract/errors';
import type { CreditItem, PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testProfile } from '../../../../testing/profile';
import { json, refused } from '../../../../testing/responses';
import type { FetchMock } from '../../../../testing/routes';
import { renderRoute, sentCalls, setUpRouteTests, where } from '../../../../testing/routes';
import { TEST_CARD_ID, validationTestCard } from '../../testing';
import { CardDetailRoute } from './card-detail';

const store = (overrides: Partial<PaymentMethod> = {}) =>
  validationTestCard({
    type: 'PADARIA_SOL_PRE_OR_POST_PAID_CARD',
    authorizer: 'PLACE',
    authorizerName: 'Cartão da loja',
    authorizerIcon: {
      single: '/authorizers/place-single.svg',
      disabled: '/authorizers/place-disabled.svg',
    },
    formattedOneLine: 'Padaria Sol',
    formattedTwoLineFirstLine: 'Padaria Sol',
    formattedTwoLineSecondLine: 'Padaria Sol',
    cardLastFourDigits: null,
    cardBrand: null,
    cardExpirationMonth: null,
    cardExpirationYear: null,
    cardMetadata: {
      cardName: 'Padaria Sol',
      lastFourDigits: null,
      placeName: 'Padaria Sol',
      placeCode: 'PADARIA_SOL',
      associateCode: null,
      retailerId: null,
      issuerColor: null,
    },
    product: 'PADARIA_SOL',
    validated: true,
    canBeValidated: false,
    validationEnabled: false,
    balanceCents: 5_000,
    ...overrides,
  });

const summary = {
  id: TEST_CARD_ID,
  type: 'PADARIA_SOL_PRE_OR_POST_PAID_CARD',
  alias: null,
  authorizer: 'PLACE',
  authorizerName: 'Cartão da loja',
  cardBrand: null,
  cardLastFourDigits: null,
  formattedOneLine: 'Padaria Sol',
} as const;

const credit = (overrides: Partial<CreditItem>): CreditItem => ({
  id: '7a1b2c3d-0000-4000-8000-000000000001',
  createdAt: '2025-03-10T15:30:00.000Z',
  canceled: false,
  addedCreditCents: 0,
  totalPriceCents: 0,
  paymentMethod: summary,
  client: null,
  ...overrides,
});

function fakeApi(
  fetchMock: FetchMock,
  options: { card: PaymentMethod | null; credits: () => Response },
) {
  fetchMock.mockImplementation((input) => {
    const url = input as string;
    if (url.includes('/api/user/payment-method/formatted')) {
      return Promise.resolve(json(200, { data: { data: options.card ? [options.card] : [] } }));
    }
    if (url.includes('/api/user/credits')) return Promise.resolve(options.credits());
    return Promise.reject(new TypeError('offline'));
  });
}

/** Where navigation went (the edit page ranks above /carteira/:id, as in the real router). */
function Here({ testId }: { testId: string }) {
  const location = useLocation();
  return (
    <output data-testid={testId} data-state={JSON.stringify(location.state)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

const renderDetail = () =>
  renderRoute({
    path: '/carteira/*',
    entry: `/carteira/${TEST_CARD_ID}`,
    element: (
      <Routes>
        <Route path="meio-pagamento" element={<Here testId="edit-page" />} />
        <Route path=":id" element={<CardDetailRoute />} />
        <Route path="*" element={<Here testId="where" />} />
      </Routes>
    ),
    profile: testProfile(),
  });

describe('CardDetailRoute', () => {
  const fetchMock = setUpRouteTests();

  it('a pre/post-paid card: the card, its balance and its statement', async () => {
    fakeApi(fetchMock, {
      card: store(),
      credits: () =>
        json(200, {
          data: [
            credit({
              id: '7a1b2c3d-0000-4000-8000-000000000002',
              createdAt: '2025-03-11T18:05:00.000Z',
              totalPriceCents: 2_590,
            }),
            credit({ addedCreditCents: 7_590 }),
            credit({
              id: '7a1b2c3d-0000-4000-8000-000000000003',
              createdAt: '2025-03-12T12:00:00.000Z',
              totalPriceCents: 1_000,
              canceled: true,
            }),
          ],
        }),
    });
    renderDetail();
    expect(await screen.findByTestId('card-face')).toHaveTextContent('Padaria Sol');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cartão da loja');
    expect(screen.getByTestId('card-balance').textContent).toBe('R$\u00a050,00');

    const statement = await screen.findByRole('list', { name: 'Extrato' });
    const items = within(statement).getAllByTestId('credit');
    expect(items.map((item) => item.textContent)).toEqual([
      'Compra11 de março de 2025 às 15:05− R$\u00a025,90',
      'Recarga10 de março de 2025 às 12:30+ R$\u00a075,90',
      'Compra12 de março de 2025 às 09:00Cancelada− R$\u00a010,00',
    ]);
    expect(items[2]).toHaveAttribute('data-canceled', 'true');
    expect(items[0]).not.toHaveAttribute('data-canceled');
    expect(within(items[1]!).getByText(/10 de março/)).toHaveAttribute(
      'datetime',
      '2025-03-10T15:30:00.000Z',
    );
    expect(sentCalls(fetchMock).map(({ call }) => call)).toContain(
      `GET user/credits?paymentMethodId=${TEST_CARD_ID}`,
    );
    // Read-only: a product card is neither edited nor deleted here.
    expect(screen.queryByRole('button', { name: 'Excluir cartão' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('the balance comes from the read with includeBalance', async () => {
    fakeApi(fetchMock, { card: store(), credits: () => json(200, { data: [] }) });
    renderDetail();
    await screen.findByTestId('card-face');
    const read = sentCalls(fetchMock).find(({ call }) => call.includes('formatted'))!;
    expect(new URLSearchParams(read.call.split('?')[1]).get('includeBalance')).toBe('true');
    expect(await screen.findByText('Ainda não há movimentações neste cartão.')).toBeInTheDocument();
  });

  it("a dependent card: the titular's name on the card and the client on its items", async () => {
    fakeApi(fetchMock, {
      card: store({ isDependent: true, titularName: 'João Souza' }),
      credits: () => json(200, { data: [credit({ addedCreditCents: 100, client: 'João Souza' })] }),
    });
    renderDetail();
    expect(await screen.findByTestId('card-face')).toHaveTextContent('Titular: João Souza');
    expect(await screen.findByTestId('credit')).toHaveTextContent('Para João Souza');
  });

  it('a statement that fails to load: an alert with the catalogue text and a retry', async () => {
    let fail = true;
    fakeApi(fetchMock, {
      card: store(),
      credits: () =>
        fail
          ? refused(503, 'CARD_PROVIDER_UNAVAILABLE')
          : json(200, { data: [credit({ addedCreditCents: 100 })] }),
    });
    renderDetail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o extrato.');
    await waitFor(() =>
      expect(alert).toHaveTextContent(errorMessage('CARD_PROVIDER_UNAVAILABLE', 'pt-BR')),
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('credit')).toHaveTextContent('Recarga');
  });

  it("a normal card's id goes on to its edit page, with the card", async () => {
    const visa = validationTestCard({ validated: true, canBeValidated: false });
    fakeApi(fetchMock, { card: visa, credits: () => json(200, { data: [] }) });
    renderDetail();
    const edit = await screen.findByTestId('edit-page');
    expect(edit).toHaveTextContent(`/carteira/meio-pagamento?id=${TEST_CARD_ID}`);
    expect(JSON.parse(edit.dataset.state!)).toEqual({ card: visa });
    expect(sentCalls(fetchMock).some(({ call }) => call.includes('credits'))).toBe(false);
  });

  it('a card that is not in the wallet: "Cartão não encontrado"', async () => {
    fakeApi(fetchMock, { card: null, credits: () => json(200, { data: [] }) });
    renderDetail();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cartão não encontrado'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Voltar para a carteira' }));
    await waitFor(() => expect(where()).toBe('/carteira'));
  });
});
