// /home: the banners and their links (with the demo stage's rule), the
// how-to slides for a user with no payment (6 of them, buttons, keys, dots
// and a swipe), the latest three payments with "Ver todos", the skeleton, the
// failure toast and the where-to-use banner. The API is a stubbed fetch.
import type { Transaction } from '@rosto/contract/schemas/transactions';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { setPartner } from '../../../lib/partner';
import { clearSnackbars, getSnackbars } from '../../../lib/snackbar';
import { testPartner } from '../../../testing/partner';
import { testProfile } from '../../../testing/profile';
import { json } from '../../../testing/responses';
import {
  type FetchMock,
  renderRoute,
  sentCalls,
  setUpRouteTests,
  where,
} from '../../../testing/routes';
import { HomeRoute } from './home';

// The slides' animations: the player is stubbed (its own test is home-lottie.test.tsx).
vi.mock('lottie-web/build/player/lottie_light', () => ({
  default: { loadAnimation: () => ({ destroy: () => undefined }) },
}));

let nextId = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`;

/** A payment at Padaria Sol (R$ 23,90 unless told), made `minutesAgo` before now. */
const payment = (place: string, minutesAgo: number, amount = '-R$ 23,90'): Transaction => {
  const id = uuid();
  return {
    id,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    status: 'SUCCESS',
    canceledAt: null,
    amountCents: 2390,
    refundedCents: 0,
    refundedAt: null,
    reversed: false,
    amount,
    place: { id: uuid(), name: place, googlePlaceId: null, address: null },
    paymentMethod: null,
    cursor: `cursor-${id}`,
  };
};

const aCard = { id: uuid() } as PaymentMethod;

/** A user with no banner due: e-mail validated, face approved, allowed to add cards. */
const settled = (overrides: Partial<UserProfile> = {}) =>
  testProfile({
    email: 'maria@example.com',
    isEmailValidated: true,
    scoreStatus: 'AUTO_APPROVED',
    blocked: false,
    allowAddPaymentStatus: 'AUTO_APPROVED',
    ...overrides,
  });

type Answer = () => Promise<Response>;

/** The API: the latest payments and the wallet's cards (a card unless told). */
function answer(
  fetchMock: FetchMock,
  {
    transactions = () => Promise.resolve(json(200, { data: [] })),
    cards = [aCard],
  }: { transactions?: Answer; cards?: PaymentMethod[] } = {},
) {
  fetchMock.mockImplementation((input) => {
    const url = input as string;
    if (url.includes('/user/transactions')) return transactions();
    if (url.includes('/user/payment-method/formatted'))
      return Promise.resolve(json(200, { data: { data: cards } }));
    return Promise.reject(new Error(`unexpected call ${url}`));
  });
}

const payments =
  (items: Transaction[]): Answer =>
  () =>
    Promise.resolve(json(200, { data: items }));

function renderHome(profile: UserProfile = settled()) {
  return renderRoute({ path: '/home', element: <HomeRoute />, profile });
}

const bannerList = () => screen.queryByRole('region', { name: 'Avisos' });
const bannerTitles = () =>
  within(bannerList() ?? document.createElement('div'))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const slide = () => screen.getByRole('group', { name: /de 6$/u });

describe('HomeRoute', () => {
  const fetchMock = setUpRouteTests({ cleanUp: clearSnackbars });
  const stage = { isDemo: env.isDemo };
  afterEach(() => {
    env.isDemo = stage.isDemo;
    setPartner(null);
  });

  it('greets the user by first name and asks the latest three payments (_take=3&_skip=0)', async () => {
    answer(fetchMock, { transactions: payments([payment('Padaria Sol', 5)]) });
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Olá, Maria' })).toBeInTheDocument();
    await screen.findByTestId('transaction-row');
    const read = sentCalls(fetchMock).find(({ call }) => call.startsWith('GET user/transactions'));
    const query = new URLSearchParams(read?.call.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ _take: '3', _skip: '0' });
  });

  describe('latest payments', () => {
    it('lists the three newest with the shared rows, each opening its receipt', async () => {
      const newest = payment('Padaria Sol', 5, '-R$ 23,90');
      const [second, third] = [payment('Mercado Azul', 30), payment('Café Lua', 90)];
      answer(fetchMock, { transactions: payments([newest, second, third]) });
      renderHome();
      const section = await screen.findByRole('region', { name: 'Últimos pagamentos' });
      const rows = await within(section).findAllByTestId('transaction-row');
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringContaining('Padaria Sol'),
        expect.stringContaining('Mercado Azul'),
        expect.stringContaining('Café Lua'),
      ]);
      // The amount without its minus (the shared row's rule).
      expect(rows[0]).toHaveTextContent('R$ 23,90');
      expect(rows[0]).not.toHaveTextContent('-R$');
      expect(rows[0]).toHaveAttribute('href', `/pagamentos/${newest.id}`);
      expect(screen.queryByRole('region', { name: 'Como usar' })).not.toBeInTheDocument();
    });

    it('"Ver todos" opens /pagamentos when the partner shows payments, and is absent otherwise', async () => {
      answer(fetchMock, { transactions: payments([payment('Padaria Sol', 5)]) });
      const first = renderHome();
      const seeAll = await screen.findByRole('link', { name: /^Ver todos/u });
      expect(seeAll).toHaveTextContent('Ver todos');
      await userEvent.click(seeAll);
      expect(where()).toBe('/pagamentos');
      first.unmount();

      // Padaria Sol's app has no payments tab: the rows stay, the link goes.
      setPartner(testPartner({ views: ['home', 'wallet', 'profile'] }));
      renderHome();
      await screen.findByTestId('transaction-row');
      expect(screen.queryByRole('link', { name: /^Ver todos/u })).not.toBeInTheDocument();
    });

    it('shows a skeleton while the payments load', async () => {
      let finish: (response: Response) => void = () => undefined;
      answer(fetchMock, {
        transactions: () => new Promise<Response>((resolve) => (finish = resolve)),
      });
      renderHome();
      const section = screen.getByRole('region', { name: 'Últimos pagamentos' });
      expect(within(section).getByTestId('transactions-skeleton')).toBeInTheDocument();
      expect(within(section).getByRole('status')).toHaveAttribute('aria-busy', 'true');
      finish(json(200, { data: [payment('Padaria Sol', 5)] }));
      await within(section).findByTestId('transaction-row');
      expect(within(section).queryByTestId('transactions-skeleton')).not.toBeInTheDocument();
    });

    it('a failed read shows the toast "Ocorreu um erro ao buscar as últimas transações." and no slides', async () => {
      answer(fetchMock, { transactions: () => Promise.reject(new TypeError('offline')) });
      renderHome();
      await waitFor(() =>
        expect(getSnackbars()).toEqual([
          expect.objectContaining({
            message: 'Ocorreu um erro ao buscar as últimas transações.',
            variant: 'error',
          }),
        ]),
      );
      expect(screen.queryByRole('region', { name: 'Últimos pagamentos' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Como usar' })).not.toBeInTheDocument();
    });
  });

  describe('banners', () => {
    it('no e-mail: "Cadastre seu e-mail", linking to /editar-conta', async () => {
      answer(fetchMock);
      renderHome(settled({ email: null, isEmailValidated: false }));
      expect(bannerTitles()).toEqual(['Cadastre seu e-mail']);
      await userEvent.click(within(bannerList()!).getByRole('link', { name: 'Cadastrar e-mail' }));
      expect(where()).toBe('/editar-conta');
    });

    it('the demo stage hides the missing-e-mail banner', () => {
      env.isDemo = true;
      answer(fetchMock);
      renderHome(settled({ email: null, isEmailValidated: false }));
      expect(screen.getByRole('heading', { level: 1, name: 'Olá, Maria' })).toBeInTheDocument();
      expect(bannerList()).not.toBeInTheDocument();
      expect(screen.queryByText('Cadastre seu e-mail')).not.toBeInTheDocument();
    });

    it('an e-mail not validated: "Confirme seu e-mail" with the address, linking to /editar-conta', async () => {
      answer(fetchMock);
      renderHome(settled({ isEmailValidated: false }));
      expect(bannerTitles()).toEqual(['Confirme seu e-mail']);
      expect(bannerList()).toHaveTextContent('maria@example.com');
      await userEvent.click(within(bannerList()!).getByRole('link', { name: 'Confirmar e-mail' }));
      expect(where()).toBe('/editar-conta');
    });

    it('a face under review (WAITING_APPROVAL): "Seu rosto está em análise", a notice with no link', () => {
      answer(fetchMock);
      renderHome(settled({ scoreStatus: 'WAITING_APPROVAL' }));
      expect(bannerTitles()).toEqual(['Seu rosto está em análise']);
      expect(within(bannerList()!).queryByRole('link')).not.toBeInTheDocument();
    });

    it('an empty wallet and the right to add: "Adicione um cartão", linking to /carteira/adicionar', async () => {
      answer(fetchMock, { cards: [] });
      const { client } = renderHome();
      await screen.findByRole('heading', { level: 3, name: 'Adicione um cartão' });
      // The wallet list's own cache entry: the wallet screen reads it without a new call.
      expect(client.getQueryData(['user', 'wallet', 'payment-methods', false])).toEqual([]);
      await userEvent.click(within(bannerList()!).getByRole('link', { name: 'Adicionar cartão' }));
      expect(where()).toBe('/carteira/adicionar');
    });

    it('no add-card banner with a card in the wallet, or without the right to add (no wallet read then)', async () => {
      answer(fetchMock, { cards: [aCard] });
      const first = renderHome();
      await waitFor(() =>
        expect(sentCalls(fetchMock).some(({ call }) => call.includes('payment-method'))).toBe(true),
      );
      await screen.findByRole('region', { name: 'Como usar' });
      expect(bannerList()).not.toBeInTheDocument();
      first.unmount();

      fetchMock.mockClear();
      answer(fetchMock, { cards: [] });
      renderHome(settled({ blocked: true }));
      await screen.findByRole('region', { name: 'Como usar' });
      expect(bannerList()).not.toBeInTheDocument();
      expect(sentCalls(fetchMock).some(({ call }) => call.includes('payment-method'))).toBe(false);
    });

    it('shows every banner due, in the spec order, as a list under a "Avisos" heading', async () => {
      answer(fetchMock, { cards: [] });
      renderHome(
        settled({ email: null, isEmailValidated: false, scoreStatus: 'WAITING_APPROVAL' }),
      );
      await screen.findByRole('heading', { level: 3, name: 'Adicione um cartão' });
      expect(within(bannerList()!).getAllByRole('listitem')).toHaveLength(3);
      expect(bannerTitles()).toEqual([
        'Cadastre seu e-mail',
        'Seu rosto está em análise',
        'Adicione um cartão',
      ]);
    });
  });

  describe('how-to slides', () => {
    it('with no payment yet: "Como usar" with 6 slides instead of the latest payments', async () => {
      answer(fetchMock, { transactions: payments([]) });
      renderHome();
      const carousel = await screen.findByRole('region', { name: 'Como usar' });
      expect(carousel).toHaveAttribute('aria-roledescription', 'carrossel');
      expect(within(carousel).getAllByRole('button', { name: /^Ir para o passo/u })).toHaveLength(
        6,
      );
      expect(slide()).toHaveAccessibleName('1 de 6');
      expect(slide()).toHaveTextContent('Tenha um cartão na carteira');
      expect(screen.queryByRole('region', { name: 'Últimos pagamentos' })).not.toBeInTheDocument();
    });

    it('steps with the previous and next buttons, stopping at either end, the dot following', async () => {
      answer(fetchMock, { transactions: payments([]) });
      renderHome();
      await screen.findByRole('region', { name: 'Como usar' });
      const previous = screen.getByRole('button', { name: 'Passo anterior' });
      const next = screen.getByRole('button', { name: 'Próximo passo' });
      expect(previous).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(previous);
      expect(slide()).toHaveAccessibleName('1 de 6');

      const titles = [];
      for (let step = 0; step < 6; step += 1) {
        titles.push(within(slide()).getByRole('heading', { level: 3 }).textContent);
        await userEvent.click(next);
      }
      expect(titles).toEqual([
        'Tenha um cartão na carteira',
        'Procure o Rosto no caixa',
        'Olhe para a câmera',
        'Confirme o pagamento',
        'Veja o comprovante no app',
        'Precisa de ajuda?',
      ]);
      expect(slide()).toHaveAccessibleName('6 de 6');
      expect(next).toHaveAttribute('aria-disabled', 'true');
      expect(next).toHaveFocus();
      const current = screen.getByRole('button', { current: 'step' });
      expect(current).toHaveAccessibleName('Ir para o passo 6: Precisa de ajuda?');

      await userEvent.click(previous);
      expect(slide()).toHaveAccessibleName('5 de 6');
      expect(next).toHaveAttribute('aria-disabled', 'false');
    });

    it('follows the arrow keys, Home and End, and a dot opens its slide', async () => {
      answer(fetchMock, { transactions: payments([]) });
      renderHome();
      await screen.findByRole('region', { name: 'Como usar' });
      const thirdDot = screen.getByRole('button', {
        name: 'Ir para o passo 3: Olhe para a câmera',
      });
      await userEvent.click(thirdDot);
      expect(slide()).toHaveAccessibleName('3 de 6');
      expect(thirdDot).toHaveAttribute('aria-current', 'step');

      await userEvent.keyboard('{ArrowRight}');
      expect(slide()).toHaveAccessibleName('4 de 6');
      // The focus follows the current dot, the only dot in the tab order.
      const fourthDot = screen.getByRole('button', { current: 'step' });
      expect(fourthDot).toHaveFocus();
      expect(fourthDot).toHaveAttribute('tabindex', '0');
      expect(thirdDot).toHaveAttribute('tabindex', '-1');

      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(slide()).toHaveAccessibleName('2 de 6');
      await userEvent.keyboard('{End}');
      expect(slide()).toHaveAccessibleName('6 de 6');
      await userEvent.keyboard('{ArrowRight}');
      expect(slide()).toHaveAccessibleName('6 de 6');
      await userEvent.keyboard('{Home}');
      expect(slide()).toHaveAccessibleName('1 de 6');
    });

    it('a swipe to the left shows the next slide, to the right the previous; a tap does neither', async () => {
      answer(fetchMock, { transactions: payments([]) });
      renderHome();
      await screen.findByRole('region', { name: 'Como usar' });
      const viewport = slide().parentElement!;
      const swipe = (from: number, to: number) => {
        fireEvent.pointerDown(viewport, {
          pointerId: 1,
          isPrimary: true,
          button: 0,
          clientX: from,
          clientY: 100,
        });
        fireEvent.pointerUp(viewport, {
          pointerId: 1,
          isPrimary: true,
          button: 0,
          clientX: to,
          clientY: 104,
        });
      };
      swipe(300, 200);
      expect(slide()).toHaveAccessibleName('2 de 6');
      swipe(300, 295);
      expect(slide()).toHaveAccessibleName('2 de 6');
      swipe(100, 250);
      expect(slide()).toHaveAccessibleName('1 de 6');
    });
  });

  it("links to where Rosto is accepted: the help centre's shops list in the app (decision 069)", async () => {
    answer(fetchMock, { transactions: payments([payment('Padaria Sol', 5)]) });
    renderHome();
    const banner = screen.getByRole('region', { name: 'Onde usar o Rosto' });
    const link = within(banner).getByRole('link', { name: /^Ver lojas parceiras/u });
    expect(link).toHaveAttribute('href', '/ajuda/lojas');
    expect(link).not.toHaveAttribute('target');
    await screen.findByTestId('transaction-row');
  });
});
