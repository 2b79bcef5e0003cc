import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../lib/console-store';
import { fakeApi, meOf, ok, operator } from '../../../test/fake-api';
import { renderConsole } from '../../../test/render-console';

const userId = '55555555-5555-4555-8555-555555555555';
const waitingSince = new Date(Date.now() - 12 * 60_000 - 10_000).toISOString();
const item = { id: userId, firstName: 'Mariana', waitingSince };

function openNames(path: string) {
  useConsoleStore.getState().startSession('rosto_op_rui');
  let queue = [item];
  const api = fakeApi({
    'GET console/me': () => meOf(operator({ roles: ['reviewer'] })),
    'GET console/overview': () =>
      ok({
        faces: { waiting: 0, oldestSince: null },
        cards: { waiting: 0, oldestSince: null },
        identities: { waiting: queue.length, oldestSince: waitingSince },
      }),
    'GET console/reviews/identities': () => ok({ items: queue }),
    [`GET console/reviews/identities/${userId}`]: () =>
      ok({
        ...item,
        typedName: 'Mariana Lima Ferreira',
        holderName: 'MARIANA COSTA LIMA',
        maskedCpf: '•••.456.789-••',
      }),
    [`POST console/reviews/identities/${userId}/approve`]: () => {
      queue = [];
      return ok({ decided: true, notified: false });
    },
    [`POST console/reviews/identities/${userId}/reject`]: () => {
      queue = [];
      return ok({ decided: true, notified: false });
    },
  });
  renderConsole(path);
  return { api, user: userEvent.setup() };
}

describe('the name review pages', () => {
  it('lists the waiting names with why and how long they have waited, under their own tab', async () => {
    openNames('/revisoes/identidades');
    const row = (await screen.findByRole('link', { name: 'Mariana' })).closest('li')!;
    expect(row).toHaveTextContent('nome diferente do titular do CPF');
    expect(row).toHaveTextContent('há 12 min');
    expect(screen.getByRole('link', { name: 'Nomes' })).toHaveAttribute(
      'href',
      '/console/revisoes/identidades',
    );
  });

  it('shows the typed name beside the Receita Federal’s, the masked CPF, and approves', async () => {
    const { api, user } = openNames(`/revisoes/identidades/${userId}`);
    const section = await screen.findByRole('region', {
      name: 'Nome informado e nome na Receita Federal',
    });
    const names = within(section);
    expect(names.getByText('Nome informado').nextElementSibling).toHaveTextContent(
      'Mariana Lima Ferreira',
    );
    expect(names.getByText('Nome na Receita Federal').nextElementSibling).toHaveTextContent(
      'MARIANA COSTA LIMA',
    );
    expect(section).toHaveTextContent('•••.456.789-••');
    expect(section).toHaveTextContent('há 12 min');

    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    const dialog = screen.getByRole('dialog', { name: 'Aprovar' });
    // No SMS goes out for a name: the dialog says what approving does instead.
    expect(dialog).toHaveTextContent('a conta passa a pagar com o rosto');
    await user.type(within(dialog).getByLabelText('Observação (opcional)'), 'nome de casada');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar aprovação' }));
    expect(await screen.findByText('Pronto: a fila está vazia.')).toBeVisible();
    expect(api.callsTo('POST', `console/reviews/identities/${userId}/approve`)[0]!.body).toEqual({
      note: 'nome de casada',
    });
  });

  it('rejects with one of the names’ reasons, saying the account is blocked', async () => {
    const { api, user } = openNames(`/revisoes/identidades/${userId}`);
    await screen.findByRole('region', { name: 'Nome informado e nome na Receita Federal' });
    await user.keyboard('r');
    const dialog = screen.getByRole('dialog', { name: 'Rejeitar' });
    expect(dialog).toHaveTextContent('A conta é bloqueada e as sessões dela terminam');
    const select = within(dialog).getByLabelText('Motivo');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Escolha um motivo',
      'o CPF informado é de outra pessoa',
      'o nome informado não corresponde ao do titular do CPF',
    ]);
    await user.selectOptions(select, 'cpf-of-another-person');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar rejeição' }));
    expect(await screen.findByText('Pronto: a fila está vazia.')).toBeVisible();
    expect(api.callsTo('POST', `console/reviews/identities/${userId}/reject`)[0]!.body).toEqual({
      reason: 'cpf-of-another-person',
    });
  });

  it('speaks English too', async () => {
    useConsoleStore.getState().setLanguage('en');
    openNames(`/revisoes/identidades/${userId}`);
    const section = await screen.findByRole('region', {
      name: 'Name given and name at the Receita Federal',
    });
    expect(within(section).getByText('Name at the Receita Federal')).toBeVisible();
  });
});
