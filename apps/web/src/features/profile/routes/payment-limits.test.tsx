// /perfil/limites: the limits read from the server, the pause switch saved at
// once, lowering without the PIN, raising or resuming with the PIN pad, the
// bounds of the amounts, errors by the catalogue's text, loading and failure.
import type { PaymentLimits } from '@rosto/contract/schemas/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { clearSnackbars, getSnackbars } from '../../../lib/snackbar';
import { testProfile } from '../../../testing/profile';
import { json, refused } from '../../../testing/responses';
import { renderRoute, sentCalls, setUpRouteTests, where } from '../../../testing/routes';
import { PaymentLimitsRoute } from './payment-limits';

const limits = (overrides: Partial<PaymentLimits> = {}): PaymentLimits => ({
  pinAboveCents: 20_000,
  dailyLimitCents: 100_000,
  paused: false,
  pausedAt: null,
  ...overrides,
});
const answer = (body: PaymentLimits) => json(200, { data: body });

const renderLimits = (hasPin = true) =>
  renderRoute({
    path: '/perfil/limites',
    element: <PaymentLimitsRoute />,
    profile: testProfile({ hasPin }),
  });

const pauseSwitch = () => screen.findByRole('switch', { name: /Pausar pagamentos com o rosto/ });
const pinAboveField = () => screen.getByLabelText('Pedir a senha acima de');
const dailyField = () => screen.getByLabelText('Limite por dia');
const saveButton = () => screen.getByRole('button', { name: 'Salvar limites' });
const typePin = (value: string) =>
  fireEvent.input(screen.getByLabelText('Senha de 4 números'), { target: { value } });
const snackbarTexts = () => getSnackbars().map((snackbar) => snackbar.message);
async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('PaymentLimitsRoute', () => {
  const fetchMock = setUpRouteTests();
  afterEach(() => clearSnackbars());

  it('shows the limits read from the server, in BRL, and goes back to the profile', async () => {
    fetchMock.mockResolvedValueOnce(answer(limits()));
    renderLimits();
    expect(screen.getByRole('status', { name: 'Carregando seus limites…' })).toBeVisible();
    expect(await pauseSwitch()).not.toBeChecked();
    expect(pinAboveField()).toHaveValue('R$ 200,00');
    expect(dailyField()).toHaveValue('R$ 1.000,00');
    expect(screen.getByRole('checkbox', { name: 'Sem limite por dia' })).not.toBeChecked();
    // Nothing changed yet: nothing to save.
    expect(saveButton()).toBeDisabled();
    expect(sentCalls(fetchMock)).toEqual([{ call: 'GET user/payment-limits', body: undefined }]);
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(where()).toBe('/perfil');
  });

  it('pauses paying by face at once, without the PIN', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(limits()))
      .mockResolvedValueOnce(
        answer(limits({ paused: true, pausedAt: '2026-11-26T13:05:00.000Z' })),
      );
    renderLimits();
    fireEvent.click(await pauseSwitch());
    await waitFor(() => expect(snackbarTexts()).toEqual(['Pagamentos com o rosto pausados.']));
    expect(sentCalls(fetchMock).at(-1)).toEqual({
      call: 'PUT user/payment-limits',
      body: { pinAboveCents: 20_000, dailyLimitCents: 100_000, paused: true },
    });
    expect(await pauseSwitch()).toBeChecked();
    expect(screen.getByText('Pausado desde 26 de novembro de 2026 às 10:05.')).toBeVisible();
  });

  it('resumes only with the PIN, telling a wrong one under the dots', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(limits({ paused: true, pausedAt: '2026-11-26T13:05:00Z' })))
      .mockResolvedValueOnce(refused(403, 'INVALID_USER_PIN'))
      .mockResolvedValueOnce(answer(limits()));
    renderLimits();
    fireEvent.click(await pauseSwitch());
    expect(screen.getByRole('heading', { level: 1, name: 'Digite sua senha' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    typePin('1357');
    expect(await screen.findByText('Senha incorreta.', { exact: false })).toBeVisible();
    typePin('2580');
    await waitFor(() =>
      expect(snackbarTexts()).toEqual(['Pagamentos com o rosto liberados de novo.']),
    );
    expect(sentCalls(fetchMock).slice(1)).toEqual([
      {
        call: 'PUT user/payment-limits',
        body: { pinAboveCents: 20_000, dailyLimitCents: 100_000, paused: false, pin: '1357' },
      },
      {
        call: 'PUT user/payment-limits',
        body: { pinAboveCents: 20_000, dailyLimitCents: 100_000, paused: false, pin: '2580' },
      },
    ]);
    expect(await pauseSwitch()).not.toBeChecked();
  });

  it('lowers the limits without the PIN', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(limits()))
      .mockResolvedValueOnce(answer(limits({ pinAboveCents: 0, dailyLimitCents: 30_000 })));
    renderLimits();
    await pauseSwitch();
    await retype(pinAboveField(), '0');
    await retype(dailyField(), '30000');
    fireEvent.click(saveButton());
    await waitFor(() => expect(snackbarTexts()).toEqual(['Limites salvos.']));
    expect(sentCalls(fetchMock).at(-1)).toEqual({
      call: 'PUT user/payment-limits',
      body: { pinAboveCents: 0, dailyLimitCents: 30_000, paused: false },
    });
    expect(pinAboveField()).toHaveValue('R$ 0,00');
  });

  it('raises the PIN amount and removes the daily limit with the PIN pad', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(limits()))
      .mockResolvedValueOnce(answer(limits({ pinAboveCents: 50_000, dailyLimitCents: null })));
    renderLimits();
    await pauseSwitch();
    await retype(pinAboveField(), '50000');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sem limite por dia' }));
    expect(screen.queryByLabelText('Limite por dia')).toBeNull();
    fireEvent.click(saveButton());
    expect(screen.getByRole('heading', { level: 1, name: 'Digite sua senha' })).toBeVisible();
    typePin('2580');
    await waitFor(() => expect(snackbarTexts()).toEqual(['Limites salvos.']));
    expect(sentCalls(fetchMock).at(-1)).toEqual({
      call: 'PUT user/payment-limits',
      body: { pinAboveCents: 50_000, dailyLimitCents: null, paused: false, pin: '2580' },
    });
    expect(screen.getByRole('checkbox', { name: 'Sem limite por dia' })).toBeChecked();
  });

  it('refuses a daily limit under R$ 1,00 or over R$ 50.000,00 before sending', async () => {
    fetchMock.mockResolvedValueOnce(answer(limits()));
    renderLimits();
    await pauseSwitch();
    await retype(dailyField(), '99');
    expect(screen.getByText('Escolha um valor entre R$ 1,00 e R$ 50.000,00.')).toBeVisible();
    expect(saveButton()).toBeDisabled();
    await retype(dailyField(), '5000001');
    expect(screen.getByText('Escolha um valor entre R$ 1,00 e R$ 50.000,00.')).toBeVisible();
    await retype(pinAboveField(), '5000001');
    expect(screen.getByText('O valor máximo é R$ 50.000,00.')).toBeVisible();
    expect(saveButton()).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tells a customer without a PIN to create one before raising a limit', async () => {
    fetchMock.mockResolvedValueOnce(answer(limits()));
    renderLimits(false);
    await pauseSwitch();
    await retype(pinAboveField(), '30000');
    fireEvent.click(saveButton());
    expect(
      await screen.findByText(
        'Para aumentar um limite ou voltar a pagar com o rosto, crie antes uma senha em Perfil > Senha.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Criar senha' })).toHaveAttribute(
      'href',
      '/perfil/redefinir-pin',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows a refusal by the catalogue's text", async () => {
    fetchMock
      .mockResolvedValueOnce(answer(limits()))
      .mockResolvedValueOnce(refused(500, 'UNKNOWN'));
    renderLimits();
    await pauseSwitch();
    await retype(dailyField(), '1000');
    fireEvent.click(saveButton());
    const alert = await screen.findByText('Ocorreu um erro inesperado.');
    expect(alert).toBeVisible();
    expect(snackbarTexts()).toEqual([]);
  });

  it('says when the limits could not be loaded, and tries again', async () => {
    fetchMock
      .mockResolvedValueOnce(refused(500, 'UNKNOWN'))
      .mockResolvedValueOnce(answer(limits({ dailyLimitCents: null })));
    renderLimits();
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByText('Não foi possível carregar seus limites.')).toBeVisible();
    expect(within(failed).getByText('Ocorreu um erro inesperado.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await pauseSwitch()).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sem limite por dia' })).toBeChecked();
  });

  it('speaks English, amounts written by the English money formatter', async () => {
    fetchMock.mockResolvedValueOnce(answer(limits()));
    await i18n.changeLanguage('en');
    try {
      renderLimits();
      expect(await screen.findByRole('switch', { name: /Pause paying by face/ })).toBeVisible();
      expect(screen.getByLabelText('Ask for the password above')).toHaveValue('R$200.00');
      // The hint writes zero as the field does, not "R$ 0.00" (issue 29).
      expect(screen.getByText(/With R\$0\.00, at every payment\./u)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Save limits' })).toBeDisabled();
      // Cents first, in English too.
      await retype(screen.getByLabelText('Ask for the password above'), '2345');
      expect(screen.getByLabelText('Ask for the password above')).toHaveValue('R$23.45');
    } finally {
      await i18n.changeLanguage('pt-BR');
    }
  });
});
