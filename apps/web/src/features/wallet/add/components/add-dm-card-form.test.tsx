// The partner (DM) card form on /carteira/adicionar: its fields and masks,
// everything valid or a message, the add (birthdate as YYYY-MM-DD) with its
// success text, a refusal's snackbar, and the place data of the authorizer.
import type { Authorizer } from '@rosto/contract/schemas/payment-methods';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSnackbars, getSnackbars } from '../../../../lib/snackbar';
import { testProfile } from '../../../../testing/profile';
import { refused } from '../../../../testing/responses';
import { renderRoute, setUpRouteTests, where } from '../../../../testing/routes';
import { AddPaymentMethodRoute } from '../routes/add-payment-method';
import { created, fakeWalletApi, testAuthorizers } from '../utils/add-test-api';

const CARD_ID = '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b';

async function openDmForm() {
  renderRoute({
    path: '/carteira/adicionar',
    element: <AddPaymentMethodRoute />,
    profile: testProfile({ allowAddPaymentStatus: 'AUTO_APPROVED' }),
  });
  fireEvent.click(await screen.findByRole('button', { name: /^DMCard/ }));
  await screen.findByRole('heading', { level: 1, name: 'DMCard' });
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () => {
  const button = screen.getByRole('button', { name: 'Cadastrar cartão' });
  button.focus();
  fireEvent.click(button);
};
const snackbarTexts = () => getSnackbars().map((snackbar) => snackbar.message);

async function fillDmCard() {
  type('Número do cartão', '6011000000000004');
  await waitFor(() => expect(field('Validade')).toHaveFocus());
  type('Validade', '0829');
  type('CVV', '321');
  type('Nome impresso no cartão', 'maria oliveira');
  type('Data de nascimento do titular', '050390');
  type('Loja onde você fez o cartão', 'Loja Centro');
  type('Código da loja', 'LC-01');
  type('Código de associado', 'A-77');
}

describe('AddDmCardForm', () => {
  const fetchMock = setUpRouteTests({ cleanUp: clearSnackbars });

  it('masks the birthdate DD/MM/AA and takes a 3-digit CVV', async () => {
    fakeWalletApi(fetchMock);
    await openDmForm();
    type('Data de nascimento do titular', '05031990');
    expect(field('Data de nascimento do titular')).toHaveValue('05/03/19');
    type('Data de nascimento do titular', '050390');
    expect(field('Data de nascimento do titular')).toHaveValue('05/03/90');
    type('CVV', '1234');
    expect(field('CVV')).toHaveValue('123');
    type('Nome impresso no cartão', 'maria');
    expect(field('Nome impresso no cartão')).toHaveValue('MARIA');
  });

  it('everything must be valid: else a message and the first bad field focused, nothing sent', async () => {
    const api = fakeWalletApi(fetchMock);
    await openDmForm();
    await fillDmCard();
    type('Data de nascimento do titular', '310490');
    type('Código de associado', '');
    submit();
    expect(await screen.findByText('Confira os dados destacados.')).toBeInTheDocument();
    await waitFor(() => expect(field('Data de nascimento do titular')).toHaveFocus());
    expect(field('Data de nascimento do titular')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Código de associado')).toHaveAccessibleDescription(/Preencha este campo\.$/u);
    expect(api.sent).toEqual([]);
  });

  it('a holder under 18 is told so under the birthdate, in words, and nothing is sent', async () => {
    const api = fakeWalletApi(fetchMock);
    await openDmForm();
    await fillDmCard();
    // 1 January ten years ago: under 18 whatever today is.
    const tenYearsAgo = String((new Date().getFullYear() - 10) % 100).padStart(2, '0');
    type('Data de nascimento do titular', `0101${tenYearsAgo}`);
    submit();
    await waitFor(() => expect(field('Data de nascimento do titular')).toHaveFocus());
    expect(field('Data de nascimento do titular')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Data de nascimento do titular')).toHaveAccessibleDescription(
      /É preciso ter 18 anos ou mais\.$/u,
    );
    expect(api.sent).toEqual([]);
  });

  it('adds the card with the birthdate as YYYY-MM-DD, then the success text and the wallet', async () => {
    const api = fakeWalletApi(fetchMock, {
      answers: { 'POST user/payment-method/dmcard': [() => created(CARD_ID)] },
    });
    await openDmForm();
    await fillDmCard();
    submit();
    await waitFor(() => expect(where()).toBe('/carteira'));
    expect(api.sent).toEqual([
      {
        call: 'POST user/payment-method/dmcard',
        body: {
          name: 'MARIA OLIVEIRA',
          number: '6011000000000004',
          expiration: '08/29',
          cvv: '321',
          birthdate: '1990-03-05',
          placeName: 'Loja Centro',
          placeCode: 'LC-01',
          associateCode: 'A-77',
        },
      },
    ]);
    expect(snackbarTexts()).toEqual(['Meio da pagamento cadastrado com sucesso!']);
  });

  it('a refusal is a snackbar, the form kept', async () => {
    fakeWalletApi(fetchMock, {
      answers: {
        'POST user/payment-method/dmcard': [() => refused(400, 'CARD_PROVIDER_INVALID_DATA')],
      },
    });
    await openDmForm();
    await fillDmCard();
    submit();
    await waitFor(() =>
      expect(snackbarTexts()).toEqual([
        'O emissor recusou os dados informados. Confira e tente novamente.',
      ]),
    );
    expect(where()).toBeNull();
    expect(field('Loja onde você fez o cartão')).toHaveValue('Loja Centro');
  });

  it("takes the place and its codes from the DMCard authorizer's metadata when it has them", async () => {
    const authorizers: Authorizer[] = testAuthorizers().map((item) =>
      item.id === 'DMCARD'
        ? {
            ...item,
            metadata: {
              cardName: 'DMCard',
              lastFourDigits: null,
              placeName: 'Padaria Sol',
              placeCode: 'PS-9',
              associateCode: 'AS-3',
              retailerId: null,
              issuerColor: null,
            },
          }
        : item,
    );
    const api = fakeWalletApi(fetchMock, {
      authorizers,
      answers: { 'POST user/payment-method/dmcard': [() => created(CARD_ID)] },
    });
    await openDmForm();
    expect(field('Loja onde você fez o cartão')).toHaveValue('Padaria Sol');
    expect(screen.queryByLabelText('Código da loja')).toBeNull();
    expect(screen.queryByLabelText('Código de associado')).toBeNull();
    type('Número do cartão', '6011000000000004');
    type('Validade', '0829');
    type('CVV', '321');
    type('Nome impresso no cartão', 'maria oliveira');
    type('Data de nascimento do titular', '050390');
    submit();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]?.body).toMatchObject({
      placeName: 'Padaria Sol',
      placeCode: 'PS-9',
      associateCode: 'AS-3',
    });
  });
});
