import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopRole } from '@rosto/contract/operator-roles';
import type { ConsoleTerminal } from '@rosto/contract/schemas/console-shops';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/fake-api';
import { renderPortal } from '../../../test/render-portal';
import { shopMeOf, signedInAs, terminals } from '../../../test/shop-fixtures';

const made: ConsoleTerminal = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c09',
  name: 'Caixa 3',
  keyPrefix: 'Zz99Yy88',
  requirePin: true,
  createdAt: '2026-11-27T15:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const newKey = 'rosto_term_Zz99Yy88_s3cr3t-k3y-sh0wn-0nce';

function openTerminals(role: ShopRole = 'owner') {
  signedInAs(role);
  let list = terminals;
  const api = fakeApi({
    'GET shop/me': () => shopMeOf(role),
    'GET shop/terminals': () => ok({ items: list }),
    'POST shop/terminals': () => {
      list = [made, ...terminals];
      return ok({ terminal: made, key: newKey }, 201);
    },
    [`POST shop/terminals/${terminals[0]!.id}/rotate`]: () =>
      ok({ terminal: terminals[0], key: 'rosto_term_Ab12Cd34_r0tat3d' }),
    [`POST shop/terminals/${terminals[1]!.id}/revoke`]: () => {
      const revoked = { ...terminals[1]!, revokedAt: '2026-11-27T15:00:00.000Z' };
      list = terminals.map((terminal) => (terminal.id === revoked.id ? revoked : terminal));
      return ok(revoked);
    },
  });
  renderPortal('/terminais');
  return { api, user: userEvent.setup() };
}

describe('the terminals page', () => {
  it('lists each terminal with its key prefix, PIN, last use and situation', async () => {
    openTerminals();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).slice(0, 5),
      ),
    ).toEqual([
      ['Caixa 1', 'rosto_term_Ab12Cd34…', 'Só quando preciso', '27/11/2026, 11:30:00', 'Ativo'],
      ['Caixa 2', 'rosto_term_Ef56Gh78…', 'Sempre', 'Nunca usado', 'Ativo'],
      [
        'Caixa antigo',
        'rosto_term_Ij90Kl12…',
        'Só quando preciso',
        '20/10/2026, 09:00:00',
        'Revogado',
      ],
    ]);
    // A revoked key can be neither rotated nor revoked again.
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });

  it('makes a terminal and shows its key once, with the warning, then forgets it', async () => {
    const { api, user } = openTerminals();
    await user.click(await screen.findByRole('button', { name: 'Novo terminal' }));
    await user.type(screen.getByLabelText('Nome'), '  Caixa 3 ');
    await user.click(screen.getByLabelText('Pedir o PIN do cliente em todo pagamento'));
    await user.click(screen.getByRole('button', { name: 'Criar terminal' }));

    const panel = await screen.findByRole('region', { name: 'Chave do terminal Caixa 3' });
    expect(within(panel).getByLabelText('Chave do terminal')).toHaveValue(newKey);
    expect(panel).toHaveTextContent('esta chave não será mostrada de novo');
    expect(api.callsTo('POST', 'shop/terminals')[0]?.body).toEqual({
      name: 'Caixa 3',
      requirePin: true,
    });
    expect(await screen.findByRole('rowheader', { name: 'Caixa 3' })).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Já copiei, fechar' }));
    expect(screen.queryByDisplayValue(newKey)).toBeNull();
    expect(document.body.textContent).not.toContain(newKey);
    expect(screen.getByRole('button', { name: 'Novo terminal' })).toHaveFocus();
  });

  it('asks before rotating a key, then shows the new one once', async () => {
    const { api, user } = openTerminals();
    await user.click(await screen.findByRole('button', { name: 'Trocar a chave de Caixa 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Trocar a chave de Caixa 1' });
    expect(api.callsTo('POST', `shop/terminals/${terminals[0]!.id}/rotate`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Trocar chave' }));
    const panel = await screen.findByRole('region', { name: 'Chave do terminal Caixa 1' });
    expect(within(panel).getByLabelText('Chave do terminal')).toHaveValue(
      'rosto_term_Ab12Cd34_r0tat3d',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before revoking, and says when it is done', async () => {
    const { api, user } = openTerminals();
    await user.click(await screen.findByRole('button', { name: 'Revogar a chave de Caixa 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Revogar a chave de Caixa 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', `shop/terminals/${terminals[1]!.id}/revoke`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revogar a chave de Caixa 2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('Chave revogada.')).toHaveAttribute('role', 'status');
    const row = (await screen.findByRole('rowheader', { name: 'Caixa 2' })).closest('tr')!;
    await within(row).findByText('Revogado');
  });

  it('shows a cashier the list only', async () => {
    openTerminals('cashier');
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Novo terminal' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Ações' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revogar|Trocar/u })).toBeNull();
    expect(
      screen.getByText('Só o dono da loja cria terminais e revoga ou troca as chaves deles.'),
    ).toBeVisible();
  });
});
