// /terminal against a mocked terminal API: the key, the amount pad, the face
// (the camera replaced by a button that "takes" a photo), the cards, the PIN,
// each refusal's text and way forward, and cancelling the last payment.
import { errorMessage, type ErrorCode } from '@rosto/contract/errors';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import { json, refused } from '../../../testing/responses';
import { sentCalls, setUpRouteTests, type FetchMock } from '../../../testing/routes';
import { TERMINAL_KEY_STORAGE, TERMINAL_LAST_PAID_STORAGE } from '../stores/terminal-key';
import {
  CARD_ELO,
  CARD_VISA,
  PAYMENT_ID,
  TERMINAL_KEY,
  identifiedPayment,
  terminalPayment,
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

type Answer = () => Response | Promise<Response>;
type Call = 'start' | 'face' | 'confirm' | 'cancel';

/** Each call's answers in order; the last one repeats. No answer: offline. */
function fakeTerminalApi(fetchMock: FetchMock, answers: Partial<Record<Call, Answer[]>>) {
  const used: Record<Call, number> = { start: 0, face: 0, confirm: 0, cancel: 0 };
  fetchMock.mockImplementation((input) => {
    const url = input as string;
    const call: Call | null = url.endsWith('/api/terminal/payments')
      ? 'start'
      : url.endsWith('/face')
        ? 'face'
        : url.endsWith('/confirm')
          ? 'confirm'
          : url.endsWith('/cancel')
            ? 'cancel'
            : null;
    const list = call ? answers[call] : undefined;
    if (!call || !list?.length) return Promise.reject(new TypeError('offline'));
    const answer = list[Math.min(used[call]++, list.length - 1)]!;
    return Promise.resolve(answer());
  });
}

const ok = (payment: ReturnType<typeof terminalPayment>) => () => json(200, { data: payment });
const no = (status: number, code: ErrorCode) => () => refused(status, code);
const offline: Answer = () => Promise.reject(new TypeError('offline'));

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
  const fetchMock = setUpRouteTests();

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
      const init = fetchMock.mock.calls[0]![1]!;
      expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${TERMINAL_KEY}`);
      expect(fetchMock.mock.calls[0]![0] as string).not.toContain(TERMINAL_KEY);
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

    it('"Sair" asks first, then forgets the key', () => {
      signedIn();
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

    it('stops at the maximum amount', () => {
      signedIn();
      typeAmount('1000000000000');
      expect(amountShown()).toBe('R$ 10.000.000.000,00');
      press('1');
      expect(amountShown()).toBe('R$ 10.000.000.000,00');
    });

    it('charges only an amount above zero, also with Enter', async () => {
      fakeTerminalApi(fetchMock, happy());
      signedIn();
      expect(screen.getByRole('button', { name: 'Cobrar com o rosto' })).toBeDisabled();
      fireEvent.keyDown(document.body, { key: 'Enter' });
      expect(fetchMock).not.toHaveBeenCalled();
      fireEvent.keyDown(document.body, { key: '7' });
      fireEvent.keyDown(document.body, { key: 'Enter' });
      await screen.findByRole('heading', { name: 'Olhe para a câmera' });
      expect(sentCalls(fetchMock)[0]?.body).toMatchObject({ amountCents: 7 });
    });
  });

  describe('sale', () => {
    it('pays R$ 23,90: start, photo, card, success, with no PIN pad when it is not asked', async () => {
      fakeTerminalApi(fetchMock, happy(false));
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

      const calls = sentCalls(fetchMock);
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
      expect(screen.getByRole('button', { name: 'Cancelar último pagamento' })).toBeInTheDocument();
    });

    it('shows the PIN pad when pinRequired and sends the PIN with the card', async () => {
      fakeTerminalApi(fetchMock, happy(true));
      signedIn();
      await toCards();
      fireEvent.click(screen.getByRole('button', { name: 'Visa final 4242' }));
      expect(screen.getByRole('heading', { name: 'Senha do Rosto' })).toBeInTheDocument();
      expect(
        screen.getByText('Maria, digite sua senha de 4 números para pagar R$ 23,90.', {
          normalizer: (t) => t.replace(/\s/gu, ' '),
        }),
      ).toBeInTheDocument();
      typePin('12');
      expect(screen.getByTestId('terminal-pin-dots')).toHaveAccessibleName('Senha: 2 de 4 dígitos');
      fireEvent.click(screen.getByRole('button', { name: 'Apagar o último dígito' }));
      typePin('234');
      await screen.findByRole('heading', { name: 'Pagamento aprovado' });
      expect(sentCalls(fetchMock)[2]!.body).toEqual({ paymentMethodId: CARD_VISA, pin: '1234' });
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
      expect(sentCalls(fetchMock)[1]!.body).toEqual({
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

    it('checks an unknown charge again with the same card, never as a new sale', async () => {
      fakeTerminalApi(fetchMock, {
        ...happy(),
        confirm: [no(502, 'TERMINAL_PAYMENT_OUTCOME_UNKNOWN'), happy().confirm[0]!],
      });
      signedIn();
      await toCards();
      fireEvent.click(screen.getByRole('button', { name: 'Visa final 4242' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Verificar o pagamento' }));
      await screen.findByRole('heading', { name: 'Pagamento aprovado' });
      const confirms = sentCalls(fetchMock).filter(({ call }) => call.endsWith('/confirm'));
      expect(confirms.map(({ body }) => body)).toEqual([
        { paymentMethodId: CARD_VISA },
        { paymentMethodId: CARD_VISA },
      ]);
      expect(startKeys(fetchMock)).toHaveLength(1);
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
      ['TERMINAL_PAYMENT_LIVENESS_FAILED', 'face', 'Nova venda', 422, 'amount'],
      ['TERMINAL_PAYMENT_EXPIRED', 'face', 'Nova venda', 410, 'amount'],
      ['INVALID_USER_PIN', 'confirm', 'Digitar a senha de novo', 403, 'pin'],
      ['USER_PIN_LOCKED', 'confirm', 'Nova venda', 403, 'amount'],
      ['TERMINAL_PAYMENT_PIN_NOT_SET', 'confirm', 'Nova venda', 403, 'amount'],
      ['TERMINAL_PAYMENT_CARD_NOT_OFFERED', 'confirm', 'Escolher outro cartão', 422, 'cards'],
      ['TERMINAL_PAYMENT_CARD_DECLINED', 'confirm', 'Nova venda', 402, 'amount'],
      ['TERMINAL_PAYMENT_OUTCOME_UNKNOWN', 'confirm', 'Verificar o pagamento', 502, 'pin'],
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

  describe('cancel the last payment', () => {
    it('asks, cancels the payment just paid and says so', async () => {
      fakeTerminalApi(fetchMock, happy());
      signedIn();
      await pay();
      fireEvent.click(screen.getByRole('button', { name: 'Novo pagamento' }));
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar último pagamento' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Cancelar o último pagamento?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar pagamento' }));
      expect(
        await within(dialog).findByText('Pagamento de R$ 23,90 cancelado.', {
          normalizer: (t) => t.replace(/\s/gu, ' '),
        }),
      ).toBeInTheDocument();
      expect(sentCalls(fetchMock).at(-1)).toEqual({
        call: `POST terminal/payments/${PAYMENT_ID}/cancel`,
        body: undefined,
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      expect(screen.queryByRole('button', { name: 'Cancelar último pagamento' })).toBeNull();
      expect(sessionStorage.getItem(TERMINAL_LAST_PAID_STORAGE)).toBeNull();
    });

    it('keeps the last payment across a reload of the tab and shows a refusal', async () => {
      fakeTerminalApi(fetchMock, { cancel: [no(409, 'TERMINAL_PAYMENT_CANCEL_TOO_LATE')] });
      sessionStorage.setItem(TERMINAL_LAST_PAID_STORAGE, PAYMENT_ID);
      signedIn();
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar último pagamento' }));
      const dialog = screen.getByRole('alertdialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Manter pagamento' }));
      expect(fetchMock).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar último pagamento' }));
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar pagamento' }),
      );
      await waitFor(() =>
        expect(screen.getByRole('alertdialog')).toHaveTextContent(
          errorMessage('TERMINAL_PAYMENT_CANCEL_TOO_LATE', 'pt-BR'),
        ),
      );
      expect(sentCalls(fetchMock)).toEqual([
        { call: `POST terminal/payments/${PAYMENT_ID}/cancel`, body: undefined },
      ]);
      expect(sessionStorage.getItem(TERMINAL_LAST_PAID_STORAGE)).toBe(PAYMENT_ID);
    });
  });
});
