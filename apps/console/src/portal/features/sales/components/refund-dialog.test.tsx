import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeApi, ok, refusal } from '../../../../test/fake-api';
import { renderPortal } from '../../../test/render-portal';
import { sale, salesPage, shopMeOf, signedInAs, terminals } from '../../../test/shop-fixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T15:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const paid = sale({ at: '2026-11-27T14:32:07.000Z', amountCents: 5_000, refundableCents: 5_000 });

/** The text with no-break spaces as plain ones, as a person reads it. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/gu, ' ');

/** Opens the refund dialog of `paid`; each POST answers with the next of `answers`. */
async function openRefund(answers: (() => FakeAnswer | Promise<FakeAnswer>)[]) {
  signedInAs('owner');
  let refunded = false;
  const api = fakeApi({
    'GET shop/me': () => shopMeOf('owner'),
    'GET shop/terminals': () => ok({ items: terminals }),
    'GET shop/sales': () =>
      salesPage([
        refunded
          ? { ...paid, refundedCents: 2_345, refundableCents: 2_655, status: 'partially_refunded' }
          : paid,
      ]),
    [`POST shop/sales/${paid.id}/refunds`]: async () => {
      const answer = await answers.shift()!();
      if (answer.status === undefined || answer.status < 300) refunded = true;
      return answer;
    },
  });
  const user = userEvent.setup();
  renderPortal('/');
  await user.click(await screen.findByRole('button', { name: /^Estornar a venda de R\$\s50,00/u }));
  const dialog = await screen.findByRole('dialog', { name: 'Estornar venda' });
  return { api, user, dialog, amount: within(dialog).getByLabelText('Valor do estorno') };
}

const refundOf = (amountCents: number): FakeAnswer =>
  ok({
    refund: {
      id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
      amountCents,
      state: 'SUCCEEDED',
      createdAt: '2026-11-27T15:00:00.000Z',
    },
    sale: { ...paid, refundedCents: amountCents, refundableCents: 5_000 - amountCents },
  });

describe('the refund dialog', () => {
  it('names the sale and starts at all that is left, focused, typed cents-first', async () => {
    const { user, dialog, amount } = await openRefund([]);
    const facts = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${plain(term.nextElementSibling?.textContent)}`);
    expect(facts).toEqual([
      'Venda: 27/11/2026, 11:32:07',
      'Valor: R$ 50,00',
      'Cliente: Maria',
      'Cartão: Visa •••• 4242',
      'Pode estornar: R$ 50,00',
    ]);
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('R$ 50,00');
    expect(amount).toHaveAttribute('inputmode', 'numeric');

    await user.clear(amount);
    await user.type(amount, '2345');
    expect(amount).toHaveValue('R$ 23,45');
    expect(within(dialog).getByRole('button', { name: /^Estornar R\$\s23,45$/u })).toBeVisible();
    await user.type(amount, '{Backspace}');
    expect(amount).toHaveValue('R$ 2,34');
    // A pasted amount is read as written (decision 071).
    await user.clear(amount);
    await user.paste('12,5');
    expect(amount).toHaveValue('R$ 12,50');

    await user.click(within(dialog).getByRole('button', { name: /^Estornar tudo/u }));
    expect(amount).toHaveValue('R$ 50,00');
  });

  it('refuses nothing or more than is left on the page, without a call', async () => {
    const { api, user, dialog, amount } = await openRefund([]);
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Estornar' }));
    expect(amount).toHaveAccessibleDescription(/Digite um valor maior que zero\./u);
    expect(amount).toHaveFocus();

    await user.type(amount, '500001');
    await user.click(within(dialog).getByRole('button', { name: /^Estornar R\$/u }));
    expect(amount).toHaveAccessibleDescription(/^O estorno pode ser de até R\$\s50,00\./u);
    expect(api.callsTo('POST', `shop/sales/${paid.id}/refunds`)).toHaveLength(0);
  });

  it('retries with the same key after a lost answer, then closes, says so and refetches', async () => {
    const { api, user, dialog, amount } = await openRefund([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => refundOf(2_345),
    ]);
    await user.clear(amount);
    await user.type(amount, '2345');
    await user.click(within(dialog).getByRole('button', { name: /^Estornar R\$\s23,45$/u }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível conectar. Verifique sua internet e tente novamente.',
    );
    const salesCalls = api.callsTo('GET', 'shop/sales').length;

    await user.click(within(dialog).getByRole('button', { name: /^Estornar R\$\s23,45$/u }));
    const status = await screen.findByText(/^Estorno de R\$\s23,45 feito\.$/u);
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).toBeNull();

    const [first, second] = api.callsTo('POST', `shop/sales/${paid.id}/refunds`);
    const key = (first!.body as { idempotencyKey: string }).idempotencyKey;
    expect(key).toMatch(/^[\w-]{8,100}$/u);
    expect(first!.body).toEqual({ amountCents: 2_345, idempotencyKey: key });
    expect(second!.body).toEqual({ amountCents: 2_345, idempotencyKey: key });
    // The list is asked again, and shows the refund.
    await vi.waitFor(() =>
      expect(api.callsTo('GET', 'shop/sales').length).toBeGreaterThan(salesCalls),
    );
    expect(await screen.findByText(/^Estornada em parte \(R\$\s23,45\)$/u)).toBeVisible();
  });

  it('says how much is left when the amount is more, and takes that as the most', async () => {
    const { user, dialog } = await openRefund([
      () => refusal(400, 'REFUND_AMOUNT_TOO_HIGH', { refundableCents: 1_200 }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: /^Estornar R\$\s50,00$/u }));
    const alert = await within(dialog).findByRole('alert');
    expect(plain(alert.textContent)).toBe(
      'O valor do estorno é maior que o que resta da venda. Ainda dá para estornar R$ 12,00.',
    );
    await user.click(
      within(dialog).getByRole('button', { name: /^Estornar tudo \(R\$\s12,00\)$/u }),
    );
    expect(within(dialog).getByLabelText('Valor do estorno')).toHaveValue('R$ 12,00');
  });

  it('takes a new key after the gateway refused, since that key keeps answering the refusal', async () => {
    const { api, user, dialog } = await openRefund([
      () => refusal(502, 'REFUND_FAILED'),
      () => refundOf(5_000),
    ]);
    await user.click(within(dialog).getByRole('button', { name: /^Estornar R\$\s50,00$/u }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O estorno não foi feito e a venda continua cobrada.',
    );
    await user.click(within(dialog).getByRole('button', { name: /^Estornar R\$\s50,00$/u }));
    await screen.findByText(/^Estorno de R\$\s50,00 feito\.$/u);
    const [first, second] = api
      .callsTo('POST', `shop/sales/${paid.id}/refunds`)
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(second).not.toBe(first);
  });

  it('closes with Escape, giving the focus back to its button', async () => {
    const { user } = await openRefund([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /^Estornar a venda de R\$\s50,00/u })).toHaveFocus();
  });
});
