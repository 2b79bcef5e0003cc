import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../lib/console-store';
import { fakeApi, meOf, ok, operator } from '../../../test/fake-api';
import { renderConsole } from '../../../test/render-console';

const cardId = '44444444-4444-4444-8444-444444444444';
const waitingSince = new Date(Date.now() - 5 * 60_000 - 10_000).toISOString();
const item = {
  id: cardId,
  firstName: 'Davi',
  waitingSince,
  name: 'Visa',
  brand: 'VISA',
  lastFour: '4242',
};

function openCards(path: string) {
  useConsoleStore.getState().startSession('rosto_op_rui');
  let queue = [item];
  const api = fakeApi({
    'GET console/me': () => meOf(operator({ roles: ['reviewer'] })),
    'GET console/overview': () =>
      ok({
        faces: { waiting: 0, oldestSince: null },
        cards: { waiting: 1, oldestSince: waitingSince },
        identities: { waiting: 0, oldestSince: null },
      }),
    'GET console/reviews/cards': () => ok({ items: queue }),
    [`GET console/reviews/cards/${cardId}`]: () =>
      ok({
        ...item,
        type: 'CREDIT_CARD',
        held: { otherWallets: [{ firstName: 'Bruna' }], customerAwaitsApproval: false },
      }),
    [`POST console/reviews/cards/${cardId}/approve`]: () => {
      queue = [];
      return ok({ decided: true, notified: true });
    },
  });
  renderConsole(path);
  return { api, user: userEvent.setup() };
}

describe('the card review pages', () => {
  it('lists the held cards with the card and the waiting time', async () => {
    openCards('/revisoes/cartoes');
    const row = (await screen.findByRole('link', { name: 'Davi' })).closest('li')!;
    expect(row).toHaveTextContent('Visa final 4242');
    expect(row).toHaveTextContent('há 5 min');
  });

  it('shows why the card is held and approves it with the keyboard', async () => {
    const { api, user } = openCards(`/revisoes/cartoes/${cardId}`);
    const card = await screen.findByRole('region', { name: 'Visa final 4242' });
    expect(card).toHaveTextContent('O mesmo cartão está na carteira de: Bruna.');
    expect(card).toHaveTextContent('CREDIT_CARD');
    await user.keyboard('a');
    const dialog = screen.getByRole('dialog', { name: 'Aprovar' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar aprovação' }));
    expect(await screen.findByText('Pronto: a fila está vazia.')).toBeVisible();
    expect(dialog).not.toBeInTheDocument();
    expect(api.callsTo('POST', `console/reviews/cards/${cardId}/approve`)[0]!.body).toEqual({});
  });

  it('offers only the card reasons when rejecting', async () => {
    const { user } = openCards(`/revisoes/cartoes/${cardId}`);
    await screen.findByRole('region', { name: 'Visa final 4242' });
    await user.click(screen.getByRole('button', { name: 'Rejeitar' }));
    const options = within(screen.getByLabelText('Motivo')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Escolha um motivo',
      'o cartão já está na carteira de outra pessoa',
      'não conseguimos confirmar que o cartão é seu',
      'sua conta ainda não foi aprovada para cadastrar cartões',
    ]);
  });
});
