// /carteira/food-voucher/{id}/validar: the issuer's card shows success; a card
// that is not the user's or a failed load shows the error page.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProfile } from '../../../../testing/profile';
import { json, refused } from '../../../../testing/responses';
import { renderRoute, setUpRouteTests, sentCalls, where } from '../../../../testing/routes';
import { TEST_CARD_ID, validationTestCard } from '../../testing';
import { ValidateFoodVoucherRoute } from './validate-food-voucher';

const foodVoucher = validationTestCard({
  type: 'FOOD_VOUCHER',
  authorizer: 'GREEN_BENEFICIOS',
  authorizerName: 'Green Benefícios',
  cardBrand: 'GREEN_BENEFICIOS',
  cardLastFourDigits: '4321',
  formattedOneLine: 'Green Benefícios •••• 4321',
  isFoodVoucher: true,
  validated: true,
  canBeValidated: false,
});

const renderFoodVoucher = () =>
  renderRoute({
    path: '/carteira/food-voucher/:id/validar',
    entry: `/carteira/food-voucher/${TEST_CARD_ID}/validar`,
    element: <ValidateFoodVoucherRoute />,
    profile: testProfile(),
  });

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 4000 });

describe('ValidateFoodVoucherRoute', () => {
  const fetchMock = setUpRouteTests();

  it('reads the card and shows success: the issuer validated it', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { data: [foodVoucher] } }));
    renderFoodVoucher();
    expect(await heading('Cartão alimentação cadastrado!')).toBeInTheDocument();
    expect(
      screen.getByText(/A Green Benefícios confirmou seu cartão final 4321\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cartão validado' })).toBeInTheDocument();
    expect(sentCalls(fetchMock)[0]?.call).toContain(`id=${TEST_CARD_ID}`);
    fireEvent.click(screen.getByRole('button', { name: 'Voltar para a carteira' }));
    await waitFor(() => expect(where()).toBe('/carteira'));
  });

  it("a card that is not the user's (an empty list): the error page", async () => {
    fetchMock.mockResolvedValue(json(200, { data: { data: [] } }));
    renderFoodVoucher();
    expect(await heading('Não foi possível validar o cartão')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não conseguimos confirmar este cartão alimentação.',
    );
  });

  it('a failed load: the error page with the reason; trying again reads the card', async () => {
    fetchMock
      .mockResolvedValueOnce(refused(503, 'CARD_PROVIDER_UNAVAILABLE'))
      .mockResolvedValueOnce(refused(503, 'CARD_PROVIDER_UNAVAILABLE'))
      .mockResolvedValue(json(200, { data: { data: [foodVoucher] } }));
    renderFoodVoucher();
    expect(await heading('Não foi possível validar o cartão')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/indisponível/);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await heading('Cartão alimentação cadastrado!')).toBeInTheDocument();
  });
});
