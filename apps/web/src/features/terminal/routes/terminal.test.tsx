// /terminal against a mocked terminal API: the key, the header naming the
// shop and the till, the amount pad and the shop's maximum, the face (the
// camera replaced by a button that "takes" a photo), the cards and why others
// are not offered, the PIN and why it is asked, each refusal's text and way
// forward, today's sales and cancelling one of them (the last one, or any).
import { errorMessage, type ErrorCode } from '@rosto/contract/errors';
import type { TerminalSale } from '@rosto/contract/schemas/terminal-payments';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { storageKeys } from '../../../lib/storage';
import { json, refused } from '../../../testing/responses';
import { sentCalls, setUpRouteTests, type FetchMock } from '../../../testing/routes';
import { TERMINAL_KEY_STORAGE } from '../stores/terminal-key';
import {
  CARD_ELO,
  CARD_VISA,
  PAYMENT_ID,
  TERMINAL_KEY,
  identifiedPayment,
  terminalMe,
  terminalPayment,
  terminalSale,
} from '../testing';
import { TerminalRoute } from './terminal';

const PHOTO = 'data:image/jpeg;base64,/9j/AAAA';
const FRAMES = ['data:image/jpeg;base64,/9j/BBBB', 'data:image/jpeg;base64,/9j/CCCC'];

// jsdom has no camera: the capture component becomes a shutter that answers a photo and its burst.
vi.mock('../components/terminal-camera', () => ({
  TerminalCamera: ({
    busy,
    onPhoto,
  }: {
    busy: boolean;
    onPhoto: (image: string, frames: string[]) => void;
  }) => (
    <button type="button" disabled={busy} onClick={() => onPhoto(PHOTO, FRAMES)}>
      Tirar a foto
    </button>
  ),
}));

// The head turn's camera: live at once; its recorder a button that "records" the turn.
const TURN = ['data:image/jpeg;base64,/9j/DDDD', 'data:image/jpeg;base64,/9j/EEEE'];
vi.mock('../../../components/face-capture/use-camera', () => ({
  useCamera: () => ({ state: { view: 'live', stream: {} }, open: () => undefined }),
}));
vi.mock('../components/turn-recorder', () => ({
  TurnRecorder: ({ onFrames }: { onFrames: (frames: string[]) => void }) => (
    <button type="button" onClick={() => onFrames(TURN)}>
      Gravar o movimento
    </button>
  ),
}));

type Answer = () => Response | Promise<Response>;
type Call = 'me' | 'sales' | 'start' | 'face' | 'challenge' | 'confirm' | 'cancel' | 'get';

const saleList = (items: TerminalSale[]) => () => json(200, { data: { items } });

/**
 * Each call's answers in order; the last one repeats. No answer: offline,
 * except the till (Padaria Sol's Caixa 1, up to R$ 5.000,00) and its sales
 * (none yet), which answer unless told otherwise.
 */
function fakeTerminalApi(fetchMock: FetchMock, answers: Partial<Record<Call, Answer[]>>) {
  const used: Record<Call, number> = {
    me: 0,
    sales: 0,
    start: 0,
    face: 0,
    challenge: 0,
    confirm: 0,
    cancel: 0,
    get: 0,
  };
  const all: Partial<Record<Call, Answer[]>> = {
    me: [() => json(200, { data: terminalMe() })],
    sales: [saleList([])],
    ...answers,
  };
  fetchMock.mockImplementation((input) => {
    const url = input as string;
    const call: Call | null = url.endsWith('/api/terminal/me')
      ? 'me'
      : url.endsWith('/api/terminal/sales')
        ? 'sales'
        : url.endsWith('/api/terminal/payments')
          ? 'start'
          : url.endsWith('/face')
            ? 'face'
            : url.endsWith('/challenge')
              ? 'challenge'
              : url.endsWith('/confirm')
                ? 'confirm'
                : url.endsWith('/cancel')
                  ? 'cancel'
                  : /\/api\/terminal\/payments\/[0-9a-f-]+$/u.test(url)
                    ? 'get'
                    : null;
    const list = call ? all[call] : undefined;
    if (!call || !list?.length) return Promise.reject(new TypeError('offline'));
    const answer = list[Math.min(used[call]++, list.length - 1)]!;
    return Promise.resolve(answer());
  });
}

const ok = (payment: ReturnType<typeof terminalPayment>) => () => json(200, { data: payment });
const no = (status: number, code: ErrorCode) => () => refused(status, code);
const offline: Answer = () => Promise.reject(new TypeError('offline'));

/** The calls of the sale itself (start, face, confirm, cancel), without the till's reads. */
const saleCalls = (fetchMock: FetchMock) =>
  sentCalls(fetchMock).filter(({ call }) => !call.startsWith('GET '));
const reads = (fetchMock: FetchMock, path: string) =>
  sentCalls(fetchMock).filter(({ call }) => call === `GET ${path}`).length;
/** Spaces as a person reads them (formatMoney puts no-break spaces in "R$ 23,90"). */
const spaced = (text: string) => text.replace(/\s+/gu, ' ').trim();

const happy = (pinRequired = false) => ({
  start: [() => json(201, { data: terminalPayment() })],
  face: [ok(identifiedPayment(pinRequired))],
  confirm: [ok(identifiedPayment(pinRequired, { state: 'SUCCEEDED', customer: null }))],
  cancel: [ok(terminalPayment({ state: 'CANCELED', canceledAt: '2026-11-26T12:10:00.000Z' }))],
});

const amountShown = () => screen.getByTestId('terminal-amount').textContent?.replace(/\s/gu, ' ');
const press = (name: string) =>
  fireEvent.click(
    within(screen.getByRole('group', { name: 'Teclado numérico' })).getByRole('button', { name }),
  );
const typeAmount = (digits: string) => {
  for (const digit of digits) press(digit);
};
const typePin = (pin: string) => {
  const pad = screen.getByRole('group', { name: 'Teclado da senha' });
  for (const digit of pin) fireEvent.click(within(pad).getByRole('button', { name: digit }));
};

function signedIn() {
  localStorage.setItem(TERMINAL_KEY_STORAGE, TERMINAL_KEY);
  return render(<TerminalRoute />);
}

const landingsAmount = () => screen.getByRole('heading', { name: 'Valor da venda' });

/** Signed in, once the header names the till (and so the pad knows the shop's maximum). */
async function signedInAtTill() {
  const view = signedIn();
  await screen.findByTestId('terminal-till');
  return view;
}

async function toFace(digits = '2390') {
  typeAmount(digits);
  fireEvent.click(screen.getByRole('button', { name: 'Cobrar com o rosto' }));
  await screen.findByRole('heading', { name: 'Olhe para a câmera' });
}

async function toCards(digits = '2390') {
  await toFace(digits);
  fireEvent.click(screen.getByRole('button', { name: 'Tirar a foto' }));
  await screen.findByRole('heading', { name: 'Olá, Maria!' });
}

async function pay() {
  await toCards();
  fireEvent.click(screen.getByRole('button', { name: 'Visa final 4242' }));
  await screen.findByRole('heading', { name: 'Pagamento aprovado' });
}

const startKeys = (fetchMock: FetchMock) =>
  sentCalls(fetchMock)
    .filter(({ call }) => call === 'POST terminal/payments')
    .map(({ body }) => (body as { idempotencyKey: string }).idempotencyKey);

describe('/terminal', () => {
  // The page brings its own query client (the app's one): each test starts with it empty.
  const fetchMock = setUpRouteTests({ cleanUp: () => queryClient.clear() });

  describe('sign-in', () => {
    it("asks for the key, keeps it on this device and sends it as the bearer instead of the customer's session", async () => {
      fakeTerminalApi(fetchMock, happy());
      render(<TerminalRoute />);
      expect(document.title).toBe('Terminal | Rosto');
      fireEvent.change(screen.getByLabelText('Chave do terminal'), {
        target: { value: `  ${TERMINAL_KEY}\n` },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

      expect(localStorage.getItem(TERMINAL_KEY_STORAGE)).toBe(TERMINAL_KEY);
      expect(localStorage.getItem(storageKeys.session)).not.toContain(TERMINAL_KEY);
      await toFace();
      // Every call of the till (its name, its sales, the payment) carries the key, never in the URL.
      expect(sentCalls(fetchMock).map(({ call }) => call)).toEqual(
        expect.arrayContaining(['GET terminal/me', 'GET terminal/sales', 'POST terminal/payments']),
      );
      for (const [url, init] of fetchMock.mock.calls) {
        expect((init!.headers as Record<string, string>).Authorization).toBe(
          `Bearer ${TERMINAL_KEY}`,
        );
        expect(url as string).not.toContain(TERMINAL_KEY);
      }
    });

    it('refuses a key that does not start with rosto_term_', () => {
      render(<TerminalRoute />);
      fireEvent.change(screen.getByLabelText('Chave do terminal'), { target: { value: 'abc' } });
      fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
      expect(screen.getByText('A chave deve começar com rosto_term_.')).toBeInTheDocument();
      expect(localStorage.getItem(TERMINAL_KEY_STORAGE)).toBeNull();
    });

    it('sends a key the server refuses (401) back to the sign-in with its message, forgetting it', async () => {
      fakeTerminalApi(fetchMock, { start: [no(401, 'TERMINAL_UNAUTHORIZED')] });
      signedIn();
      typeAmount('100');
      fireEvent.click(screen.getByRole('button', { name: 'Cobrar com o rosto' }));
      expect(
        await screen.findByText(errorMessage('TERMINAL_UNAUTHORIZED', 'pt-BR')),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Chave do terminal')).toBeInTheDocument();
      expect(localStorage.getItem(TERMINAL_KEY_STORAGE)).toBeNull();
    });

    it('sends a key the server no longer knows back to the sign-in as soon as the till is read', async () => {
      fakeTerminalApi(fetchMock, { me: [no(401, 'TERMINAL_UNAUTHORIZED')] });
      signedIn();
      expect(
        await screen.findByText(errorMessage('TERMINAL_UNAUTHORIZED', 'pt-BR')),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Chave do terminal')).toBeInTheDocument();
      expect(localStorage.getItem(TERMINAL_KEY_STORAGE)).toBeNull();
    });

    it('"Sair" asks first, then forgets the key and what the till read', async () => {
      fakeTerminalApi(fetchMock, {});
      await signedInAtTill();
      fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Sair do terminal?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar no terminal' }));
      expect(localStorage.getItem(TERMINAL_KEY_STORAGE)).toBe(TERMINAL_KEY);
      fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sair' }),
      );
      expect(localStorage.getItem(TERMINAL_KEY_STORAGE)).toBeNull();
      expect(screen.getByLabelText('Chave do terminal')).toBeInTheDocument();
      expect(queryClient.getQueryCache().findAll({ queryKey: ['terminal'] })).toEqual([]);
    });
  });

  describe('header', () => {
    it('names the shop and the till once signed in, and not before', async () => {
      fakeTerminalApi(fetchMock, {});
      render(<TerminalRoute />);
      expect(screen.queryByTestId('terminal-till')).toBeNull();
      fireEvent.change(screen.getByLabelText('Chave do terminal'), {
        target: { value: TERMINAL_KEY },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
      const banner = screen.getByRole('banner');
      expect(within(banner).getByRole('status')).toHaveTextContent('Carregando os dados da loja…');
      const till = await within(banner).findByTestId('terminal-till');
      expect(till).toHaveTextContent('Loja: Padaria Sol · Terminal: Caixa 1');
      expect(within(till).getByText('Padaria Sol')).toBeVisible();
      expect(within(till).getByText('Caixa 1')).toBeVisible();
    });

    it('stays through the whole sale', async () => {
      fakeTerminalApi(fetchMock, happy(true));
      await signedInAtTill();
      await toCards();
      expect(screen.getByTestId('terminal-till')).toHaveTextContent('Padaria Sol');
      fireEvent.click(screen.getByRole('button', { name: 'Visa final 4242' }));
      expect(screen.getByTestId('terminal-till')).toHaveTextContent('Caixa 1');
      expect(reads(fetchMock, 'terminal/me')).toBe(1);
    });

    it('says when the till could not be read and reads it again on request', async () => {
      fakeTerminalApi(fetchMock, {
        me: [no(404, 'TERMINAL_NOT_FOUND'), () => json(200, { data: terminalMe() })],
      });
      signedIn();
      const banner = screen.getByRole('banner');
      expect(await within(banner).findByRole('alert')).toHaveTextContent(
        'Não foi possível carregar os dados da loja.',
      );
      // Still a till: the pad works, without a maximum to show.
      expect(screen.queryByTestId('terminal-amount-max')).toBeNull();
      fireEvent.click(within(banner).getByRole('button', { name: 'Tentar de novo' }));
      expect(await within(banner).findByTestId('terminal-till')).toHaveTextContent('Padaria Sol');
      // The pad renders the maximum on its own render after the till's data arrives.
      expect(await screen.findByTestId('terminal-amount-max')).toHaveTextContent(
        'Máximo desta loja: R$ 5.000,00',
      );
    });
  });

  describe('amount pad', () => {
    it('builds the cents right to left, as a live output', () => {
      signedIn();
      const output = screen.getByTestId('terminal-amount');
      expect(output.tagName).toBe('OUTPUT');
      expect(output).toHaveAttribute('aria-live', 'polite');
      expect(output).toHaveAccessibleName('Valor');
      expect(amountShown()).toBe('R$ 0,00');
      const shown = ['2', '3', '9', '0'].map((digit) => {
        press(digit);
        return amountShown();
      });
      expect(shown).toEqual(['R$ 0,02', 'R$ 0,23', 'R$ 2,39', 'R$ 23,90']);
    });

    it('has a labelled backspace and 00, and takes a physical keyboard', () => {
      signedIn();
      typeAmount('239');
      press('00 (dois zeros)');
      expect(amountShown()).toBe('R$ 239,00');
      press('Apagar o último dígito');
      expect(amountShown()).toBe('R$ 23,90');
      fireEvent.keyDown(document.body, { key: 'Backspace' });
      fireEvent.keyDown(document.body, { key: '5' });
      expect(amountShown()).toBe('R$ 23,95');
      fireEvent.keyDown(document.body, { key: 'x' });
      expect(amountShown()).toBe('R$ 23,95');
    });

    it("stops at the shop's maximum: the digit is not taken and the line says the maximum", async () => {
      fakeTerminalApi(fetchMock, {});
      await signedInAtTill();
      const max = screen.getByTestId('terminal-amount-max');
      expect(spaced(max.textContent)).toBe('Máximo desta loja: R$ 5.000,00');
      expect(max).toHaveClass('field__hint');
      typeAmount('500000');
      expect(amountShown()).toBe('R$ 5.000,00');
      press('1');
      fireEvent.keyDown(document.body, { key: '0' });
      press('00 (dois zeros)');
      expect(amountShown()).toBe('R$ 5.000,00');
      expect(max).not.toHaveClass('field__hint');
      expect(
        screen.getByText('Valor acima do máximo desta loja. O dígito não foi aceito.'),
      ).toHaveAttribute('role', 'status');
      expect(screen.getByRole('button', { name: 'Cobrar com o rosto' })).toBeEnabled();
      press('Apagar o último dígito');
      expect(amountShown()).toBe('R$ 500,00');
      expect(max).toHaveClass('field__hint');
    });

    it('takes an amount above R$ 5.000,00 when the shop allows more', async () => {
      fakeTerminalApi(fetchMock, { me: [() => json(200, { data: terminalMe(2_000_000) })] });
      await signedInAtTill();
      typeAmount('1500000');
      expect(amountShown()).toBe('R$ 15.000,00');
      expect(spaced(screen.getByTestId('terminal-amount-max').textContent)).toBe(
        'Máximo desta loja: R$ 20.000,00',
      );
    });

    it('charges only an amount above zero, also with Enter', async () => {
      fakeTerminalApi(fetchMock, happy());
      await signedInAtTill();
      expect(screen.getByRole('button', { name: 'Cobrar com o rosto' })).toBeDisabled();
      fireEvent.keyDown(document.body, { key: 'Enter' });
      expect(saleCalls(fetchMock)).toEqual([]);
      fireEvent.keyDown(document.body, { key: '7' });
      fireEvent.keyDown(document.body, { key: 'Enter' });
      await screen.findByRole('heading', { name: 'Olhe para a câmera' });
      expect(saleCalls(fetchMock)[0]?.body).toMatchObject({ amountCents: 7 });
    });

    it('shows the refusal of an amount above the maximum, and reads the till again', async () => {
      // An operator lowered the maximum to R$ 200,00 after the till read it.
      fakeTerminalApi(fetchMock, {
        me: [
          () => json(200, { data: terminalMe() }),
          () => json(200, { data: terminalMe(20_000) }),
        ],
        start: [() => refused(400, 'TERMINAL_AMOUNT_TOO_HIGH', { maxAmountCents: 20_000 })],
      });
      await signedInAtTill();
      typeAmount('30000');
      fireEvent.click(screen.getByRole('button', { name: 'Cobrar com o rosto' }));
      const failure = await screen.findByTestId('terminal-failure');
      expect(failure).toHaveAttribute('data-code', 'TERMINAL_AMOUNT_TOO_HIGH');
      expect(within(failure).getByRole('alert')).toHaveTextContent(
        errorMessage('TERMINAL_AMOUNT_TOO_HIGH', 'pt-BR'),
      );
      await waitFor(() =>
        expect(
          within(failure).getByText('Máximo desta loja: R$ 200,00', { normalizer: spaced }),
        ).toBeInTheDocument(),
      );
      expect(reads(fetchMock, 'terminal/me')).toBe(2);
      fireEvent.click(within(failure).getByRole('button', { name: 'Nova venda' }));
      expect(amountShown()).toBe('R$ 0,00');
      // "3", "0", "0", "0" make R$ 30,00; one more 0 would pass R$ 200,00.
      typeAmount('30000');
      expect(amountShown()).toBe('R$ 30,00');
      expect(screen.getByTestId('terminal-amount-max')).not.toHaveClass('field__hint');
    });
  });

  describe('sale', () => {
    it('pays R$ 23,90: start, photo, card, success, with no PIN pad when it is not asked', async () => {
      let sales: TerminalSale[] = [];
      fakeTerminalApi(fetchMock, {
        ...happy(false),
        confirm: [
          () => {
            sales = [terminalSale({ customerFirstName: 'Maria' })];
            return happy(false).confirm[0]!();
          },
        ],
        sales: [() => saleList(sales)()],
      });
      signedIn();
      await toCards();
      const cards = screen.getByRole('list', { name: 'Cartões' });
      expect(
        within(cards)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Visa final 4242', 'Cartão da firma final 1111']);
      expect(screen.getByText('Escolha o cartão para pagar R$ 23,90.')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Cartão da firma final 1111' }));
      expect(screen.queryByRole('group', { name: 'Teclado da senha' })).toBeNull();
      await screen.findByRole('heading', { name: 'Pagamento aprovado' });
      expect(
        screen.getByText('R$ 23,90 pagos por Maria.', {
          normalizer: (t) => t.replace(/\s/gu, ' '),
        }),
      ).toBeInTheDocument();

      const calls = saleCalls(fetchMock);
      expect(calls.map(({ call }) => call)).toEqual([
        'POST terminal/payments',
        `POST terminal/payments/${PAYMENT_ID}/face`,
        `POST terminal/payments/${PAYMENT_ID}/confirm`,
      ]);
      expect(calls[0]!.body).toEqual({
        amountCents: 2390,
        idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/u) as string,
      });
      expect(calls[1]!.body).toEqual({ image: PHOTO, frames: FRAMES });
      expect(calls[2]!.body).toEqual({ paymentMethodId: CARD_ELO });

      fireEvent.click(screen.getByRole('button', { name: 'Novo pagamento' }));
      expect(amountShown()).toBe('R$ 0,00');
      // The sales were read again after the payment: the last one may be canceled.
      expect(
        await screen.findByRole('button', { name: 'Cancelar último pagamento' }),
      ).toBeInTheDocument();
    });

    it('shows the PIN pad when pinRequired and sends the PIN with the card', async () => {
      fakeTerminalApi(fetchMock, happy(true));
      signedIn();
      await toCards();
      fireEvent.click(screen.getByRole('button', { name: 'Visa final 4242' }));
      expect(screen.getByRole('heading', { name: 'Senha do Rosto' })).toBeInTheDocument();
      expect(
        screen.getByText('Maria, confirme o pagamento de R$ 23,90.', { normalizer: spaced }),
      ).toBeInTheDocument();
      // One line says why, in the customer's words.
      expect(
        screen.getByText('Para sua segurança, digite sua senha de 4 dígitos.'),
      ).toBeInTheDocument();
      typePin('12');
      expect(screen.getByTestId('terminal-pin-dots')).toHaveAccessibleName('Senha: 2 de 4 dígitos');
      fireEvent.click(screen.getByRole('button', { name: 'Apagar o último dígito' }));
      typePin('234');
      await screen.findByRole('heading', { name: 'Pagamento aprovado' });
      expect(saleCalls(fetchMock)[2]!.body).toEqual({ paymentMethodId: CARD_VISA, pin: '1234' });
    });

    it('says under the offered cards why the others are not offered', async () => {
      const customer = identifiedPayment(false).customer!;
      const unavailable = (
        lastFour: string,
        reason: 'NOT_VALIDATED' | 'IN_REVIEW' | 'OTHER_SHOP',
        brand: 'VISA' | null = 'VISA',
      ) => ({
        id: `7a1b2c3d-0000-4000-8000-00000000${lastFour}`,
        brand,
        lastFour,
        alias: `Visa ${lastFour}`,
        type: reason === 'OTHER_SHOP' ? 'OUTRA_PRE_OR_POST_PAID_CARD' : 'CREDIT_CARD',
        reason,
      });
      fakeTerminalApi(fetchMock, {
        ...happy(false),
        face: [
          ok(
            identifiedPayment(false, {
              customer: {
                ...customer,
                unavailableCards: [
                  unavailable('7004', 'NOT_VALIDATED'),
                  unavailable('7006', 'IN_REVIEW'),
                  unavailable('7002', 'OTHER_SHOP', null),
                ],
              },
            }),
          ),
        ],
      });
      signedIn();
      await toCards();
      const offered = screen.getByRole('list', { name: 'Cartões' });
      expect(within(offered).getAllByRole('button')).toHaveLength(2);
      const others = screen.getByRole('list', { name: 'Não podem ser usados nesta compra:' });
      expect(
        within(others)
          .getAllByRole('listitem')
          .map((item) => spaced(item.textContent ?? '')),
      ).toEqual([
        'Visa •••• 7004: ainda não validado no app',
        'Visa •••• 7006: em análise',
        'Cartão •••• 7002: cartão exclusivo de outra loja',
      ]);
      // Only a text: none of them can be chosen.
      expect(within(others).queryByRole('button')).toBeNull();
      // After the offered cards, in the page's order.
      expect(
        offered.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    });

    it('shows no reasons when every card is offered', async () => {
      fakeTerminalApi(fetchMock, happy(false));
      signedIn();
      await toCards();
      expect(screen.queryByText('Não podem ser usados nesta compra:')).toBeNull();
    });

    it('sends the CPF and the phone’s last 4 digits with the photo when given', async () => {
      fakeTerminalApi(fetchMock, happy());
      signedIn();
      await toFace();
      fireEvent.click(screen.getByRole('button', { name: /informe o CPF ou o celular/iu }));
      fireEvent.change(screen.getByLabelText('CPF do cliente (opcional)'), {
        target: { value: '52998224725' },
      });
      fireEvent.change(screen.getByLabelText('Últimos 4 dígitos do celular (opcional)'), {
        target: { value: '98-76' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Tirar a foto' }));
      await screen.findByRole('heading', { name: 'Olá, Maria!' });
      expect(saleCalls(fetchMock)[1]!.body).toEqual({
        image: PHOTO,
        frames: FRAMES,
        cpf: '52998224725',
        phoneLastFour: '9876',
      });
    });

    it('retries a start with the same idempotency key, and a new sale gets a new one', async () => {
      fakeTerminalApi(fetchMock, {
        ...happy(),
        start: [offline, () => json(201, { data: terminalPayment() })],
      });
      signedIn();
      typeAmount('2390');
      fireEvent.click(screen.getByRole('button', { name: 'Cobrar com o rosto' }));
      await screen.findByText(errorMessage('NETWORK_ERROR', 'pt-BR'));
      fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
      await screen.findByRole('heading', { name: 'Olhe para a câmera' });
      fireEvent.click(screen.getByRole('button', { name: 'Tirar a foto' }));
      await screen.findByRole('heading', { name: 'Olá, Maria!' });
      fireEvent.click(screen.getByRole('button', { name: 'Visa final 4242' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Novo pagamento' }));
      await toFace('500');

      const [first, retry, next] = startKeys(fetchMock);
      expect(retry).toBe(first);
      expect(next).not.toBe(first);
    });

    it('waits on a charge of unknown outcome while the server checks it, offering no second charge, then shows it approved', async () => {
      const settleBy = new Date(Date.now() + 45_000).toISOString();
      fakeTerminalApi(fetchMock, {
        ...happy(),
        confirm: [no(502, 'TERMINAL_PAYMENT_OUTCOME_UNKNOWN')],
        get: [
          ok(identifiedPayment(false, { state: 'UNKNOWN', settleBy })),
          ok(identifiedPayment(false, { state: 'SUCCEEDED', customer: null })),
        ],
      });
      signedIn();
      await toCards();
      fireEvent.click(screen.getByRole('button', { name: 'Visa final 4242' }));
      const checking = await screen.findByTestId('terminal-checking');
      expect(
        within(checking).getByRole('heading', { name: 'Confirmando com a operadora' }),
      ).toBeInTheDocument();
      expect(await within(checking).findByRole('timer')).toHaveTextContent(
        /Resposta em até 0:4\d/u,
      );
      // Nothing on screen charges again while the first charge may land.
      expect(within(checking).queryAllByRole('button')).toEqual([]);
      await screen.findByRole('heading', { name: 'Pagamento aprovado' }, { timeout: 5_000 });
      expect(sentCalls(fetchMock).filter(({ call }) => call.endsWith('/confirm'))).toHaveLength(1);
      expect(startKeys(fetchMock)).toHaveLength(1);
    });

    it('keeps a charge being checked across a reload, checks it again and shows it approved', async () => {
      const settleBy = new Date(Date.now() + 45_000).toISOString();
      fakeTerminalApi(fetchMock, {
        ...happy(),
        confirm: [no(502, 'TERMINAL_PAYMENT_OUTCOME_UNKNOWN')],
        get: [ok(identifiedPayment(false, { state: 'UNKNOWN', settleBy }))],
      });
      const first = signedIn();
      await toCards();
      fireEvent.click(screen.getByRole('button', { name: 'Visa final 4242' }));
      await screen.findByTestId('terminal-checking');
      await waitFor(() => expect(localStorage.getItem(storageKeys.terminalSale)).not.toBeNull());
      first.unmount();
      queryClient.clear();

      // The page loads again: the same payment is asked after, nothing is charged again.
      fakeTerminalApi(fetchMock, {
        ...happy(),
        get: [ok(identifiedPayment(false, { state: 'SUCCEEDED', customer: null }))],
      });
      fetchMock.mockClear();
      signedIn();
      expect(screen.getByTestId('terminal-checking')).toBeInTheDocument();
      await screen.findByRole('heading', { name: 'Pagamento aprovado' });
      expect(sentCalls(fetchMock).map(({ call }) => call)).toContain(
        `GET terminal/payments/${PAYMENT_ID}`,
      );
      expect(saleCalls(fetchMock)).toEqual([]);
      // Settled, it is forgotten: the next load starts at the amount.
      expect(localStorage.getItem(storageKeys.terminalSale)).toBeNull();
    });

    it('says when the server gave a charge up as not charged, and rings the same amount again under a new key', async () => {
      fakeTerminalApi(fetchMock, {
        ...happy(),
        confirm: [offline],
        get: [ok(identifiedPayment(false, { state: 'NOT_CHARGED' }))],
      });
      signedIn();
      await toCards();
      fireEvent.click(screen.getByRole('button', { name: 'Visa final 4242' }));
      const failure = await screen.findByTestId('terminal-failure');
      expect(failure).toHaveAttribute('data-code', 'TERMINAL_PAYMENT_NOT_CHARGED');
      expect(within(failure).getByRole('alert')).toHaveTextContent(
        errorMessage('TERMINAL_PAYMENT_NOT_CHARGED', 'pt-BR'),
      );
      fireEvent.click(within(failure).getByRole('button', { name: 'Cobrar de novo' }));
      expect(landingsAmount()).toBeInTheDocument();
      expect(amountShown()).toBe('R$ 23,90');
      fireEvent.click(screen.getByRole('button', { name: 'Cobrar com o rosto' }));
      await screen.findByRole('heading', { name: 'Olhe para a câmera' });
      const keys = startKeys(fetchMock);
      expect(keys).toHaveLength(2);
      expect(keys[1]).not.toBe(keys[0]);
    });
  });

  describe('the head turn when the liveness check is unsure (decision 062)', () => {
    const challenge = {
      challengeId: '0f5e8a51-9b0d-4c1e-8a2f-3b4c5d6e7f80',
      action: 'turn-left' as const,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    };
    const offered = (answer: Answer) => ({
      ...happy(true),
      face: [ok(identifiedPayment(true, { challenge }))],
      challenge: [answer],
    });
    async function toTurn() {
      await toFace();
      fireEvent.click(screen.getByRole('button', { name: 'Tirar a foto' }));
      return screen.findByRole('heading', { name: 'Vire o rosto devagar para a sua esquerda' });
    }

    it("asks the turn aloud with an arrow to the screen's left (a mirror), sends the frames with the challenge, and passed pays without the PIN", async () => {
      fakeTerminalApi(
        fetchMock,
        offered(ok(identifiedPayment(false, { challengeOutcome: 'passed' }))),
      );
      signedIn();
      const instruction = await toTurn();
      expect(instruction).toHaveAttribute('aria-live', 'assertive');
      expect(instruction.querySelector('svg')).toHaveAttribute('data-side', 'left');
      fireEvent.click(screen.getByRole('button', { name: 'Gravar o movimento' }));
      await screen.findByRole('heading', { name: 'Olá, Maria!' });
      fireEvent.click(screen.getByRole('button', { name: 'Visa final 4242' }));
      expect(screen.queryByRole('group', { name: 'Teclado da senha' })).toBeNull();
      await screen.findByRole('heading', { name: 'Pagamento aprovado' });
      const calls = saleCalls(fetchMock);
      expect(calls[2]).toEqual({
        call: `POST terminal/payments/${PAYMENT_ID}/challenge`,
        body: { challengeId: challenge.challengeId, frames: TURN },
      });
      expect(calls[3]!.body).toEqual({ paymentMethodId: CARD_VISA });
    });

    it.each([
      ['failed', ok(identifiedPayment(true, { challengeOutcome: 'failed' }))],
      ['expired', no(410, 'TERMINAL_PAYMENT_CHALLENGE_EXPIRED')],
      ['used', no(409, 'TERMINAL_PAYMENT_CHALLENGE_USED')],
      ['offline', offline],
    ])('%s: the PIN, with a calm line, and the sale goes on', async (_case, answer) => {
      fakeTerminalApi(fetchMock, offered(answer));
      signedIn();
      await toTurn();
      fireEvent.click(screen.getByRole('button', { name: 'Gravar o movimento' }));
      await screen.findByRole('heading', { name: 'Olá, Maria!' });
      fireEvent.click(screen.getByRole('button', { name: 'Visa final 4242' }));
      expect(screen.getByRole('heading', { name: 'Senha do Rosto' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'Não deu para confirmar pelo movimento. Digite a senha.',
      );
      typePin('1234');
      await screen.findByRole('heading', { name: 'Pagamento aprovado' });
    });

    it('"Usar senha" skips the turn: no frames sent, the PIN asked', async () => {
      fakeTerminalApi(fetchMock, offered(offline));
      signedIn();
      await toTurn();
      fireEvent.click(screen.getByRole('button', { name: 'Usar senha' }));
      await screen.findByRole('heading', { name: 'Olá, Maria!' });
      fireEvent.click(screen.getByRole('button', { name: 'Visa final 4242' }));
      expect(screen.getByRole('heading', { name: 'Senha do Rosto' })).toBeInTheDocument();
      expect(
        screen.queryByText('Não deu para confirmar pelo movimento. Digite a senha.'),
      ).toBeNull();
      expect(saleCalls(fetchMock).some(({ call }) => call.endsWith('/challenge'))).toBe(false);
    });
  });

  describe('failures', () => {
    const landings = {
      camera: () => screen.getByRole('heading', { name: 'Olhe para a câmera' }),
      cards: () => screen.getByRole('heading', { name: 'Olá, Maria!' }),
      pin: () => screen.getByRole('heading', { name: 'Senha do Rosto' }),
      amount: () => screen.getByRole('heading', { name: 'Valor da venda' }),
    };

    it.each([
      ['TERMINAL_PAYMENT_NO_FACE', 'face', 'Tirar outra foto', 422, 'camera'],
      ['TERMINAL_PAYMENT_SEVERAL_FACES', 'face', 'Tirar outra foto', 422, 'camera'],
      ['TERMINAL_PAYMENT_FACE_QUALITY_LOW', 'face', 'Tirar outra foto', 422, 'camera'],
      ['TERMINAL_PAYMENT_NO_MATCH', 'face', 'Tirar outra foto', 422, 'camera'],
      ['TERMINAL_PAYMENT_REPLAY', 'face', 'Tirar outra foto', 422, 'camera'],
      ['TERMINAL_PAYMENT_LIVENESS_FAILED', 'face', 'Nova venda', 422, 'amount'],
      ['TERMINAL_PAYMENT_EXPIRED', 'face', 'Nova venda', 410, 'amount'],
      ['INVALID_USER_PIN', 'confirm', 'Digitar a senha de novo', 403, 'pin'],
      ['USER_PIN_LOCKED', 'confirm', 'Nova venda', 403, 'amount'],
      ['TERMINAL_PAYMENT_PIN_NOT_SET', 'confirm', 'Nova venda', 403, 'amount'],
      ['TERMINAL_PAYMENT_CARD_NOT_OFFERED', 'confirm', 'Escolher outro cartão', 422, 'cards'],
      ['TERMINAL_PAYMENT_CARD_DECLINED', 'confirm', 'Nova venda', 402, 'amount'],
      ['TERMINAL_PAYMENT_EARLIER_CHARGED', 'confirm', 'Cobrar mesmo assim', 409, 'pin'],
      ['TERMINAL_PAYMENT_EXPIRED', 'confirm', 'Nova venda', 410, 'amount'],
    ] as const)(
      'tells %s (at %s) in the catalogue text and offers "%s"',
      async (code, at, action, status, landing) => {
        fakeTerminalApi(fetchMock, { ...happy(true), [at]: [no(status, code)] });
        signedIn();
        if (at === 'face') {
          await toFace();
          fireEvent.click(screen.getByRole('button', { name: 'Tirar a foto' }));
        } else {
          await toCards();
          fireEvent.click(screen.getByRole('button', { name: 'Visa final 4242' }));
          typePin('1234');
        }
        const failure = await screen.findByTestId('terminal-failure');
        expect(failure).toHaveAttribute('data-code', code);
        expect(within(failure).getByRole('alert')).toHaveTextContent(errorMessage(code, 'pt-BR'));
        const buttons = within(failure)
          .getAllByRole('button')
          .map((button) => button.textContent);
        expect(buttons[0]).toBe(action);
        // "Nova venda" is always there, once.
        expect(buttons.filter((text) => text === 'Nova venda')).toHaveLength(1);
        fireEvent.click(within(failure).getByRole('button', { name: action }));
        expect(landings[landing]()).toBeInTheDocument();
      },
    );
  });

  describe("today's sales", () => {
    const approvedAna = terminalSale();
    const canceledBruno = terminalSale({
      paymentId: '5b0c8f0e-1d2a-4c3b-9e4f-0a1b2c3d4e60',
      at: '2026-11-26T15:40:00.000Z',
      amountCents: 1000,
      customerFirstName: 'Bruno',
      card: { brand: 'MASTERCARD', lastFour: '5454' },
      status: 'canceled',
      cancelable: false,
    });
    const refundedCarla = terminalSale({
      paymentId: '5b0c8f0e-1d2a-4c3b-9e4f-0a1b2c3d4e61',
      at: '2026-11-26T13:02:00.000Z',
      amountCents: 15_000,
      customerFirstName: null,
      card: null,
      status: 'partially_refunded',
      cancelable: false,
    });

    const openSales = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Vendas de hoje' }));
      return screen.getByRole('dialog', { name: 'Vendas de hoje' });
    };
    const rows = (dialog: HTMLElement) =>
      within(dialog)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => spaced(cell.textContent ?? '')),
        );

    it('lists them newest first: time in São Paulo, amount, first name, card, status, and "Cancelar" where it may', async () => {
      fakeTerminalApi(fetchMock, {
        sales: [saleList([approvedAna, canceledBruno, refundedCarla])],
      });
      await signedInAtTill();
      const dialog = await openSales();
      const table = await within(dialog).findByRole('table', {
        name: 'Vendas de hoje, da mais recente para a mais antiga',
      });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Hora', 'Valor', 'Cliente', 'Cartão', 'Situação', 'Ações']);
      expect(rows(dialog)).toEqual([
        ['14:05', 'R$ 23,90', 'Ana', 'Visa •••• 4242', 'Aprovada', 'Cancelar'],
        ['12:40', 'R$ 10,00', 'Bruno', 'Mastercard •••• 5454', 'Cancelada', ''],
        ['10:02', 'R$ 150,00', '—', '—', 'Estornada em parte', ''],
      ]);
      expect(within(dialog).getAllByRole('button', { name: /^Cancelar a venda/u })).toHaveLength(1);
      // The pad does not type behind the dialog; Escape closes it and gives the pad back.
      fireEvent.keyDown(document.body, { key: '5' });
      expect(amountShown()).toBe('R$ 0,00');
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      fireEvent.keyDown(document.body, { key: '5' });
      expect(amountShown()).toBe('R$ 0,05');
    });

    it('says when there is no sale yet', async () => {
      fakeTerminalApi(fetchMock, {});
      await signedInAtTill();
      const dialog = await openSales();
      expect(
        await within(dialog).findByText('Nenhuma venda hoje neste terminal.'),
      ).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('says when the list could not be read, and reads it again on request', async () => {
      // No answer twice (the query tries once more), then the list.
      fakeTerminalApi(fetchMock, { sales: [offline, offline, saleList([approvedAna])] });
      await signedInAtTill();
      const dialog = await openSales();
      expect(
        await within(dialog).findByText('Não foi possível carregar as vendas de hoje.', undefined, {
          timeout: 4000,
        }),
      ).toHaveAttribute('role', 'alert');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Tentar de novo' }));
      expect(await within(dialog).findByRole('table')).toBeInTheDocument();
    });

    it('cancels a sale from the list: the dialog names it, the call goes, and the list is read again', async () => {
      let sales = [approvedAna, canceledBruno];
      fakeTerminalApi(fetchMock, {
        sales: [() => saleList(sales)()],
        cancel: [
          () => {
            sales = [{ ...approvedAna, status: 'canceled', cancelable: false }, canceledBruno];
            return ok(terminalPayment({ state: 'CANCELED' }))();
          },
        ],
      });
      await signedInAtTill();
      let dialog = await openSales();
      fireEvent.click(
        await within(dialog).findByRole('button', {
          name: (name) => spaced(name) === 'Cancelar a venda de R$ 23,90 das 14:05',
        }),
      );
      // One dialog at a time: the question takes the list's place.
      expect(screen.queryByRole('dialog', { name: 'Vendas de hoje' })).toBeNull();
      const question = screen.getByRole('alertdialog');
      expect(spaced(within(question).getByRole('heading').textContent)).toBe(
        'Cancelar a venda de R$ 23,90 das 14:05 para Ana?',
      );
      expect(question).toHaveTextContent('O valor volta para o cartão do cliente.');
      const readsBefore = reads(fetchMock, 'terminal/sales');
      fireEvent.click(within(question).getByRole('button', { name: 'Cancelar venda' }));
      expect(
        await within(question).findByText('Venda de R$ 23,90 das 14:05 cancelada.', {
          normalizer: spaced,
        }),
      ).toBeInTheDocument();
      expect(within(question).getByRole('heading')).toHaveTextContent('Venda cancelada');
      expect(saleCalls(fetchMock)).toEqual([
        { call: `POST terminal/payments/${PAYMENT_ID}/cancel`, body: undefined },
      ]);
      await waitFor(() => expect(reads(fetchMock, 'terminal/sales')).toBe(readsBefore + 1));
      fireEvent.click(within(question).getByRole('button', { name: 'Fechar' }));
      // Back to the list, read again: canceled, nothing left to cancel.
      dialog = screen.getByRole('dialog', { name: 'Vendas de hoje' });
      await waitFor(() => expect(rows(dialog)[0]).toContain('Cancelada'));
      expect(within(dialog).queryByRole('button', { name: /^Cancelar a venda/u })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Cancelar último pagamento' })).toBeNull();
    });

    it('names a sale without a first name by its amount and time alone', async () => {
      fakeTerminalApi(fetchMock, {
        sales: [saleList([{ ...approvedAna, customerFirstName: null }])],
      });
      await signedInAtTill();
      fireEvent.click(await screen.findByRole('button', { name: 'Cancelar último pagamento' }));
      expect(spaced(within(screen.getByRole('alertdialog')).getByRole('heading').textContent)).toBe(
        'Cancelar a venda de R$ 23,90 das 14:05?',
      );
    });
  });

  describe('in English', () => {
    it("names the shop's maximum, today's sales, the cancel question, the cards not offered and why the PIN is asked", async () => {
      fakeTerminalApi(fetchMock, {
        ...happy(true),
        sales: [saleList([terminalSale()])],
        face: [
          ok(
            identifiedPayment(true, {
              customer: {
                ...identifiedPayment(true).customer!,
                unavailableCards: [
                  {
                    id: '7a1b2c3d-0000-4000-8000-000000007004',
                    brand: 'VISA',
                    lastFour: '7004',
                    alias: null,
                    type: 'CREDIT_CARD',
                    reason: 'NOT_VALIDATED',
                  },
                  {
                    id: '7a1b2c3d-0000-4000-8000-000000007006',
                    brand: 'VISA',
                    lastFour: '7006',
                    alias: null,
                    type: 'CREDIT_CARD',
                    reason: 'IN_REVIEW',
                  },
                  {
                    id: '7a1b2c3d-0000-4000-8000-000000007002',
                    brand: null,
                    lastFour: '7002',
                    alias: null,
                    type: 'OUTRA_PRE_OR_POST_PAID_CARD',
                    reason: 'OTHER_SHOP',
                  },
                ],
              },
            }),
          ),
        ],
      });
      await i18n.changeLanguage('en');
      try {
        signedIn();
        expect(await screen.findByTestId('terminal-till')).toHaveTextContent(
          'Shop: Padaria Sol · Terminal: Caixa 1',
        );
        expect(spaced(screen.getByTestId('terminal-amount-max').textContent)).toBe(
          "This shop's maximum: R$5,000.00",
        );
        fireEvent.click(await screen.findByRole('button', { name: 'Cancel last payment' }));
        expect(
          spaced(within(screen.getByRole('alertdialog')).getByRole('heading').textContent),
        ).toBe("Cancel Ana's sale of R$23.90 at 2:05 PM?");
        fireEvent.click(screen.getByRole('button', { name: 'Keep sale' }));
        fireEvent.click(screen.getByRole('button', { name: "Today's sales" }));
        const dialog = screen.getByRole('dialog', { name: "Today's sales" });
        expect(await within(dialog).findByText('Approved')).toBeInTheDocument();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

        const pad = screen.getByRole('group', { name: 'Number pad' });
        for (const digit of '2390')
          fireEvent.click(within(pad).getByRole('button', { name: digit }));
        fireEvent.click(screen.getByRole('button', { name: 'Charge by face' }));
        fireEvent.click(await screen.findByRole('button', { name: 'Tirar a foto' }));
        const others = await screen.findByRole('list', {
          name: 'Cannot be used for this purchase:',
        });
        expect(
          within(others)
            .getAllByRole('listitem')
            .map((item) => spaced(item.textContent ?? '')),
        ).toEqual([
          'Visa •••• 7004: not yet validated in the app',
          'Visa •••• 7006: under review',
          "Card •••• 7002: another shop's own card",
        ]);
        fireEvent.click(screen.getByRole('button', { name: 'Visa ending 4242' }));
        expect(screen.getByText('For your security, enter your 4-digit PIN.')).toBeInTheDocument();
      } finally {
        await i18n.changeLanguage('pt-BR');
      }
    });
  });

  describe('cancel the last payment', () => {
    it('asks, cancels the payment just paid and says so', async () => {
      let sales: TerminalSale[] = [];
      fakeTerminalApi(fetchMock, {
        ...happy(),
        confirm: [
          () => {
            sales = [terminalSale({ customerFirstName: 'Maria' })];
            return happy().confirm[0]!();
          },
        ],
        cancel: [
          () => {
            sales = [{ ...sales[0]!, status: 'canceled', cancelable: false }];
            return happy().cancel[0]!();
          },
        ],
        sales: [() => saleList(sales)()],
      });
      await signedInAtTill();
      expect(screen.queryByRole('button', { name: 'Cancelar último pagamento' })).toBeNull();
      await pay();
      fireEvent.click(screen.getByRole('button', { name: 'Novo pagamento' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Cancelar último pagamento' }));
      const dialog = screen.getByRole('alertdialog', {
        name: (name) => spaced(name) === 'Cancelar a venda de R$ 23,90 das 14:05 para Maria?',
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar venda' }));
      expect(
        await within(dialog).findByText('Venda de R$ 23,90 das 14:05 cancelada.', {
          normalizer: spaced,
        }),
      ).toBeInTheDocument();
      expect(saleCalls(fetchMock).at(-1)).toEqual({
        call: `POST terminal/payments/${PAYMENT_ID}/cancel`,
        body: undefined,
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Cancelar último pagamento' })).toBeNull(),
      );
    });

    it("offers the till's last sale after a reload, and shows a refusal", async () => {
      fakeTerminalApi(fetchMock, {
        sales: [saleList([terminalSale()])],
        cancel: [no(409, 'TERMINAL_PAYMENT_CANCEL_TOO_LATE')],
      });
      await signedInAtTill();
      fireEvent.click(await screen.findByRole('button', { name: 'Cancelar último pagamento' }));
      const dialog = screen.getByRole('alertdialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Manter venda' }));
      expect(saleCalls(fetchMock)).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar último pagamento' }));
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar venda' }),
      );
      await waitFor(() =>
        expect(screen.getByRole('alertdialog')).toHaveTextContent(
          errorMessage('TERMINAL_PAYMENT_CANCEL_TOO_LATE', 'pt-BR'),
        ),
      );
      expect(within(screen.getByRole('alertdialog')).getByRole('heading')).toHaveTextContent(
        'Venda não cancelada',
      );
      expect(saleCalls(fetchMock)).toEqual([
        { call: `POST terminal/payments/${PAYMENT_ID}/cancel`, body: undefined },
      ]);
    });

    it('says a sale refunded in part in the portal is refunded there', async () => {
      fakeTerminalApi(fetchMock, {
        sales: [saleList([terminalSale()])],
        cancel: [no(409, 'TERMINAL_PAYMENT_REFUNDED')],
      });
      await signedInAtTill();
      fireEvent.click(await screen.findByRole('button', { name: 'Cancelar último pagamento' }));
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar venda' }),
      );
      await waitFor(() =>
        expect(screen.getByRole('alertdialog')).toHaveTextContent(
          errorMessage('TERMINAL_PAYMENT_REFUNDED', 'pt-BR'),
        ),
      );
    });
  });
});
