// /carteira/meio-pagamento: opened with the card as state (or ?id=), the
// banners of each state, the validate button or delete-only, the zip and
// alias form that sends only what changed (no zip for a food voucher), the
// n/20 counter, deleting with a confirmation, and the pre/post-paid card that
// can be neither edited nor deleted.
import { errorMessage } from '@rosto/contract/errors';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearSnackbars, getSnackbars } from '../../../../lib/snackbar';
import { testProfile } from '../../../../testing/profile';
import { json, refused } from '../../../../testing/responses';
import type { FetchMock } from '../../../../testing/routes';
import { renderRoute, setUpRouteTests, where } from '../../../../testing/routes';
import { TEST_CARD_ID, validationTestCard } from '../../testing';
import { EditPaymentMethodRoute } from './edit-payment-method';

const card = (overrides: Partial<PaymentMethod> = {}) =>
  validationTestCard({ validated: true, canBeValidated: false, ...overrides });

type Answer = (body: unknown) => Response;

/** The API: reads answer `read` (the card as stored); update and delete their queues. */
function fakeApi(
  fetchMock: FetchMock,
  options: { read: () => PaymentMethod | null; update?: Answer[]; remove?: Answer[] },
) {
  const sent: { call: string; body: unknown }[] = [];
  const queues: Record<string, Answer[]> = {
    'POST user/credit-card/update-user-card-data': [...(options.update ?? [])],
    [`DELETE user/payment-method/${TEST_CARD_ID}`]: [...(options.remove ?? [])],
  };
  fetchMock.mockImplementation((input, init) => {
    const call = `${init?.method ?? 'GET'} ${(input as string).split('/api/')[1]}`;
    const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    sent.push({ call, body });
    if (call.startsWith('GET user/payment-method/formatted')) {
      const stored = options.read();
      return Promise.resolve(json(200, { data: { data: stored ? [stored] : [] } }));
    }
    const next = queues[call]?.shift();
    return next ? Promise.resolve(next(body)) : Promise.reject(new TypeError('offline'));
  });
  return {
    sent,
    changes: () => sent.filter(({ call }) => !call.startsWith('GET')),
    reads: () => sent.filter(({ call }) => call.startsWith('GET')),
  };
}

const PATH = '/carteira/meio-pagamento';

function renderEdit(entry: string | { pathname: string; state: unknown }) {
  return renderRoute({
    path: PATH,
    entry,
    element: <EditPaymentMethodRoute />,
    profile: testProfile(),
  });
}

/** Opened from the list: the card as navigation state, its id in the query. */
const fromList = (value: PaymentMethod) =>
  renderEdit({ pathname: PATH, search: `?id=${value.id}`, state: { card: value } } as never);

const heading = () => screen.getByRole('heading', { level: 1 });
const banner = (name: string) => screen.findByRole('region', { name });
const aliasField = () => screen.getByLabelText('Apelido do cartão (opcional)');
const zipField = () => screen.queryByLabelText('CEP da fatura (opcional)');
const saveButton = () => screen.getByRole('button', { name: 'Salvar alterações' });
const deleteButton = () => screen.queryByRole('button', { name: 'Excluir cartão' });

describe('EditPaymentMethodRoute', () => {
  const fetchMock = setUpRouteTests({ cleanUp: clearSnackbars });

  it('shows the card passed as state at once, then the one read by its id', async () => {
    const api = fakeApi(fetchMock, { read: () => card({ alias: 'Do banco' }) });
    fromList(card({ alias: 'Da lista' }));
    expect(heading()).toHaveTextContent('Detalhes do cartão');
    expect(screen.getByTestId('card-face')).toHaveTextContent('Da lista');
    await waitFor(() => expect(screen.getByTestId('card-face')).toHaveTextContent('Do banco'));
    expect(api.reads()[0]?.call).toContain(`id=${TEST_CARD_ID}`);
    expect(screen.getByTestId('card-face')).toHaveAccessibleName(
      'Visa •••• 1111, Do banco, Validade 12/31',
    );
  });

  it('a reload keeps only ?id=: the card is read by it', async () => {
    fakeApi(fetchMock, { read: () => card({ alias: 'Recarregado' }) });
    renderEdit(`${PATH}?id=${TEST_CARD_ID}`);
    expect(screen.getByTestId('card-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('card-face')).toHaveTextContent('Recarregado'));
  });

  it('without a card (no state, no id) goes back to /carteira', async () => {
    const api = fakeApi(fetchMock, { read: () => card() });
    renderEdit(PATH);
    await waitFor(() => expect(where()).toBe('/carteira'));
    expect(api.sent).toEqual([]);
  });

  it('a card that is not in the wallet: "Cartão não encontrado" and back to the wallet', async () => {
    fakeApi(fetchMock, { read: () => null });
    renderEdit(`${PATH}?id=${TEST_CARD_ID}`);
    await waitFor(() => expect(heading()).toHaveTextContent('Cartão não encontrado'));
    fireEvent.click(screen.getByRole('button', { name: 'Voltar para a carteira' }));
    await waitFor(() => expect(where()).toBe('/carteira'));
  });

  it('WAITING_APPROVAL: "Aguardando aprovação", an answer within 48 hours; still editable', async () => {
    const waiting = card({ cardStatus: 'WAITING_APPROVAL', validated: false });
    fakeApi(fetchMock, { read: () => waiting });
    fromList(waiting);
    const region = await banner('Aguardando aprovação');
    expect(region).toHaveTextContent('respondemos em até 48 horas');
    expect(aliasField()).toBeInTheDocument();
    expect(deleteButton()).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Validar cartão' })).toBeNull();
  });

  it.each(['MANUAL_REJECTED', 'AUTO_REJECTED'] as const)(
    '%s: "Recusado", and the card can only be deleted',
    async (cardStatus) => {
      const rejected = card({ cardStatus, validated: false });
      fakeApi(fetchMock, { read: () => rejected });
      fromList(rejected);
      expect(await banner('Recusado')).toHaveTextContent('não foi aprovado');
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(deleteButton()).toBeInTheDocument();
    },
  );

  it('not validated and validatable: a "Validar cartão" button to /carteira/{id}/validar', async () => {
    const pending = card({ validated: false, canBeValidated: true });
    fakeApi(fetchMock, { read: () => pending });
    fromList(pending);
    const region = await banner('Validação pendente');
    const validate = within(region).getByRole('link', { name: 'Validar cartão' });
    expect(validate).toHaveAttribute('href', `/carteira/${TEST_CARD_ID}/validar`);
    fireEvent.click(validate);
    await waitFor(() => expect(where()).toBe(`/carteira/${TEST_CARD_ID}/validar`));
  });

  it('not validated and no longer validatable: a "não validado" banner, delete only', async () => {
    const stuck = card({ validated: false, canBeValidated: false });
    fakeApi(fetchMock, { read: () => stuck });
    fromList(stuck);
    expect(await banner('Cartão não validado')).toHaveTextContent('não pode mais ser validado');
    expect(screen.queryByRole('link', { name: 'Validar cartão' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
    expect(deleteButton()).toBeInTheDocument();
  });

  it('missing data ALL: the banner asks to add the card again, delete only', async () => {
    const reregister = card({
      validated: false,
      canBeValidated: false,
      validationMissingData: 'ALL',
    });
    fakeApi(fetchMock, { read: () => reregister });
    fromList(reregister);
    expect(await banner('Cartão não validado')).toHaveTextContent('cadastre-o de novo');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a validated card shows no banner', async () => {
    fakeApi(fetchMock, { read: () => card() });
    fromList(card());
    await screen.findByLabelText('Apelido do cartão (opcional)');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('save sends only what changed, and nothing while nothing did', async () => {
    let stored = card({ zipCode: '01310100', alias: 'Antigo' });
    const api = fakeApi(fetchMock, {
      read: () => stored,
      update: [
        (body) => {
          stored = { ...stored, alias: (body as { alias: string }).alias };
          return json(200, { data: stored });
        },
        (body) => {
          stored = { ...stored, zipCode: '04538133', alias: (body as { alias: string }).alias };
          return json(200, { data: stored });
        },
      ],
    });
    fromList(stored);
    expect(zipField()).toHaveValue('01310-100');
    expect(aliasField()).toHaveValue('Antigo');
    expect(saveButton()).toBeDisabled();

    // Typing back the same value is no change.
    await userEvent.type(aliasField(), 'x');
    expect(saveButton()).toBeEnabled();
    await userEvent.type(aliasField(), '{Backspace}');
    expect(saveButton()).toBeDisabled();
    fireEvent.submit(saveButton().closest('form')!);
    expect(api.changes()).toEqual([]);

    await userEvent.clear(aliasField());
    await userEvent.type(aliasField(), 'Cartão da casa');
    await userEvent.click(saveButton());
    await waitFor(() =>
      expect(getSnackbars()).toEqual([
        expect.objectContaining({ message: 'Dados do cartão atualizados.', variant: 'success' }),
      ]),
    );
    expect(api.changes()).toEqual([
      {
        call: 'POST user/credit-card/update-user-card-data',
        body: { paymentMethodId: TEST_CARD_ID, alias: 'Cartão da casa' },
      },
    ]);
    await waitFor(() => expect(saveButton()).toBeDisabled());

    // Now the zip and the alias: both go.
    await userEvent.clear(zipField()!);
    await userEvent.type(zipField()!, '04538133');
    expect(zipField()).toHaveValue('04538-133');
    await userEvent.type(aliasField(), '!');
    await userEvent.click(saveButton());
    await waitFor(() => expect(api.changes()).toHaveLength(2));
    expect(api.changes()[1]?.body).toEqual({
      paymentMethodId: TEST_CARD_ID,
      zipCode: '04538-133',
      alias: 'Cartão da casa!',
    });
  });

  it('an incomplete zip code: the catalogue message on the field, nothing sent', async () => {
    const api = fakeApi(fetchMock, { read: () => card() });
    fromList(card());
    await userEvent.type(zipField()!, '0131');
    await userEvent.click(saveButton());
    const field = zipField()!;
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(errorMessage('ZIP_CODE_INVALID', 'pt-BR')),
    );
    expect(field).toHaveFocus();
    expect(api.changes()).toEqual([]);
  });

  it('a food voucher: no zip field, and the alias alone is sent', async () => {
    const voucher = card({
      type: 'FOOD_VOUCHER',
      isFoodVoucher: true,
      authorizer: 'GREEN_BENEFICIOS',
      authorizerName: 'Green Benefícios',
      zipCode: null,
    });
    const api = fakeApi(fetchMock, {
      read: () => voucher,
      update: [() => json(200, { data: { ...voucher, alias: 'Mercado' } })],
    });
    fromList(voucher);
    await screen.findByLabelText('Apelido do cartão (opcional)');
    expect(zipField()).toBeNull();
    await userEvent.type(aliasField(), 'Mercado');
    await userEvent.click(saveButton());
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]?.body).toEqual({ paymentMethodId: TEST_CARD_ID, alias: 'Mercado' });
  });

  it('the alias has a live n/20 counter and stops at 20', async () => {
    fakeApi(fetchMock, { read: () => card() });
    fromList(card());
    expect(aliasField()).toHaveAccessibleDescription('0/20 caracteres');
    await userEvent.type(aliasField(), 'Nubank');
    expect(aliasField()).toHaveAccessibleDescription('6/20 caracteres');
    await userEvent.type(aliasField(), ' roxinho do dia a dia');
    expect(aliasField()).toHaveValue('Nubank roxinho do di');
    expect(aliasField()).toHaveAccessibleDescription('20/20 caracteres');
  });

  it('a refused save: the catalogue text in an error snackbar, the typed values kept', async () => {
    fakeApi(fetchMock, {
      read: () => card(),
      update: [() => refused(403, 'PAYMENT_METHOD_CANT_BE_CHANGED')],
    });
    fromList(card());
    await userEvent.type(aliasField(), 'Novo');
    await userEvent.click(saveButton());
    await waitFor(() =>
      expect(getSnackbars()).toEqual([
        expect.objectContaining({
          variant: 'error',
          message: errorMessage('PAYMENT_METHOD_CANT_BE_CHANGED', 'pt-BR'),
        }),
      ]),
    );
    expect(aliasField()).toHaveValue('Novo');
  });

  it('delete asks first: "Cancelar" keeps the card, "Excluir" deletes it and goes to /carteira', async () => {
    let deleted = false;
    const api = fakeApi(fetchMock, {
      read: () =>
        deleted
          ? card({ deleted: true, cardStatus: 'DELETED', deletedAt: '2025-03-02T00:00:00Z' })
          : card(),
      remove: [
        () => {
          deleted = true;
          return json(200, { data: { ok: true } });
        },
      ],
    });
    fromList(card());
    fireEvent.click(deleteButton()!);
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir cartão?' });
    expect(dialog).toHaveTextContent('O cartão Visa •••• 1111 sai da sua carteira');
    // The safe choice takes the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.changes()).toEqual([]);

    fireEvent.click(deleteButton()!);
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }),
    );
    await waitFor(() => expect(where()).toBe('/carteira'));
    expect(api.changes()).toEqual([
      { call: `DELETE user/payment-method/${TEST_CARD_ID}`, body: undefined },
    ]);
    expect(getSnackbars()).toEqual([
      expect.objectContaining({ message: 'Cartão excluído da carteira.', variant: 'success' }),
    ]);
  });

  it('a refused deletion: the dialog closes, the catalogue text in an error snackbar', async () => {
    fakeApi(fetchMock, {
      read: () => card(),
      remove: [() => refused(404, 'PAYMENT_METHOD_NOT_FOUND')],
    });
    fromList(card());
    fireEvent.click(deleteButton()!);
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(getSnackbars()[0]).toMatchObject({
        variant: 'error',
        message: errorMessage('PAYMENT_METHOD_NOT_FOUND', 'pt-BR'),
      }),
    );
    expect(where()).toBeNull();
  });

  it('a pre/post-paid card: its balance, its statement, and neither edit nor delete', async () => {
    const store = card({
      type: 'PADARIA_SOL_PRE_OR_POST_PAID_CARD',
      authorizer: 'PLACE',
      authorizerName: 'Cartão da loja',
      product: 'PADARIA_SOL',
      cardLastFourDigits: null,
      validationEnabled: false,
      balanceCents: 12_345,
    });
    fakeApi(fetchMock, { read: () => store });
    fromList(store);
    expect((await screen.findByTestId('card-balance')).textContent).toBe('R$\u00a0123,45');
    expect(screen.getByRole('link', { name: 'Ver extrato' })).toHaveAttribute(
      'href',
      `/carteira/${TEST_CARD_ID}`,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(deleteButton()).toBeNull();
    expect(screen.getByText(/não pode ser editado nem excluído/)).toBeInTheDocument();
  });

  it("the where-to-use link opens the help centre's shops list in the app (decision 069)", () => {
    fakeApi(fetchMock, { read: () => card() });
    fromList(card());
    const link = screen.getByRole('link', { name: /Onde usar/ });
    expect(link).toHaveAttribute('href', '/ajuda/lojas');
    expect(link).not.toHaveAttribute('target');
  });
});
