// The credit card form on /carteira/adicionar: masks and focus, the checks on
// continue, the add and its validation page, a refusal's snackbar with the
// CVV cleared, and the three codes that open the sheet.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../../../../config/env';
import { clearSnackbars, getSnackbars } from '../../../../lib/snackbar';
import { testProfile } from '../../../../testing/profile';
import { refused } from '../../../../testing/responses';
import { renderRoute, setUpRouteTests, where } from '../../../../testing/routes';
import { AddPaymentMethodRoute } from '../routes/add-payment-method';
import { created, fakeWalletApi, refusedWithSheet } from '../utils/add-test-api';

const CARD_ID = '3b0c5f2e-7d41-4c6a-9a51-2f8e1d0c4b7a';

async function openCreditForm() {
  renderRoute({
    path: '/carteira/adicionar',
    element: <AddPaymentMethodRoute />,
    profile: testProfile({ allowAddPaymentStatus: 'AUTO_APPROVED' }),
  });
  fireEvent.click(await screen.findByRole('button', { name: /^Cartão de crédito/ }));
  await screen.findByRole('heading', { level: 1, name: 'Cartão de crédito' });
}

const field = {
  number: () => screen.getByLabelText('Número do cartão'),
  expiry: () => screen.getByLabelText('Validade'),
  cvv: () => screen.getByLabelText('CVV'),
  zip: () => screen.getByLabelText('CEP da fatura (opcional)'),
  name: () => screen.getByLabelText('Nome impresso no cartão'),
  alias: () => screen.getByLabelText('Apelido do cartão (opcional)'),
};
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
/** As a tap does: the button takes the focus, then the click. */
const tapContinue = () => {
  continueButton().focus();
  fireEvent.click(continueButton());
};
const snackbarTexts = () => getSnackbars().map((snackbar) => snackbar.message);

/** A complete card; the full number moves the focus on before the other fields are typed. */
async function fillValidCard() {
  type(field.number(), '4111111111111111');
  await waitFor(() => expect(field.expiry()).toHaveFocus());
  type(field.expiry(), '1230');
  type(field.cvv(), '123');
  type(field.zip(), '80010000');
  type(field.name(), 'maria oliveira');
  type(field.alias(), 'Roxinho');
}

describe('AddCreditCardForm', () => {
  const fetchMock = setUpRouteTests({ cleanUp: clearSnackbars });
  const stage = { isDemo: env.isDemo };
  afterEach(() => {
    env.isDemo = stage.isDemo;
  });

  it('groups the number by four, shows the brand as typed and moves on at 19 characters', async () => {
    fakeWalletApi(fetchMock);
    await openCreditForm();
    field.number().focus();
    type(field.number(), '5555');
    expect(screen.getByRole('img', { name: 'Bandeira Mastercard' })).toHaveAttribute(
      'src',
      '/authorizers/mastercard-single.svg',
    );
    type(field.number(), '411111111111');
    expect(field.number()).toHaveValue('4111 1111 1111');
    expect(screen.getByRole('img', { name: 'Bandeira Visa' })).toBeInTheDocument();
    expect(field.number()).toHaveFocus();
    type(field.number(), '41111111111111119999');
    expect(field.number()).toHaveValue('4111 1111 1111 1111');
    await waitFor(() => expect(field.expiry()).toHaveFocus());
  });

  it('keeps the fields in the focus order number, expiry, CVV, CEP, name, alias', async () => {
    fakeWalletApi(fetchMock);
    await openCreditForm();
    const inputs = [...document.querySelectorAll('form input')];
    expect(inputs).toEqual([
      field.number(),
      field.expiry(),
      field.cvv(),
      field.zip(),
      field.name(),
      field.alias(),
    ]);
    expect(inputs.every((input) => !input.hasAttribute('tabindex'))).toBe(true);
  });

  it('clears a month outside 01-12 and keeps only the month of a year outside 19-50', async () => {
    fakeWalletApi(fetchMock);
    await openCreditForm();
    type(field.expiry(), '13');
    expect(field.expiry()).toHaveValue('');
    type(field.expiry(), '1251');
    expect(field.expiry()).toHaveValue('12');
    type(field.expiry(), '1218');
    expect(field.expiry()).toHaveValue('12');
    type(field.expiry(), '1228');
    expect(field.expiry()).toHaveValue('12/28');
  });

  it('takes 3 CVV digits, 4 for American Express, and continues only with a valid one', async () => {
    fakeWalletApi(fetchMock);
    await openCreditForm();
    expect(continueButton()).toBeDisabled();
    type(field.number(), '4111111111111111');
    type(field.cvv(), '12a34');
    expect(field.cvv()).toHaveValue('123');
    expect(screen.getByText('Código de segurança, 3 números no verso')).toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
    type(field.number(), '378282246310005');
    expect(screen.getByText('Código de segurança, 4 números na frente')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    type(field.cvv(), '1234');
    expect(field.cvv()).toHaveValue('1234');
    expect(continueButton()).toBeEnabled();
  });

  it('each field says its own problem on leaving it, whatever the others hold (issue 29)', async () => {
    const api = fakeWalletApi(fetchMock);
    await openCreditForm();
    // Leaving a field still empty says nothing yet.
    fireEvent.blur(field.number());
    expect(field.number()).not.toHaveAttribute('aria-invalid');

    type(field.number(), '4111 1111');
    fireEvent.blur(field.number());
    await waitFor(() =>
      expect(field.number()).toHaveAccessibleDescription('Número do cartão inválido.'),
    );
    // The CVV is still short, and the expiry says its own problem all the same.
    type(field.expiry(), '1219');
    fireEvent.blur(field.expiry());
    await waitFor(() =>
      expect(field.expiry()).toHaveAccessibleDescription(/Data de validade inválida\.$/u),
    );
    type(field.cvv(), '1');
    fireEvent.blur(field.cvv());
    await waitFor(() => expect(field.cvv()).toHaveAttribute('aria-invalid', 'true'));
    type(field.name(), 'MARIA 2');
    fireEvent.blur(field.name());
    await waitFor(() =>
      expect(field.name()).toHaveAccessibleDescription(
        'Informe o nome impresso no cartão, com até 25 caracteres.',
      ),
    );
    // Untouched fields stay quiet.
    expect(field.zip()).not.toHaveAttribute('aria-invalid');
    expect(field.alias()).not.toHaveAttribute('aria-invalid');

    // Corrected, a field's message goes at once.
    type(field.number(), '4111111111111111');
    await waitFor(() => expect(field.number()).not.toHaveAttribute('aria-invalid'));
    expect(field.expiry()).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toEqual([]);
  });

  it('the waiting button says why: the CVV is missing', async () => {
    fakeWalletApi(fetchMock);
    await openCreditForm();
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription(
      'Digite o CVV (código de segurança) para continuar.',
    );
    type(field.number(), '4111111111111111');
    type(field.cvv(), '12');
    expect(screen.getByText('Digite o CVV (código de segurança) para continuar.')).toBeVisible();
    type(field.cvv(), '123');
    expect(continueButton()).toBeEnabled();
    expect(screen.queryByText('Digite o CVV (código de segurança) para continuar.')).toBeNull();
  });

  it('uppercases the holder name (25 at most) and counts the alias to 20', async () => {
    fakeWalletApi(fetchMock);
    await openCreditForm();
    type(field.name(), 'maria da silva oliveira santos');
    expect(field.name()).toHaveValue('MARIA DA SILVA OLIVEIRA S');
    expect(screen.getByText('0/20 caracteres')).toBeInTheDocument();
    type(field.alias(), 'Roxinho');
    expect(screen.getByText('7/20 caracteres')).toBeInTheDocument();
    expect(field.alias()).toHaveAttribute('maxLength', '20');
  });

  it('on continue focuses the first invalid field; the zip and the alias say their own message', async () => {
    const api = fakeWalletApi(fetchMock);
    await openCreditForm();
    await fillValidCard();
    type(field.zip(), '80010');
    type(field.name(), '');
    // An autofilled value may pass the input's maxLength.
    type(field.alias(), 'Cartão do supermercado');
    tapContinue();

    await waitFor(() => expect(field.zip()).toHaveAccessibleDescription('CEP inválido.'));
    expect(field.zip()).toHaveFocus();
    expect(field.name()).toHaveAccessibleDescription(
      'Informe o nome impresso no cartão, com até 25 caracteres.',
    );
    expect(field.alias()).toHaveAccessibleDescription(
      /O apelido deve ter no máximo 20 caracteres\.$/u,
    );
    expect(field.number()).not.toHaveAttribute('aria-invalid');
    expect(api.sent).toEqual([]);

    // Fixing a field clears its message at once.
    type(field.zip(), '80010000');
    await waitFor(() => expect(field.zip()).not.toHaveAttribute('aria-invalid'));
  });

  it('an invalid number takes the focus first, with its message', async () => {
    fakeWalletApi(fetchMock);
    await openCreditForm();
    await fillValidCard();
    type(field.number(), '4111111111111112');
    await waitFor(() => expect(field.expiry()).toHaveFocus());
    type(field.expiry(), '1219');
    tapContinue();
    await waitFor(() =>
      expect(field.number()).toHaveAccessibleDescription('Número do cartão inválido.'),
    );
    // The number said its problem on leaving it; the focus comes once the form is checked.
    await waitFor(() => expect(field.number()).toHaveFocus());
    expect(field.expiry()).toHaveAccessibleDescription(/Data de validade inválida\.$/u);
  });

  it('adds the card and goes to its validation page, keeping nothing of it in storage', async () => {
    const api = fakeWalletApi(fetchMock, {
      answers: { 'POST user/credit-card': [() => created(CARD_ID)] },
    });
    await openCreditForm();
    await fillValidCard();
    fireEvent.click(continueButton());
    await waitFor(() => expect(where()).toBe(`/carteira/${CARD_ID}/validar`));
    expect(api.sent).toEqual([
      {
        call: 'POST user/credit-card',
        body: {
          name: 'MARIA OLIVEIRA',
          number: '4111111111111111',
          expiration: '12/30',
          cvc: '123',
          zipCode: '80010000',
          alias: 'Roxinho',
        },
      },
    ]);
    expect(snackbarTexts()).toEqual(['Cartão cadastrado! Agora falta validá-lo.']);
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toMatch(/4111|1111111/);
  });

  it('a refusal without a sheet: a snackbar, the CVV cleared and continue disabled until it is typed again', async () => {
    const api = fakeWalletApi(fetchMock, {
      answers: {
        'POST user/credit-card': [
          () => refused(400, 'PAYMENT_METHOD_INVALID'),
          () => refused(403, 'LIMIT_OF_PAYMENT_METHODS_EXCEEDED'),
        ],
      },
    });
    await openCreditForm();
    await fillValidCard();
    fireEvent.click(continueButton());

    await waitFor(() =>
      expect(snackbarTexts()).toEqual(['Dados do cartão inválidos. Confira e tente novamente.']),
    );
    expect(field.cvv()).toHaveValue('');
    expect(field.cvv()).toHaveFocus();
    expect(screen.getByText('Digite o CVV de novo para tentar outra vez.')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    // The rest of the card stays.
    expect(field.number()).toHaveValue('4111 1111 1111 1111');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    type(field.cvv(), '321');
    expect(continueButton()).toBeEnabled();
    fireEvent.click(continueButton());
    // The wallet limit is a snackbar for the credit card too, not the sheet.
    await waitFor(() =>
      expect(snackbarTexts()).toContain('Você atingiu o limite de cartões na carteira.'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(field.cvv()).toHaveValue('');
    expect(api.sent).toHaveLength(2);
  });

  it.each([
    'LIMIT_OF_PAYMENT_METHODS_ADDITION_ATTEMPTS_EXCEEDED',
    'PAYMENT_METHOD_WAITING_VALIDATION',
    'PAYMENT_METHOD_ALREADY_EXISTS',
  ])(
    '%s opens the sheet with the body texts; "Ok, entendi." resets and goes to /carteira',
    async (code) => {
      fakeWalletApi(fetchMock, {
        answers: {
          'POST user/credit-card': [
            () => refusedWithSheet(409, code, `Título de ${code}`, `Explicação de ${code}`),
          ],
        },
      });
      await openCreditForm();
      await fillValidCard();
      fireEvent.click(continueButton());
      const sheet = await screen.findByRole('alertdialog', { name: `Título de ${code}` });
      expect(sheet).toHaveTextContent(`Explicação de ${code}`);
      expect(snackbarTexts()).toEqual([]);
      fireEvent.click(within(sheet).getByRole('button', { name: 'Ok, entendi.' }));
      await waitFor(() => expect(where()).toBe('/carteira'));
    },
  );

  it("a sheet code without texts in the body shows the contract's", async () => {
    fakeWalletApi(fetchMock, {
      answers: {
        'POST user/credit-card': [() => refused(409, 'PAYMENT_METHOD_ALREADY_EXISTS')],
      },
    });
    await openCreditForm();
    await fillValidCard();
    fireEvent.click(continueButton());
    const sheet = await screen.findByRole('alertdialog', {
      name: 'Este cartão já está na sua carteira',
    });
    expect(sheet).toHaveTextContent('Você já pode pagar com ele.');
  });

  it('offers only Mastercard in the demo stage', async () => {
    env.isDemo = true;
    const api = fakeWalletApi(fetchMock);
    await openCreditForm();
    await fillValidCard();
    await act(async () => {
      fireEvent.click(continueButton());
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(field.number()).toHaveAccessibleDescription(
        'Nesta demonstração, só aceitamos Mastercard.',
      ),
    );
    expect(api.sent).toEqual([]);
  });
});
