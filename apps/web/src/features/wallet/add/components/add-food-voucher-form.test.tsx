// The food-voucher form on /carteira/adicionar: the 16 digits and the alias,
// a bad field's toast and focus, the add (with the issuer payload of decision
// 031) and its validation page, the sheet codes of decision 030, and the
// button after a refusal.
import { foodVoucherSheetCodes } from '@rosto/contract/card-error-sheets';
import { FOOD_VOUCHER_PROVIDER } from '@rosto/contract/schemas/payment-methods';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../../../lib/analytics';
import { clearSnackbars, getSnackbars } from '../../../../lib/snackbar';
import { testProfile } from '../../../../testing/profile';
import { refused } from '../../../../testing/responses';
import { renderRoute, setUpRouteTests, where } from '../../../../testing/routes';
import { AddPaymentMethodRoute } from '../routes/add-payment-method';
import { created, fakeWalletApi, refusedWithSheet } from '../utils/add-test-api';

vi.mock('../../../../lib/analytics', () => ({ track: vi.fn() }));

const CARD_ID = '5d2a9c1e-3f4b-4e8a-b6c7-0a1b2c3d4e5f';
const CUSTOMER_ID = 'a3c5e7f9-2b4d-4f6a-8c0e-1d3f5a7b9c2e';

/**
 * Decision 030: the three sheet codes of docs/spec/wallet-checklist.md §8, and two that end the
 * attempt.
 */
const SHEET_CODES = [
  'LIMIT_OF_PAYMENT_METHODS_ADDITION_ATTEMPTS_EXCEEDED',
  'PAYMENT_METHOD_WAITING_VALIDATION',
  'PAYMENT_METHOD_ALREADY_EXISTS',
  'CARD_PROVIDER_NO_CARD_FOR_CPF',
  'LIMIT_OF_PAYMENT_METHODS_EXCEEDED',
];

async function openVoucherForm() {
  renderRoute({
    path: '/carteira/adicionar',
    element: <AddPaymentMethodRoute />,
    profile: testProfile({ id: CUSTOMER_ID, allowAddPaymentStatus: 'AUTO_APPROVED' }),
  });
  fireEvent.click(await screen.findByRole('button', { name: /^Green Benefícios/ }));
  await screen.findByRole('heading', { level: 1, name: 'Vale-alimentação' });
}

const numberField = () => screen.getByLabelText('Número do cartão');
const aliasField = () => screen.getByLabelText('Apelido do cartão (opcional)');
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
const tapContinue = () => {
  continueButton().focus();
  fireEvent.click(continueButton());
};
const snackbarTexts = () => getSnackbars().map((snackbar) => snackbar.message);

describe('AddFoodVoucherForm', () => {
  const fetchMock = setUpRouteTests({ cleanUp: clearSnackbars });
  beforeEach(() => vi.mocked(track).mockClear());

  it('takes digits only, 16 at most, in groups of four, and counts the alias to 20', async () => {
    fakeWalletApi(fetchMock);
    await openVoucherForm();
    type(numberField(), '1234 5678-abcd');
    expect(numberField()).toHaveValue('1234 5678');
    // Issue 29: pasted as printed on the card, every digit stays (it was cut to 13).
    type(numberField(), '6370 9500 1234 0000 99');
    expect(numberField()).toHaveValue('6370 9500 1234 0000');
    expect(numberField()).toHaveAttribute('inputMode', 'numeric');
    type(aliasField(), 'Almoço');
    expect(screen.getByText('6/20 caracteres')).toBeInTheDocument();
  });

  it('a number without its 16 digits: an error toast and the focus on it, nothing sent', async () => {
    const api = fakeWalletApi(fetchMock);
    await openVoucherForm();
    type(numberField(), '123456781234');
    tapContinue();
    await waitFor(() => expect(snackbarTexts()).toEqual(['Número do cartão inválido.']));
    expect(numberField()).toHaveFocus();
    expect(numberField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toEqual([]);
  });

  it('an alias over 20 characters: its own message', async () => {
    fakeWalletApi(fetchMock);
    await openVoucherForm();
    type(numberField(), '1234567812345678');
    type(aliasField(), 'Vale do trabalho novo 2');
    tapContinue();
    await waitFor(() =>
      expect(snackbarTexts()).toEqual(['O apelido deve ter no máximo 20 caracteres.']),
    );
    expect(aliasField()).toHaveFocus();
  });

  it('adds the voucher with the payload {retailerId, productId, clientId, alias} and goes to its validation page with the answered id', async () => {
    const api = fakeWalletApi(fetchMock, {
      answers: { 'POST user/private-label': [() => created(CARD_ID)] },
    });
    await openVoucherForm();
    type(numberField(), '1234567812345678');
    type(aliasField(), 'Almoço');
    tapContinue();
    await waitFor(() => expect(where()).toBe(`/carteira/food-voucher/${CARD_ID}/validar`));
    expect(api.sent).toEqual([
      {
        call: 'POST user/private-label',
        body: {
          number: '1234567812345678',
          privateLabelProvider: 'GREEN_BENEFICIOS',
          alias: 'Almoço',
          payload: {
            retailerId: 'GREEN_BENEFICIOS',
            productId: '1',
            clientId: CUSTOMER_ID,
            alias: 'Almoço',
          },
        },
      },
    ]);
    expect(track).not.toHaveBeenCalled();
  });

  it("the retailer id uses the provider constant, the product id is '1'; without an alias neither part has one", async () => {
    const api = fakeWalletApi(fetchMock, {
      answers: { 'POST user/private-label': [() => created(CARD_ID)] },
    });
    await openVoucherForm();
    type(numberField(), '1234567812345678');
    type(aliasField(), '   ');
    tapContinue();
    await waitFor(() => expect(where()).toBe(`/carteira/food-voucher/${CARD_ID}/validar`));
    expect(api.sent.map(({ body }) => body)).toEqual([
      {
        number: '1234567812345678',
        privateLabelProvider: FOOD_VOUCHER_PROVIDER,
        payload: { retailerId: FOOD_VOUCHER_PROVIDER, productId: '1', clientId: CUSTOMER_ID },
      },
    ]);
  });

  it("the sheet codes are exactly decision 030's five: §8's three and the two that end the attempt", () => {
    // The list the form opens the sheet for; each code is opened below, any other is a toast.
    expect([...foodVoucherSheetCodes].sort()).toEqual([...SHEET_CODES].sort());
  });

  it.each(SHEET_CODES)('%s opens the sheet; "Ok, entendi." goes to /carteira', async (code) => {
    fakeWalletApi(fetchMock, {
      answers: {
        'POST user/private-label': [() => refusedWithSheet(403, code, `Título ${code}`, 'Detalhe')],
      },
    });
    await openVoucherForm();
    type(numberField(), '1234567812340000');
    tapContinue();
    const sheet = await screen.findByRole('alertdialog', { name: `Título ${code}` });
    expect(sheet).toHaveTextContent('Detalhe');
    expect(track).toHaveBeenCalledWith('FOOD_VOUCHER_ADD_FAILED', { code });
    expect(snackbarTexts()).toEqual([]);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Ok, entendi.' }));
    await waitFor(() => expect(where()).toBe('/carteira'));
  });

  it('another refusal: a toast, the generic-error event, and continue disabled until the form changes', async () => {
    fakeWalletApi(fetchMock, {
      answers: { 'POST user/private-label': [() => refused(502, 'CARD_PROVIDER_ERROR')] },
    });
    await openVoucherForm();
    type(numberField(), '1234567812345678');
    tapContinue();
    await waitFor(() =>
      expect(snackbarTexts()).toEqual(['Houve um erro no emissor do cartão. Tente novamente.']),
    );
    expect(track).toHaveBeenCalledWith('FOOD_VOUCHER_ADD_FAILED', {
      code: 'CARD_PROVIDER_ERROR',
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(continueButton()).toBeDisabled();
    type(aliasField(), 'A');
    expect(continueButton()).toBeEnabled();
  });

  it('after a network failure continue stays enabled: a retry can work', async () => {
    // No answer queued: the fake API fails as an offline fetch does.
    const api = fakeWalletApi(fetchMock);
    await openVoucherForm();
    type(numberField(), '1234567812345678');
    tapContinue();
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith('FOOD_VOUCHER_ADD_FAILED', { code: 'NETWORK_ERROR' }),
    );
    await waitFor(() => expect(snackbarTexts()).toHaveLength(1));
    expect(continueButton()).toBeEnabled();
    tapContinue();
    await waitFor(() => expect(api.sent).toHaveLength(2));
  });
});
