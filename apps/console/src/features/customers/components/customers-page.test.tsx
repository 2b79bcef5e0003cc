import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../lib/console-store';
import { fakeApi, meOf, ok, operator, refusal, type FakeCall } from '../../../test/fake-api';
import { renderConsole } from '../../../test/render-console';
import { useSearchState } from '../search-state';

const support = operator({ email: 'sara@rosto.app', roles: ['support'] });
const found = {
  id: '00000000-0000-4000-8000-0000000000c1',
  firstName: 'Maria',
  maskedCpf: '•••.456.789-••',
  maskedPhone: '(11) •••••-4321',
  status: 'blocked',
  createdAt: '2026-11-20T12:00:00.000Z',
};

function openSearch(handlers: Record<string, (call: FakeCall) => ReturnType<typeof ok>> = {}) {
  useConsoleStore.getState().startSession('rosto_op_support');
  const api = fakeApi({
    'GET console/me': () => meOf(support),
    'POST console/customers/search': () => ok({ items: [found] }),
    ...handlers,
  });
  renderConsole('/clientes');
  return { api, user: userEvent.setup() };
}

// Typing key by key on a shared, busy machine can pass the 5 s default.
describe('the customers search', { timeout: 15_000 }, () => {
  it('masks a CPF as typed, refuses a partial one and sends the digits in the body', async () => {
    const { api, user } = openSearch();
    await user.click(await screen.findByRole('radio', { name: 'CPF completo' }));
    const field = screen.getByRole('textbox', { name: 'CPF completo' });
    await user.type(field, '5299822');
    expect(field).toHaveValue('529.982.2');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(field).toHaveAccessibleDescription(/Digite um CPF completo e válido\./u);
    expect(api.callsTo('POST', 'console/customers/search')).toHaveLength(0);

    await user.type(field, '4725');
    expect(field).toHaveValue('529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const table = await screen.findByRole('table', { name: '1 cliente encontrado' });
    expect(api.callsTo('POST', 'console/customers/search')[0]?.body).toEqual({
      cpf: '52998224725',
    });
    // Nothing of the search goes into the address.
    expect(window.location.href).not.toMatch(/5299822/u);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Maria' })).toHaveAttribute(
      'href',
      `/console/clientes/${found.id}`,
    );
    expect(row).toHaveTextContent('•••.456.789-••(11) •••••-4321Bloqueado');
  });

  it('masks a phone as typed and searches its digits', async () => {
    const { api, user } = openSearch();
    await user.click(await screen.findByRole('radio', { name: 'Telefone' }));
    const field = screen.getByRole('textbox', { name: 'Telefone' });
    await user.type(field, '11987654321');
    expect(field).toHaveValue('(11) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByRole('table');
    expect(api.callsTo('POST', 'console/customers/search')[0]?.body).toEqual({
      phone: '11987654321',
    });
  });

  it('keeps the kind of key across a reload but not the value', async () => {
    const { user } = openSearch();
    await user.click(await screen.findByRole('radio', { name: 'Telefone' }));
    await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '1198765');
    expect(sessionStorage.getItem('rosto-console-customer-search')).not.toMatch(/98765/u);
    useSearchState.setState({ value: '' });
    await useSearchState.persist.rehydrate();
    expect(useSearchState.getState().key).toBe('phone');
  });

  it("shows a reference's context, the customer's browser as text", async () => {
    const { api, user } = openSearch({
      'GET console/support-references/7KQ2-M9XD-4RTB-H0WC-8ZNE': () =>
        ok({
          reference: '7KQ2-M9XD-4RTB-H0WC-8ZNE',
          createdAt: '2026-11-27T12:00:00.000Z',
          expiresAt: '2026-12-27T12:00:00.000Z',
          context: { code: 'CPF_INVALID', userAgent: '<img src=x onerror=alert(1)>' },
        }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Referência de atendimento' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      screen.getByRole('textbox', { name: 'Referência de atendimento' }),
    ).toHaveAccessibleDescription(/Digite a referência do chamado\./u);
    await user.type(
      screen.getByRole('textbox', { name: 'Referência de atendimento' }),
      '7KQ2-M9XD-4RTB-H0WC-8ZNE',
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const context = await screen.findByRole('region', {
      name: 'Referência 7KQ2-M9XD-4RTB-H0WC-8ZNE',
    });
    expect(context).toHaveTextContent('CPF_INVALID — CPF inválido.');
    expect(within(context).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(context.querySelector('img')).toBeNull();
    expect(api.callsTo('POST', 'console/customers/search')[0]?.body).toEqual({
      reference: '7KQ2-M9XD-4RTB-H0WC-8ZNE',
    });
  });

  it('says when nobody matches, and shows a refusal by its catalogue code', async () => {
    let answer = ok({ items: [] });
    const { user } = openSearch({ 'POST console/customers/search': () => answer });
    await user.click(await screen.findByRole('radio', { name: 'Telefone' }));
    await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '1134567890');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Nenhum cliente encontrado.')).toBeVisible();
    answer = refusal(400, 'PHONE_INVALID');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Número de celular inválido.');
  });
});
