// /carteira/adicionar: the modes (selection, the four forms, "em análise",
// straight to the credit card when the list fails), the credit card disabled
// by the limit or the waiting days, the interest dialogs, the demo stage and
// closing during a registration.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../../config/env';
import { track } from '../../../../lib/analytics';
import { clearSnackbars, getSnackbars } from '../../../../lib/snackbar';
import { storageKeys } from '../../../../lib/storage';
import { testProfile } from '../../../../testing/profile';
import { renderRoute, setUpRouteTests, where } from '../../../../testing/routes';
import { fakeWalletApi, roomyStatus, testAuthorizers } from '../utils/add-test-api';
import { AddPaymentMethodRoute } from './add-payment-method';

vi.mock('../../../../lib/analytics', () => ({ track: vi.fn() }));

function renderAdd(profile = testProfile({ allowAddPaymentStatus: 'AUTO_APPROVED' })) {
  return renderRoute({ path: '/carteira/adicionar', element: <AddPaymentMethodRoute />, profile });
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const option = (name: RegExp) => screen.getByRole('button', { name });
const snackbarTexts = () => getSnackbars().map((snackbar) => snackbar.message);

function startRegistration() {
  localStorage.setItem(storageKeys.face, JSON.stringify({ registerIntentionId: 'intent-1' }));
}

describe('AddPaymentMethodRoute', () => {
  const fetchMock = setUpRouteTests({ cleanUp: clearSnackbars });
  const stage = { isDemo: env.isDemo };
  beforeEach(() => vi.mocked(track).mockClear());
  afterEach(() => {
    env.isDemo = stage.isDemo;
  });

  it('lists the credit card with its brands, the store cards and the food vouchers, with their icons', async () => {
    fakeWalletApi(fetchMock);
    const { container } = renderAdd();
    await heading('Adicionar cartão');
    const credit = await screen.findByRole('button', { name: /^Cartão de crédito/ });
    expect(credit).toBeEnabled();
    expect(credit).toHaveTextContent('Visa, Mastercard, Elo, American Express, Diners Club');
    const store = screen.getByRole('region', { name: 'Cartões de loja' });
    expect(
      within(store)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['SenffConfirmação por código SMS', 'DMCardCartão parceiro']);
    const icons = [...container.ownerDocument.querySelectorAll('img')].map((img) =>
      img.getAttribute('src'),
    );
    expect(icons).toEqual(
      expect.arrayContaining([
        '/authorizers/visa-single.svg',
        '/authorizers/senff-single.svg',
        '/authorizers/dmcard-single.svg',
        '/authorizers/green-beneficios-single.svg',
      ]),
    );
    const food = screen.getByRole('region', { name: 'Vale-alimentação e refeição' });
    expect(within(food).getByRole('button', { name: /Green Benefícios/ })).toBeEnabled();
    expect(within(food).getByRole('button', { name: /Outro vale/ })).toBeEnabled();
    expect(option(/Cartão de débito/)).toBeEnabled();
  });

  it('opens each form from the selection and comes back to it', async () => {
    fakeWalletApi(fetchMock);
    renderAdd();
    await heading('Adicionar cartão');
    const forms: [RegExp, string][] = [
      [/^Cartão de crédito/, 'Cartão de crédito'],
      [/^Green Benefícios/, 'Vale-alimentação'],
      [/^Senff/, 'Cartão Senff'],
      [/^DMCard/, 'DMCard'],
    ];
    for (const [button, title] of forms) {
      fireEvent.click(await screen.findByRole('button', { name: button }));
      const formHeading = await heading(title);
      await waitFor(() => expect(formHeading).toHaveFocus());
      fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
      await heading('Adicionar cartão');
    }
  });

  it('disables the credit card at the limit: "Complete sua carteira com 4 cartões"', async () => {
    fakeWalletApi(fetchMock, {
      authorizers: testAuthorizers({ disabled: true }),
      status: { ...roomyStatus, paymentMethodLimitWasReachedOut: true },
    });
    renderAdd();
    const credit = await screen.findByRole('button', { name: /^Cartão de crédito/ });
    expect(credit).toBeDisabled();
    expect(credit).toHaveTextContent('Complete sua carteira com 4 cartões');
    // The store cards and the voucher are disabled with it; the interest entries are not.
    expect(option(/^Senff/)).toBeDisabled();
    expect(option(/^Green Benefícios/)).toBeDisabled();
    expect(option(/Cartão de débito/)).toBeEnabled();
  });

  it('disables the credit card while the attempts limit lasts: "Aguarde 3 dias…"', async () => {
    fakeWalletApi(fetchMock, {
      authorizers: testAuthorizers({ disabled: true }),
      status: {
        paymentMethodLimitWasReachedOut: true,
        daysToAddPaymentMethod: 3,
        limitOfPaymentMethods: 4,
      },
    });
    renderAdd();
    const credit = await screen.findByRole('button', { name: /^Cartão de crédito/ });
    expect(credit).toBeDisabled();
    expect(credit).toHaveTextContent('Aguarde 3 dias para adicionar um novo cartão');
    expect(credit).not.toHaveTextContent('Complete sua carteira');
  });

  it('a failing status call is ignored: the selection shows, the credit card enabled', async () => {
    fakeWalletApi(fetchMock, { status: 'fail' });
    renderAdd();
    expect(await screen.findByRole('button', { name: /^Cartão de crédito/ })).toBeEnabled();
  });

  it('the debit card is interest only: submit waits for the box, then a toast and an event', async () => {
    fakeWalletApi(fetchMock);
    renderAdd();
    fireEvent.click(await screen.findByRole('button', { name: /Cartão de débito/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cartão de débito' });
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    fireEvent.click(send);
    expect(track).not.toHaveBeenCalled();
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Quero pagar com cartão de débito' }),
    );
    expect(send).toBeEnabled();
    fireEvent.click(send);
    expect(track).toHaveBeenCalledWith('DEBIT_CARD_INTEREST');
    expect(snackbarTexts()).toEqual([
      'Obrigado! Vamos avisar quando o cartão de débito estiver disponível.',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the food-voucher interest: submit waits for a pick, the event carries the comma-joined list', async () => {
    fakeWalletApi(fetchMock);
    renderAdd();
    fireEvent.click(await screen.findByRole('button', { name: /Outro vale/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Qual vale você usa?' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Flash Benefícios', 'Swile Card', 'Alelo', 'Sodexo', 'Outro']);
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Sodexo' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Flash Benefícios' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Outro' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Outro' }));
    fireEvent.click(send);
    expect(track).toHaveBeenCalledWith('FOOD_VOUCHER_INTEREST', {
      providers: 'Flash Benefícios,Sodexo',
    });
    expect(snackbarTexts()).toEqual(['Obrigado! Vamos avisar quando aceitarmos o seu vale.']);
  });

  it('a profile under review shows "em análise"; completing later goes to the wallet', async () => {
    fakeWalletApi(fetchMock);
    renderAdd(testProfile({ allowAddPaymentStatus: 'WAITING_APPROVAL' }));
    await heading('Seu cadastro está em análise');
    expect(screen.queryByRole('button', { name: /Cartão de crédito/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Completar depois' }));
    await waitFor(() => expect(where()).toBe('/carteira'));
  });

  it('every authorizer disabled during a registration: "em análise", and later goes home', async () => {
    startRegistration();
    fakeWalletApi(fetchMock, { authorizers: testAuthorizers({ disabled: true }) });
    renderAdd();
    await heading('Seu cadastro está em análise');
    fireEvent.click(screen.getByRole('button', { name: 'Completar depois' }));
    await waitFor(() => expect(where()).toBe('/home'));
  });

  it('goes straight to the credit card when the authorizers fail; back leaves to the wallet', async () => {
    fakeWalletApi(fetchMock, { authorizers: 'fail' });
    renderAdd();
    // The list call retries once before failing.
    await screen.findByRole('heading', { level: 1, name: 'Cartão de crédito' }, { timeout: 4000 });
    expect(screen.getByLabelText('Número do cartão')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(where()).toBe('/carteira'));
  });

  it('offers only Mastercard and the food voucher in the demo stage', async () => {
    env.isDemo = true;
    fakeWalletApi(fetchMock);
    renderAdd();
    const credit = await screen.findByRole('button', { name: /^Cartão de crédito/ });
    expect(credit).toHaveTextContent(/^Cartão de créditoMastercard$/);
    expect(screen.queryByRole('region', { name: 'Cartões de loja' })).toBeNull();
    expect(option(/^Green Benefícios/)).toBeEnabled();
  });

  it('closes to the wallet', async () => {
    fakeWalletApi(fetchMock);
    renderAdd();
    await heading('Adicionar cartão');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(where()).toBe('/carteira'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('during a registration, closing asks first: stay, or add the card later', async () => {
    startRegistration();
    fakeWalletApi(fetchMock);
    renderAdd();
    await heading('Adicionar cartão');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Adicionar cartão depois?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar aqui' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(where()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Adicionar depois',
      }),
    );
    await waitFor(() => expect(where()).toBe('/carteira'));
  });
});
