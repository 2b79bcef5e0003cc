import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndpointResult } from '@rosto/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../lib/console-store';
import { fakeApi, meOf, ok, operator } from '../../../test/fake-api';
import { renderConsole } from '../../../test/render-console';

type AuditEvent = EndpointResult<'consoleAudit'>['items'][number];

const admin = operator({ id: '00000000-0000-4000-8000-000000000001', email: 'ana@rosto.app' });
const reviewer = operator({
  id: '00000000-0000-4000-8000-000000000002',
  email: 'rui@rosto.app',
  roles: ['reviewer'],
});

function auditEvent(id: number, overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id,
    at: '2026-11-27T12:34:56.000Z',
    operatorId: admin.id,
    operatorEmail: admin.email,
    action: 'operator.create',
    targetKind: 'operator',
    targetId: reviewer.id,
    reason: 'roles: reviewer',
    ip: '127.0.0.1',
    requestId: `req-${id}`,
    ...overrides,
  };
}

function openAudit(path: string) {
  useConsoleStore.getState().startSession('rosto_op_admin');
  const api = fakeApi({
    'GET console/me': () => meOf(admin),
    'GET console/operators': () => ok({ items: [admin, reviewer] }),
    'GET console/audit': ({ query }) =>
      query.get('before') === null
        ? ok({
            items: [auditEvent(9), auditEvent(8, { operatorId: null, operatorEmail: null })],
            nextBefore: 8,
          })
        : ok({
            items: [auditEvent(7, { action: 'operator.sign-in', reason: null })],
            nextBefore: null,
          }),
  });
  renderConsole(path);
  return { api, user: userEvent.setup() };
}

describe('the audit page', () => {
  it('shows each row with São Paulo time, operator, action, target, reason, IP and request id', async () => {
    openAudit('/auditoria');
    const table = await screen.findByRole('table', { name: /Registros da auditoria/u });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Quando (São Paulo)', 'Operador', 'Ação', 'Alvo', 'Motivo', 'IP', 'ID do pedido']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '27/11/2026, 09:34:56',
      'ana@rosto.app',
      'operator.create',
      `operator ${reviewer.id}`,
      'roles: reviewer',
      '127.0.0.1',
      'req-9',
    ]);
    // A row written by a command line has no operator.
    expect(within(rows[1]!).getAllByRole('cell')[1]).toHaveTextContent('Linha de comando');
  });

  it('loads the next page before the last one with "Carregar mais"', async () => {
    const { api, user } = openAudit('/auditoria');
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Fim da auditoria.')).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(api.callsTo('GET', 'console/audit').map((c) => c.query.get('before'))).toEqual([
      null,
      '8',
    ]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('reads its filters from the address and sends them to the API', async () => {
    const { api } = openAudit(
      `/auditoria?operador=${reviewer.id}&acao=operator.update&tipo=operator`,
    );
    await screen.findByRole('table');
    expect(Object.fromEntries(api.callsTo('GET', 'console/audit')[0]!.query)).toEqual({
      operatorId: reviewer.id,
      action: 'operator.update',
      targetKind: 'operator',
    });
    expect(await screen.findByRole('option', { name: 'rui@rosto.app' })).toHaveProperty(
      'selected',
      true,
    );
    expect(screen.getByLabelText('Ação')).toHaveValue('operator.update');
    expect(screen.getByLabelText('Tipo de alvo')).toHaveValue('operator');
  });

  it('writes the filters into the address, and clears them', async () => {
    const { api, user } = openAudit('/auditoria');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Operador'), 'ana@rosto.app');
    await user.type(screen.getByLabelText('ID do alvo'), reviewer.id);
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(window.location.search).toBe(`?operador=${admin.id}&alvo=${reviewer.id}`);
    await screen.findByRole('table');
    expect(Object.fromEntries(api.callsTo('GET', 'console/audit').at(-1)!.query)).toEqual({
      operatorId: admin.id,
      targetId: reviewer.id,
    });

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(window.location.search).toBe('');
    expect(screen.getByLabelText('ID do alvo')).toHaveValue('');
  });
});
