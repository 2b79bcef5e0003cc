import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../lib/console-store';
import { fakeApi, meOf, ok, operator, refusal, type FakeCall } from '../../../test/fake-api';
import { renderConsole } from '../../../test/render-console';

const admin = operator({ id: '00000000-0000-4000-8000-000000000001', email: 'ana@rosto.app' });
const reviewer = operator({
  id: '00000000-0000-4000-8000-000000000002',
  email: 'rui@rosto.app',
  roles: ['reviewer'],
  lastSignInAt: null,
});

function openOperators(handlers: Record<string, (call: FakeCall) => ReturnType<typeof ok>> = {}) {
  useConsoleStore.getState().startSession('rosto_op_admin');
  const api = fakeApi({
    'GET console/me': () => meOf(admin),
    'GET console/operators': () => ok({ items: [admin, reviewer] }),
    ...handlers,
  });
  renderConsole('/operadores');
  return { api, user: userEvent.setup() };
}

describe('the operators page', () => {
  it('lists each account with its roles, status and last sign-in', async () => {
    openOperators();
    const table = await screen.findByRole('table', { name: 'Contas de operador' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Administração', 'Ativo', '27/11/2026, 08:30:00', 'Alterar papéis'],
      ['Revisão', 'Ativo', 'Nunca', 'Alterar papéisDesativar'],
    ]);
    // No admin is offered to disable their own account (the API refuses it).
    expect(screen.queryByRole('button', { name: 'Desativar ana@rosto.app' })).toBeNull();
  });

  it('creates an operator and shows its secrets once, with copy buttons and a warning', async () => {
    const { api, user } = openOperators({
      'POST console/operators': () =>
        ok(
          {
            operator: operator({ email: 'bia@rosto.app', roles: ['support', 'shops'] }),
            password: 'Senha-Gerada-123',
            totpSecret: 'JBSWY3DPEHPK3PXP',
            otpauthUri: 'otpauth://totp/Rosto:bia@rosto.app?secret=JBSWY3DPEHPK3PXP',
          },
          201,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Novo operador' }));
    expect(screen.getByRole('heading', { name: 'Novo operador', level: 2 })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Criar operador' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Preencha este campo.',
    );
    expect(api.callsTo('POST', 'console/operators')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'bia@rosto.app');
    await user.click(screen.getByRole('checkbox', { name: 'Lojas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Atendimento' }));
    await user.click(screen.getByRole('button', { name: 'Criar operador' }));

    const panel = await screen.findByRole('region', { name: 'Operador bia@rosto.app criado' });
    // Roles in the contract's order, whatever order they were ticked in.
    expect(api.callsTo('POST', 'console/operators')[0]?.body).toEqual({
      email: 'bia@rosto.app',
      roles: ['support', 'shops'],
    });
    expect(within(panel).getByText(/não serão mostrados de novo/u)).toBeVisible();
    expect(within(panel).getByLabelText('Senha')).toHaveValue('Senha-Gerada-123');
    expect(within(panel).getByLabelText('Segredo do autenticador (TOTP)')).toHaveValue(
      'JBSWY3DPEHPK3PXP',
    );
    expect(within(panel).getByLabelText('URI para o aplicativo autenticador')).toHaveValue(
      'otpauth://totp/Rosto:bia@rosto.app?secret=JBSWY3DPEHPK3PXP',
    );

    await user.click(within(panel).getByRole('button', { name: 'Copiar: Senha' }));
    expect(await navigator.clipboard.readText()).toBe('Senha-Gerada-123');
    expect(within(panel).getByRole('button', { name: 'Copiado: Senha' })).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Já anotei, fechar' }));
    expect(screen.queryByText('Senha-Gerada-123')).toBeNull();
    expect(screen.queryByDisplayValue('Senha-Gerada-123')).toBeNull();
    expect(screen.getByRole('button', { name: 'Novo operador' })).toHaveFocus();
  });

  it('says at the e-mail field that the address is taken', async () => {
    const { user } = openOperators({
      'POST console/operators': () => refusal(409, 'OPERATOR_EMAIL_TAKEN'),
    });
    await user.click(await screen.findByRole('button', { name: 'Novo operador' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'rui@rosto.app');
    await user.click(screen.getByRole('checkbox', { name: 'Revisão' }));
    await user.click(screen.getByRole('button', { name: 'Criar operador' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(await screen.findByText('Já existe um operador com este e-mail.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Já existe um operador com este e-mail.');
  });

  it('refuses a role change without a reason of 3 characters, then sends it', async () => {
    const { api, user } = openOperators({
      'PUT console/operators/00000000-0000-4000-8000-000000000002': () =>
        ok({ ...reviewer, roles: ['reviewer', 'support'] }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Alterar papéis de rui@rosto.app' }),
    );
    const panel = screen.getByRole('region', { name: 'Alterar papéis de rui@rosto.app' });
    expect(within(panel).getByRole('checkbox', { name: 'Revisão' })).toBeChecked();
    await user.click(within(panel).getByRole('checkbox', { name: 'Atendimento' }));
    await user.type(within(panel).getByLabelText('Motivo'), 'ok');
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(within(panel).getByLabelText('Motivo')).toHaveAccessibleDescription(
      /Escreva um motivo com pelo menos 3 caracteres\./u,
    );
    expect(api.callsTo('PUT', 'console/operators/00000000-0000-4000-8000-000000000002')).toEqual(
      [],
    );

    await user.type(within(panel).getByLabelText('Motivo'), ' — atende o chat');
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alteração salva.')).toBeInTheDocument();
    expect(
      api.callsTo('PUT', 'console/operators/00000000-0000-4000-8000-000000000002')[0]?.body,
    ).toEqual({ roles: ['reviewer', 'support'], reason: 'ok — atende o chat' });
    expect(screen.queryByRole('region', { name: /Alterar papéis/u })).toBeNull();
  });

  it('disables an account with a reason', async () => {
    const { api, user } = openOperators({
      'PUT console/operators/00000000-0000-4000-8000-000000000002': () =>
        ok({ ...reviewer, disabled: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Desativar rui@rosto.app' }));
    const panel = screen.getByRole('region', { name: 'Desativar rui@rosto.app' });
    await user.type(within(panel).getByLabelText('Motivo'), 'saiu da empresa');
    await user.click(within(panel).getByRole('button', { name: 'Desativar' }));
    await screen.findByText('Alteração salva.');
    expect(
      api.callsTo('PUT', 'console/operators/00000000-0000-4000-8000-000000000002')[0]?.body,
    ).toEqual({ disabled: true, reason: 'saiu da empresa' });
  });

  it('says in the form when the change would leave no active admin', async () => {
    const { user } = openOperators({
      'PUT console/operators/00000000-0000-4000-8000-000000000001': () =>
        refusal(409, 'OPERATOR_LAST_ADMIN'),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Alterar papéis de ana@rosto.app' }),
    );
    const panel = screen.getByRole('region', { name: 'Alterar papéis de ana@rosto.app' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Administração' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Revisão' }));
    await user.type(within(panel).getByLabelText('Motivo'), 'troca de função');
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Este é o último administrador ativo. Crie outro antes de mudar este.',
    );
  });
});
