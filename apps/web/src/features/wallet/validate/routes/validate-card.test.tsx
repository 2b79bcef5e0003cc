// /carteira/{id}/validar: each branch the card's state picks, the amount
// field's rules, a wrong amount and a second try, the tries running out, the
// CVV branch, the explanation first in a registration, the cancel dialog, a
// card that is not the user's and a failed load.
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SnackbarHost } from '../../../../components/ui/snackbar-host';
import { clearSnackbars, getSnackbars } from '../../../../lib/snackbar';
import { storageKeys } from '../../../../lib/storage';
import { testProfile } from '../../../../testing/profile';
import { json, refused } from '../../../../testing/responses';
import type { FetchMock } from '../../../../testing/routes';
import { renderRoute, setUpRouteTests, where } from '../../../../testing/routes';
import { markExplained } from '../utils/validation-explained';
import { TEST_CARD_ID, validationTestCard as card } from '../../testing';
import { ValidateCardRoute } from './validate-card';

type Answer = (body: unknown) => Response;

/**
 * The API: the card read answers `reads` in turn (the last one again after),
 * the validation calls answer from their queues; every call is recorded.
 */
function fakeApi(
  fetchMock: FetchMock,
  options: {
    reads: (() => Response)[];
    validate?: Answer[];
    check?: Answer[];
    cvv?: Answer[];
  },
) {
  const sent: { call: string; body: unknown }[] = [];
  const reads = [...options.reads];
  const queues: Record<string, Answer[]> = {
    'POST user/credit-card/validate': [...(options.validate ?? [])],
    'POST user/credit-card/random-amount-check': [...(options.check ?? [])],
    'POST user/credit-card/update-cvv': [...(options.cvv ?? [])],
  };
  fetchMock.mockImplementation((input, init) => {
    const call = `${init?.method ?? 'GET'} ${(input as string).split('/api/')[1]}`;
    const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    sent.push({ call, body });
    if (call.startsWith('GET user/payment-method/formatted')) {
      const read = reads.length > 1 ? reads.shift()! : reads[0]!;
      return Promise.resolve(read());
    }
    const next = queues[call]?.shift();
    return next ? Promise.resolve(next(body)) : Promise.reject(new TypeError('offline'));
  });
  return {
    sent,
    posts: () => sent.filter(({ call }) => call.startsWith('POST')),
    reads: () => sent.filter(({ call }) => call.startsWith('GET')),
  };
}

const list =
  (...cards: PaymentMethod[]) =>
  () =>
    json(200, { data: { data: cards } });
const answer = (value: PaymentMethod) => () => json(200, { data: value });

function renderValidate(entry = `/carteira/${TEST_CARD_ID}/validar`) {
  return renderRoute({
    path: '/carteira/:id/validar',
    entry,
    element: (
      <>
        <ValidateCardRoute />
        <SnackbarHost />
        <Link to="/carteira/9b2d7c1e-0a4f-4c3b-8e6d-5f7a9b1c3d2e/validar">outro cartão</Link>
      </>
    ),
    profile: testProfile(),
  });
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const amountField = () => screen.getByLabelText('Valor da cobrança');
const submitAmount = () => screen.getByRole('button', { name: 'Validar cartão' });

async function toAmountStep() {
  await heading('Vamos validar seu cartão');
  fireEvent.click(screen.getByRole('button', { name: 'Fazer a cobrança' }));
  await heading('Qual foi o valor cobrado?');
}

async function typeAmount(text: string) {
  const field = amountField();
  await userEvent.clear(field);
  await userEvent.type(field, text);
  return field;
}

describe('ValidateCardRoute', () => {
  const fetchMock = setUpRouteTests({ cleanUp: clearSnackbars });

  it('an already validated card: the check animation and a button back to /carteira', async () => {
    fakeApi(fetchMock, { reads: [list(card({ validated: true, canBeValidated: false }))] });
    renderValidate();
    expect(await heading('Cartão validado!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cartão validado' })).toBeInTheDocument();
    expect(screen.getByText(/o cartão Visa •••• 1111 já pode ser usado/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar para a carteira' }));
    await waitFor(() => expect(where()).toBe('/carteira'));
  });

  it('a card that cannot be validated: the failure screen, "Entendi" to /carteira, help by ticket', async () => {
    const api = fakeApi(fetchMock, {
      reads: [list(card({ cardStatus: 'AUTO_REJECTED', canBeValidated: false }))],
    });
    renderValidate();
    expect(await heading('Não foi possível validar o cartão')).toBeInTheDocument();
    expect(screen.getByText(/não pode mais ser validado/)).toBeInTheDocument();
    const help = screen.getByRole('link', { name: /Preciso de ajuda/ });
    const ticket = new URL(help.getAttribute('href')!);
    expect(ticket.searchParams.get('subject')).toBe('Validação de cartão');
    expect(ticket.searchParams.get('description')).toContain('cartão Visa');
    // The ticket's address carries no card digits.
    expect(help.getAttribute('href')).not.toContain('1111');
    fireEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(where()).toBe('/carteira'));
    expect(api.posts()).toEqual([]);
  });

  it('validationMissingData ALL: the variant that mentions the CVV and asks to add the card again', async () => {
    fakeApi(fetchMock, {
      reads: [list(card({ canBeValidated: false, validationMissingData: 'ALL' }))],
    });
    renderValidate();
    expect(await heading('Cadastre o cartão novamente')).toBeInTheDocument();
    expect(screen.getByText(/código de segurança \(CVV\)/)).toBeInTheDocument();
    expect(screen.getByText(/cadastre-o de novo/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entendi' })).toBeInTheDocument();
  });

  it('the explanation: four numbered stages; its confirm makes the charge, then the amount', async () => {
    const api = fakeApi(fetchMock, { reads: [list(card())], validate: [answer(card())] });
    renderValidate();
    await heading('Vamos validar seu cartão');
    const stages = within(screen.getByRole('list', { name: 'Etapas da validação' })).getAllByRole(
      'listitem',
    );
    expect(stages.map((stage) => stage.textContent)).toEqual([
      'Fazemos uma cobrança pequena, entre R$\u00a00,01 e R$\u00a010,00, no seu cartão.',
      'Ela aparece na fatura ou no app do seu banco, normalmente em poucos minutos.',
      'Você digita aqui o valor exato dessa cobrança.',
      'O valor é estornado em até 24 horas.',
    ]);
    expect(api.posts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Fazer a cobrança' }));
    const amount = await heading('Qual foi o valor cobrado?');
    await waitFor(() => expect(amount).toHaveFocus());
    expect(api.posts()).toEqual([
      { call: 'POST user/credit-card/validate', body: { paymentMethodId: TEST_CARD_ID } },
    ]);
    // The authorizer and the short number of the card charged.
    expect(screen.getByTestId('validation-card')).toHaveTextContent('Visa •••• 1111');
    // Not in a registration: no phone hint.
    expect(screen.queryByTestId('validation-phone-hint')).toBeNull();
  });

  it('a charge the issuer cannot take: the mapped message in an error snackbar, still on the explanation', async () => {
    fakeApi(fetchMock, {
      reads: [list(card())],
      validate: [() => refused(400, 'PAYMENT_METHOD_CANT_MAKE_SMALL_VALIDATION_CHARGE')],
    });
    renderValidate();
    await heading('Vamos validar seu cartão');
    fireEvent.click(screen.getByRole('button', { name: 'Fazer a cobrança' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/compras on-line estão habilitadas/);
    expect(getSnackbars()[0]).toMatchObject({ variant: 'error' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vamos validar seu cartão');
  });

  it('cancel asks first: "Continuar validando" stays, "Sair da validação" goes to /carteira', async () => {
    const api = fakeApi(fetchMock, { reads: [list(card())] });
    renderValidate();
    await heading('Vamos validar seu cartão');
    fireEvent.click(screen.getByRole('button', { name: 'Validar depois' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Validar depois?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar validando' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(where()).toBeNull();
    // The header's back asks the same.
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Sair da validação',
      }),
    );
    await waitFor(() => expect(where()).toBe('/carteira'));
    expect(api.posts()).toEqual([]);
  });

  it('the amount: BRL with two decimals, no negatives, at most R$ 10 billion, sent as cents; typed cents-first; over R$ 10,00 it is said and not sent', async () => {
    const api = fakeApi(fetchMock, {
      reads: [list(card())],
      validate: [answer(card())],
      check: [answer(card({ validated: true, canBeValidated: false }))],
    });
    renderValidate();
    await toAmountStep();
    expect(amountField()).toHaveValue('');
    expect(amountField()).toHaveAttribute('placeholder', 'R$ 0,00');
    expect(submitAmount()).toBeDisabled();

    // Cents first, as the terminal's keypad and banking apps (issue 29): 2 0 0 is R$ 2,00.
    expect(await typeAmount('200')).toHaveValue('R$ 2,00');
    expect(amountField()).toHaveAttribute('inputmode', 'numeric');
    // No minus, no comma typed: only the digits count.
    expect(await typeAmount('-1234,56')).toHaveValue('R$ 1.234,56');
    // The small charge is never over R$ 10,00: a typo is said at once and spends no try (issue 29).
    expect(submitAmount()).toBeDisabled();
    expect(
      screen.getByText(
        'A cobrança de validação é de R$ 0,01 a R$ 10,00. Confira o valor na fatura.',
      ),
    ).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(await typeAmount('999')).toHaveValue('R$ 9,99');
    expect(submitAmount()).toBeEnabled();
    expect(screen.queryByText(/A cobrança de validação é de/u)).toBeNull();
    // A backspace drops the last digit.
    await userEvent.type(amountField(), '{Backspace}');
    expect(amountField()).toHaveValue('R$ 0,99');
    // Zero is not an amount.
    await typeAmount('000');
    expect(submitAmount()).toBeDisabled();
    // Nine digits at most (R$ 9.999.999,99, far under the contract's R$ 10 billion); another is refused.
    expect(await typeAmount('1234567890')).toHaveValue('R$ 1.234.567,89');
    await userEvent.clear(amountField());
    expect(submitAmount()).toBeDisabled();

    expect(await typeAmount('123')).toHaveValue('R$ 1,23');
    fireEvent.click(submitAmount());
    expect(await heading('Cartão validado!')).toBeInTheDocument();
    expect(api.posts().at(-1)).toEqual({
      call: 'POST user/credit-card/random-amount-check',
      body: { paymentMethodId: TEST_CARD_ID, amount: 123, tries: 1 },
    });
  });

  it('takes a pasted amount as written: "1,23" is R$ 1,23', async () => {
    fakeApi(fetchMock, { reads: [list(card())], validate: [answer(card())] });
    renderValidate();
    await toAmountStep();
    await userEvent.click(amountField());
    await userEvent.paste('1,23');
    expect(amountField()).toHaveValue('R$ 1,23');
    await userEvent.paste('R$ 0,50');
    expect(amountField()).toHaveValue('R$ 0,50');
  });

  it('a wrong amount: "Valor incorreto" with the tries left and help; try again, then success', async () => {
    const api = fakeApi(fetchMock, {
      reads: [list(card())],
      validate: [answer(card())],
      check: [
        () =>
          json(403, {
            statusCode: 403,
            message: 'SWITCH_PAYMENT_METHOD_VALIDATION_CHECK_INVALID',
            additionalData: { remainingTries: 1 },
          }),
        answer(card({ validated: true, canBeValidated: false })),
      ],
    });
    renderValidate();
    await toAmountStep();
    await typeAmount('321');
    fireEvent.click(submitAmount());
    const incorrect = await heading('Valor incorreto');
    await waitFor(() => expect(incorrect).toHaveFocus());
    expect(screen.getByText('Você tem mais 1 tentativa.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Preciso de ajuda/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await heading('Qual foi o valor cobrado?');
    // A fresh field for the new try.
    expect(amountField()).toHaveValue('');
    await typeAmount('123');
    fireEvent.click(submitAmount());
    expect(await heading('Cartão validado!')).toBeInTheDocument();
    expect(
      api
        .posts()
        .filter(({ call }) => call.endsWith('random-amount-check'))
        .map(({ body }) => body),
    ).toEqual([
      { paymentMethodId: TEST_CARD_ID, amount: 321, tries: 1 },
      { paymentMethodId: TEST_CARD_ID, amount: 123, tries: 2 },
    ]);
  });

  it('a failure that is not a wrong amount also lands on "Valor incorreto", with its reason', async () => {
    fakeApi(fetchMock, { reads: [list(card())], validate: [answer(card())], check: [] });
    renderValidate();
    await toAmountStep();
    await typeAmount('123');
    fireEvent.click(submitAmount());
    await heading('Valor incorreto');
    expect(await screen.findByText(/Não foi possível conectar/)).toBeInTheDocument();
  });

  it('the tries run out (MAX_VALIDATION_EXCEEDED): the card is not validatable, the failure screen', async () => {
    fakeApi(fetchMock, {
      reads: [list(card())],
      validate: [answer(card())],
      check: [() => refused(403, 'SWITCH_PAYMENT_METHOD_MAX_VALIDATION_EXCEEDED')],
    });
    renderValidate();
    await toAmountStep();
    await typeAmount('999');
    fireEvent.click(submitAmount());
    const failure = await heading('Não foi possível validar o cartão');
    await waitFor(() => expect(failure).toHaveFocus());
    // The card read again says so too; the screen stays.
    fireEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(where()).toBe('/carteira'));
  });

  it('the tries count is per card: another card starts again at 1', async () => {
    const other = card({ id: '9b2d7c1e-0a4f-4c3b-8e6d-5f7a9b1c3d2e' });
    const api = fakeApi(fetchMock, {
      reads: [list(card()), list(card()), list(other)],
      validate: [answer(card()), answer(other)],
      check: [
        () => refused(403, 'SWITCH_PAYMENT_METHOD_VALIDATION_CHECK_INVALID'),
        () => refused(403, 'SWITCH_PAYMENT_METHOD_VALIDATION_CHECK_INVALID'),
      ],
    });
    renderValidate();
    await toAmountStep();
    await typeAmount('321');
    fireEvent.click(submitAmount());
    await heading('Valor incorreto');
    fireEvent.click(screen.getByRole('link', { name: 'outro cartão' }));
    await toAmountStep();
    await typeAmount('321');
    fireEvent.click(submitAmount());
    await heading('Valor incorreto');
    expect(
      api
        .posts()
        .filter(({ call }) => call.endsWith('random-amount-check'))
        .map(({ body }) => body),
    ).toEqual([
      { paymentMethodId: TEST_CARD_ID, amount: 321, tries: 1 },
      { paymentMethodId: other.id, amount: 321, tries: 1 },
    ]);
  });

  it('the issuer refuses the charge: the confirm leads to the CVV screen', async () => {
    fakeApi(fetchMock, {
      reads: [list(card()), list(card({ validationMissingData: 'CVV' }))],
      validate: [answer(card({ validationMissingData: 'CVV' }))],
    });
    renderValidate();
    await heading('Vamos validar seu cartão');
    fireEvent.click(screen.getByRole('button', { name: 'Fazer a cobrança' }));
    expect(await heading('Validar cartão')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de segurança (CVV)')).toBeInTheDocument();
  });

  it('the CVV: digits only, disabled until 3; a wrong one is an error snackbar, the right one validates', async () => {
    const api = fakeApi(fetchMock, {
      reads: [list(card({ validationMissingData: 'CVV' }))],
      cvv: [
        () => refused(403, 'PAYMENT_METHOD_INVALID'),
        answer(card({ validated: true, canBeValidated: false, validationMissingData: null })),
      ],
    });
    renderValidate();
    await heading('Validar cartão');
    const field = screen.getByLabelText('Código de segurança (CVV)');
    const submit = screen.getByRole('button', { name: 'Validar cartão' });
    expect(field).toHaveAttribute('placeholder', '123');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(submit).toBeDisabled();
    await userEvent.type(field, '9a9');
    expect(field).toHaveValue('99');
    expect(submit).toBeDisabled();
    await userEvent.type(field, '99');
    // Three digits for a Visa.
    expect(field).toHaveValue('999');
    expect(submit).toBeEnabled();
    fireEvent.click(submit);

    const snackbar = await screen.findByText('Código de segurança incorreto.');
    expect(snackbar.closest('[role="alert"]')).not.toBeNull();
    expect(getSnackbars()).toEqual([
      expect.objectContaining({ variant: 'error', message: 'Código de segurança incorreto.' }),
    ]);
    // The field is emptied for another try.
    const again = screen.getByLabelText('Código de segurança (CVV)');
    await waitFor(() => expect(again).toHaveValue(''));
    await userEvent.type(again, '123');
    fireEvent.click(screen.getByRole('button', { name: 'Validar cartão' }));
    expect(await heading('Cartão validado!')).toBeInTheDocument();
    expect(api.posts().map(({ body }) => body)).toEqual([
      { paymentMethodId: TEST_CARD_ID, cvv: '999' },
      { paymentMethodId: TEST_CARD_ID, cvv: '123' },
    ]);
    // The code was only ever in memory.
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toMatch(/999|123/);
  });

  it('the CVV of an American Express has 4 digits', async () => {
    fakeApi(fetchMock, {
      reads: [
        list(
          card({
            validationMissingData: 'CVV',
            cardBrand: 'AMERICAN_EXPRESS',
            authorizer: 'AMERICAN_EXPRESS',
          }),
        ),
      ],
    });
    renderValidate();
    await heading('Validar cartão');
    const field = screen.getByLabelText('Código de segurança (CVV)');
    await userEvent.type(field, '123');
    expect(screen.getByRole('button', { name: 'Validar cartão' })).toBeDisabled();
    await userEvent.type(field, '45');
    expect(field).toHaveValue('1234');
    expect(screen.getByRole('button', { name: 'Validar cartão' })).toBeEnabled();
  });

  it('the CVV tries run out: the failure screen', async () => {
    fakeApi(fetchMock, {
      reads: [list(card({ validationMissingData: 'CVV' }))],
      cvv: [() => refused(403, 'SWITCH_PAYMENT_METHOD_MAX_VALIDATION_EXCEEDED')],
    });
    renderValidate();
    await heading('Validar cartão');
    await userEvent.type(screen.getByLabelText('Código de segurança (CVV)'), '321');
    fireEvent.click(screen.getByRole('button', { name: 'Validar cartão' }));
    expect(await heading('Não foi possível validar o cartão')).toBeInTheDocument();
  });

  describe('in a registration', () => {
    const registering = () =>
      localStorage.setItem(
        storageKeys.face,
        JSON.stringify({ version: 1, registerIntentionId: 'intention-1' }),
      );

    it('shows the explanation first, then the amount with the phone hint', async () => {
      registering();
      fakeApi(fetchMock, { reads: [list(card())], validate: [answer(card())] });
      renderValidate();
      await toAmountStep();
      expect(screen.getByTestId('validation-phone-hint')).toHaveTextContent(
        /app do seu banco no celular/,
      );
    });

    it('goes straight to the amount once this card was explained in this tab', async () => {
      registering();
      markExplained(TEST_CARD_ID);
      const api = fakeApi(fetchMock, { reads: [list(card())] });
      renderValidate();
      expect(await heading('Qual foi o valor cobrado?')).toBeInTheDocument();
      expect(screen.getByTestId('validation-phone-hint')).toBeInTheDocument();
      expect(api.posts()).toEqual([]);
    });

    it('another card of the registration still gets its explanation', async () => {
      registering();
      markExplained('9b2d7c1e-0a4f-4c3b-8e6d-5f7a9b1c3d2e');
      fakeApi(fetchMock, { reads: [list(card())] });
      renderValidate();
      expect(await heading('Vamos validar seu cartão')).toBeInTheDocument();
    });
  });

  it('outside a registration the explanation shows even when seen before', async () => {
    markExplained(TEST_CARD_ID);
    fakeApi(fetchMock, { reads: [list(card())] });
    renderValidate();
    expect(await heading('Vamos validar seu cartão')).toBeInTheDocument();
  });

  it("a card id that is not the user's (an empty list): the not-found page", async () => {
    fakeApi(fetchMock, { reads: [list()] });
    renderValidate();
    expect(await heading('Cartão não encontrado')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar para a carteira' }));
    await waitFor(() => expect(where()).toBe('/carteira'));
  });

  it('a card under review says so instead of validating', async () => {
    fakeApi(fetchMock, {
      reads: [list(card({ cardStatus: 'WAITING_APPROVAL', canBeValidated: false }))],
    });
    renderValidate();
    expect(await heading('Cartão em análise')).toBeInTheDocument();
    expect(screen.getByText(/48 horas/)).toBeInTheDocument();
  });

  it('a failed load: the reason, and trying again reads the card', async () => {
    const api = fakeApi(fetchMock, {
      reads: [
        () => refused(503, 'CARD_GATEWAY_UNAVAILABLE'),
        () => refused(503, 'CARD_GATEWAY_UNAVAILABLE'),
        list(card()),
      ],
    });
    renderValidate();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Não foi possível carregar o cartão' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/indisponível/);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await heading('Vamos validar seu cartão')).toBeInTheDocument();
    expect(api.reads()).toHaveLength(3);
  });
});
