// /carteira: the spec's order and badges, dependents, the add button's rules
// (and its smaller form above 4 methods), the empty state, the skeleton, a
// failed read, and where a tap on a card goes.
import { errorMessage } from '@rosto/contract/errors';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n';
import { clearSnackbars, getSnackbars } from '../../../../lib/snackbar';
import { testProfile } from '../../../../testing/profile';
import { json, refused } from '../../../../testing/responses';
import type { FetchMock } from '../../../../testing/routes';
import {
  renderRoute,
  sentCalls,
  setUpRouteTests,
  where,
  whereState,
} from '../../../../testing/routes';
import { validationTestCard } from '../../testing';
import { WalletRoute } from './wallet-list';

let nextId = 0;
/** A card with its own id (a Visa ending 1111, validated, unless told). */
const card = (overrides: Partial<PaymentMethod> = {}): PaymentMethod =>
  validationTestCard({
    id: `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`,
    validated: true,
    canBeValidated: false,
    ...overrides,
  });

const named = (name: string, overrides: Partial<PaymentMethod> = {}) =>
  card({ formattedTwoLineFirstLine: name, alias: name, ...overrides });

const prePostPaid = (overrides: Partial<PaymentMethod> = {}) =>
  card({
    type: 'PADARIA_SOL_PRE_OR_POST_PAID_CARD',
    authorizer: 'PLACE',
    authorizerName: 'Cartão da loja',
    authorizerIcon: {
      single: '/authorizers/place-single.svg',
      disabled: '/authorizers/place-disabled.svg',
    },
    formattedTwoLineFirstLine: 'Padaria Sol',
    formattedTwoLineSecondLine: 'Padaria Sol',
    cardLastFourDigits: null,
    cardBrand: null,
    product: 'PADARIA_SOL',
    validationEnabled: false,
    balanceCents: 5000,
    ...overrides,
  });

const answerList = (fetchMock: FetchMock, cards: PaymentMethod[]) =>
  fetchMock.mockImplementation(() => Promise.resolve(json(200, { data: { data: cards } })));

const allowed = (overrides: Partial<UserProfile> = {}) =>
  testProfile({ blocked: false, allowAddPaymentStatus: 'AUTO_APPROVED', ...overrides });

function renderWallet(profile: UserProfile = allowed()) {
  return renderRoute({ path: '/carteira', element: <WalletRoute />, profile });
}

const rows = async () => {
  const list = await screen.findByRole('list', { name: 'Seus cartões' });
  return within(list).getAllByTestId('payment-method-row');
};
const firstLines = async () =>
  (await rows()).map((row) => row.querySelector('span span')?.textContent);
const addButtons = () => screen.queryAllByRole('link', { name: 'Adicionar cartão' });

describe('WalletRoute', () => {
  const fetchMock = setUpRouteTests({ cleanUp: clearSnackbars });

  it('reads the list newest first, with no deleted cards, and titles the page', async () => {
    answerList(fetchMock, [card()]);
    renderWallet();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Meios de pagamento' }),
    ).toBeInTheDocument();
    await rows();
    const [read] = sentCalls(fetchMock);
    expect(read?.call).toMatch(/^GET user\/payment-method\/formatted\?/u);
    const query = new URLSearchParams(read!.call.split('?')[1]);
    expect(Object.fromEntries(query)).toMatchObject({ _sort: 'createdAt', _order: 'DESC' });
    expect(query.get('includeDeleted')).toBeNull();
  });

  it('in English the list is titled in the plural, as it holds several cards (issue 29)', async () => {
    await changeLanguage('en');
    try {
      answerList(fetchMock, [card()]);
      renderWallet();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Payment methods' }),
      ).toBeInTheDocument();
    } finally {
      await changeLanguage('pt-BR');
    }
  });

  it('orders product cards, valid, pending, invalid, then pre/post-paid (API order within a group)', async () => {
    answerList(fetchMock, [
      prePostPaid({ formattedTwoLineFirstLine: 'Pré-pago' }),
      named('Recusado', { cardStatus: 'AUTO_REJECTED', validated: false }),
      named('Pendente', { validated: false, canBeValidated: true }),
      named('Válido 1'),
      named('Em análise', { cardStatus: 'WAITING_APPROVAL', validated: false }),
      named('Válido 2'),
      named('Produto', { product: 'MERCADO_AZUL', type: 'CREDIT_CARD' }),
      named('Sem validação', { validated: false, canBeValidated: false }),
    ]);
    renderWallet();
    expect(await firstLines()).toEqual([
      'Produto',
      'Válido 1',
      'Válido 2',
      'Pendente',
      'Em análise',
      'Recusado',
      'Sem validação',
      'Pré-pago',
    ]);
  });

  it('badges: in analysis, not validated (rejected or not validatable), pending validation, blocked', async () => {
    answerList(fetchMock, [
      named('A', { cardStatus: 'WAITING_APPROVAL', validated: false }),
      named('B', { cardStatus: 'MANUAL_REJECTED', validated: false }),
      named('C', { cardStatus: 'AUTO_REJECTED', validated: false }),
      named('D', { validated: false, canBeValidated: true }),
      named('E'),
      named('F', { deleted: true, cardStatus: 'DELETED' }),
    ]);
    renderWallet();
    const badgeOf = async (name: string) =>
      (await rows()).find((row) => row.textContent?.startsWith(name))?.querySelector('[data-badge]')
        ?.textContent ?? null;
    expect(await badgeOf('A')).toBe('Em análise');
    expect(await badgeOf('B')).toBe('Não validado');
    expect(await badgeOf('C')).toBe('Não validado');
    expect(await badgeOf('D')).toBe('Validação pendente');
    expect(await badgeOf('E')).toBeNull();
    expect(await badgeOf('F')).toBe('Bloqueado');
    // A blocked card shows the authorizer's greyed-out icon.
    const blocked = (await rows()).find((row) => row.textContent?.startsWith('F'))!;
    expect(blocked.querySelector('img')).toHaveAttribute('src', '/authorizers/visa-disabled.svg');
    expect(blocked).toHaveAttribute('data-blocked', 'true');
  });

  it('shows both lines and, for a dependent card, the titular', async () => {
    answerList(fetchMock, [
      card({ formattedTwoLineFirstLine: 'Visa', formattedTwoLineSecondLine: '•••• 4242' }),
      prePostPaid({ isDependent: true, titularName: 'João Souza' }),
    ]);
    renderWallet();
    const [visa, dependent] = await rows();
    expect(visa).toHaveTextContent('Visa •••• 4242');
    expect(visa).not.toHaveTextContent('Titular');
    // The brand icon is not read out twice when the first line already names it.
    expect(visa!.querySelector('img')).toHaveAttribute('alt', '');
    // Its place is said once, though both lines of the API name it.
    expect(dependent).toHaveTextContent(/^Padaria Sol Titular: João Souza$/u);
  });

  it.each([
    ['AUTO_APPROVED', false, true],
    ['MANUAL_APPROVED', false, true],
    ['WAITING_APPROVAL', false, true],
    ['MANUAL_REJECTED', false, false],
    ['AUTO_REJECTED', false, false],
    [null, false, false],
    ['AUTO_APPROVED', true, false],
  ] as const)(
    'the add button with payment status %s and blocked=%s: shown=%s',
    async (status, blocked, shown) => {
      answerList(fetchMock, [card()]);
      renderWallet(allowed({ allowAddPaymentStatus: status, blocked }));
      await rows();
      expect(addButtons()).toHaveLength(shown ? 1 : 0);
      if (shown) expect(addButtons()[0]).toHaveAttribute('href', '/carteira/adicionar');
    },
  );

  it('a full add button up to 4 methods, the smaller one above 4', async () => {
    answerList(fetchMock, [card(), card(), card(), card()]);
    const first = renderWallet();
    await rows();
    expect(addButtons()).toHaveLength(1);
    expect(addButtons()[0]).toHaveAttribute('data-size', 'full');
    expect(addButtons()[0]).toHaveTextContent('Adicionar cartão');
    first.unmount();

    answerList(fetchMock, [card(), card(), card(), card(), prePostPaid()]);
    renderWallet();
    await rows();
    expect(addButtons()).toHaveLength(1);
    expect(addButtons()[0]).toHaveAttribute('data-size', 'compact');
    // Shorter text, same accessible name.
    expect(addButtons()[0]).toHaveTextContent(/^Adicionar$/u);
  });

  it('an empty wallet: a message and the add button', async () => {
    answerList(fetchMock, []);
    renderWallet();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sua carteira está vazia' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Adicione um cartão para pagar com o rosto/)).toBeInTheDocument();
    expect(addButtons()).toHaveLength(1);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('an empty wallet of a user who may not add: no button, and says why', async () => {
    answerList(fetchMock, []);
    renderWallet(allowed({ blocked: true }));
    await screen.findByRole('heading', { level: 2, name: 'Sua carteira está vazia' });
    expect(screen.getByText(/Assim que seu cadastro permitir/)).toBeInTheDocument();
    expect(addButtons()).toHaveLength(0);
  });

  it('a skeleton while the list loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWallet();
    const skeleton = screen.getByTestId('wallet-skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(within(skeleton).getByText('Carregando seus cartões')).toBeInTheDocument();
    expect(addButtons()).toHaveLength(0);
    answer(json(200, { data: { data: [card()] } }));
    await rows();
    expect(screen.queryByTestId('wallet-skeleton')).toBeNull();
  });

  it('a failed read: an error snackbar with the catalogue text, then a retry that works', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(refused(503, 'CARD_GATEWAY_UNAVAILABLE')));
    renderWallet();
    // The list is retried once (docs/spec/wallet-checklist.md §7) before it fails.
    await waitFor(
      () =>
        expect(getSnackbars()).toEqual([
          expect.objectContaining({
            variant: 'error',
            message: errorMessage('CARD_GATEWAY_UNAVAILABLE', 'pt-BR'),
          }),
        ]),
      { timeout: 4000 },
    );
    expect(screen.getByText('Não foi possível carregar seus cartões.')).toBeInTheDocument();
    // Not mistaken for an empty wallet.
    expect(screen.queryByText('Sua carteira está vazia')).toBeNull();
    answerList(fetchMock, [card()]);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await rows()).toHaveLength(1);
  });

  it('a normal card opens the edit page with the card as state; a pre/post-paid card its own page', async () => {
    const visa = card({ formattedTwoLineFirstLine: 'Meu Visa' });
    const store = prePostPaid();
    answerList(fetchMock, [visa, store]);
    const view = renderWallet();
    const [visaRow, storeRow] = await rows();
    expect(storeRow).toHaveAttribute('href', `/carteira/${store.id}`);
    fireEvent.click(visaRow!);
    await waitFor(() => expect(where()).toBe(`/carteira/meio-pagamento?id=${visa.id}`));
    expect(whereState()).toEqual({ card: visa });
    view.unmount();

    answerList(fetchMock, [visa, store]);
    renderWallet();
    fireEvent.click((await rows())[1]!);
    await waitFor(() => expect(where()).toBe(`/carteira/${store.id}`));
  });
});
