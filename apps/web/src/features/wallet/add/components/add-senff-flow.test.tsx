// The Senff flow on /carteira/adicionar: the three steps, the code's mask
// and check, refusals as one toast each, the resend dialog's countdown, and
// the 2 s auto-advance to the wallet.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n';
import { clearSnackbars, getSnackbars } from '../../../../lib/snackbar';
import { testProfile } from '../../../../testing/profile';
import { json, refused } from '../../../../testing/responses';
import { renderRoute, setUpRouteTests, where } from '../../../../testing/routes';
import { AddPaymentMethodRoute } from '../routes/add-payment-method';
import { created, fakeWalletApi } from '../utils/add-test-api';

const CARD_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const codeSent = (resendAfterSeconds = 30) => json(200, { data: { ok: true, resendAfterSeconds } });

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const snackbarTexts = () => getSnackbars().map((snackbar) => snackbar.message);
const codeField = () => screen.getByLabelText('Código recebido por SMS');

async function openSenff() {
  renderRoute({
    path: '/carteira/adicionar',
    element: <AddPaymentMethodRoute />,
    profile: testProfile({ allowAddPaymentStatus: 'AUTO_APPROVED' }),
  });
  fireEvent.click(await screen.findByRole('button', { name: /^Senff/ }));
  await heading('Cartão Senff');
}

async function toCodeStep() {
  await openSenff();
  type(screen.getByLabelText('Últimos 4 números do cartão'), '4321');
  fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
  return heading('Digite o código');
}

describe('AddSenffFlow', () => {
  const fetchMock = setUpRouteTests({ cleanUp: clearSnackbars });

  it('explains the SMS, takes the code, then shows success and goes to the wallet after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeWalletApi(fetchMock, {
      answers: {
        'POST user/payment-method/senff/start': [() => codeSent()],
        'POST user/payment-method/senff/finish': [() => created(CARD_ID)],
      },
    });
    await openSenff();
    expect(screen.getByText('Etapa 1 de 3')).toBeInTheDocument();
    expect(
      screen.getByText(/enviar um código por SMS para o celular cadastrado no seu cartão Senff/u),
    ).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Enviar código' });
    expect(screen.getByLabelText('Nome do cartão')).toHaveValue('Senff');
    expect(send).toBeDisabled();
    type(screen.getByLabelText('Últimos 4 números do cartão'), '43a2');
    expect(send).toBeDisabled();
    type(screen.getByLabelText('Últimos 4 números do cartão'), '4321');
    type(screen.getByLabelText('Nome do cartão'), 'Senff da Maria');
    fireEvent.click(send);

    const codeHeading = await heading('Digite o código');
    await waitFor(() => expect(codeHeading).toHaveFocus());
    expect(screen.getByText('Etapa 2 de 3')).toBeInTheDocument();
    expect(screen.getByText(/celular do cartão Senff final 4321/u)).toBeInTheDocument();
    type(codeField(), '123456');
    expect(codeField()).toHaveValue('12 34 56');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));

    await heading('Cartão Senff cadastrado!');
    expect(screen.getByText('Etapa 3 de 3')).toBeInTheDocument();
    expect(api.sent).toEqual([
      { call: 'POST user/payment-method/senff/start', body: { lastFourDigits: '4321' } },
      {
        call: 'POST user/payment-method/senff/finish',
        body: { otp: '123456', cardName: 'Senff da Maria', lastFourDigits: '4321' },
      },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(where()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(where()).toBe('/carteira'));
  });

  it('asks for the 6 digits before sending the code', async () => {
    const api = fakeWalletApi(fetchMock, {
      answers: { 'POST user/payment-method/senff/start': [() => codeSent()] },
    });
    await toCodeStep();
    type(codeField(), '12 3a4');
    expect(codeField()).toHaveValue('12 34');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Digite um código válido de 6 dígitos.')).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toHaveLength(1);
    type(codeField(), '12345');
    expect(screen.queryByText('Digite um código válido de 6 dígitos.')).toBeNull();
  });

  it("in English, a code without its 6 digits reads 'Enter a valid 6 digit code.'", async () => {
    fakeWalletApi(fetchMock, {
      answers: { 'POST user/payment-method/senff/start': [() => codeSent()] },
    });
    await toCodeStep();
    await act(() => changeLanguage('en'));
    try {
      type(screen.getByLabelText('Code received by SMS'), '12345');
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Enter a valid 6 digit code.')).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('pt-BR'));
    }
  });

  it('a wrong code: one bottom toast however often, and the field emptied', async () => {
    fakeWalletApi(fetchMock, {
      answers: {
        'POST user/payment-method/senff/start': [() => codeSent()],
        'POST user/payment-method/senff/finish': [
          () => refused(403, 'GATEWAY_SENFF_CARD_INVALID_OTP'),
          () => refused(403, 'GATEWAY_SENFF_CARD_INVALID_OTP'),
        ],
      },
    });
    await toCodeStep();
    for (const attempt of ['111111', '222222']) {
      type(codeField(), attempt);
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
      await waitFor(() => expect(codeField()).toHaveValue(''));
    }
    expect(snackbarTexts()).toEqual(['Código do cartão inválido.']);
    expect(getSnackbars()[0]?.variant).toBe('error');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Digite o código');
  });

  it('a refusal to send: the mapped toast, or the unknown-error text for an unmapped code', async () => {
    fakeWalletApi(fetchMock, {
      answers: {
        'POST user/payment-method/senff/start': [
          () => refused(404, 'CARD_PROVIDER_NO_CARD_FOR_CPF'),
          () => refused(500, 'SENFF_IS_DOWN'),
        ],
      },
    });
    await openSenff();
    type(screen.getByLabelText('Últimos 4 números do cartão'), '0000');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() =>
      expect(snackbarTexts()).toEqual(['Não encontramos um cartão desse emissor no seu CPF.']),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enviar código' })).toBeEnabled(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(snackbarTexts()).toContain('Ocorreu um erro inesperado.'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cartão Senff');
  });

  it("resends from a dialog once the server's countdown ends", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeWalletApi(fetchMock, {
      answers: {
        'POST user/payment-method/senff/start': [() => codeSent(5), () => codeSent(5)],
      },
    });
    await toCodeStep();
    type(codeField(), '12');
    fireEvent.click(screen.getByRole('button', { name: 'Não recebeu o código?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Não recebeu o código?' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent('Você pode pedir um novo código em 0:05.'),
    );
    const resend = within(dialog).getByRole('button', { name: 'Reenviar SMS' });
    expect(resend).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(resend).toBeEnabled());
    fireEvent.click(resend);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(snackbarTexts()).toEqual(['Enviamos um novo código.']);
    expect(codeField()).toHaveValue('');
    expect(api.sent).toEqual([
      { call: 'POST user/payment-method/senff/start', body: { lastFourDigits: '4321' } },
      { call: 'POST user/payment-method/senff/start', body: { lastFourDigits: '4321' } },
    ]);
    // A new countdown starts.
    expect(await screen.findByText('Você pode pedir um novo código em 0:05.')).toBeInTheDocument();
  });
});
