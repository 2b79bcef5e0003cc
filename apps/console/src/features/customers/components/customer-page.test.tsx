import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomerDetails } from '@rosto/contract/schemas/console-customers';
import type { OperatorRole } from '@rosto/contract/operator-roles';
import { useConsoleStore } from '../../../lib/console-store';
import { fakeApi, meOf, ok, operator, refusal, type FakeCall } from '../../../test/fake-api';
import { renderConsole } from '../../../test/render-console';

const id = '00000000-0000-4000-8000-0000000000c1';
const base = `console/customers/${id}`;

function customer(overrides: Partial<CustomerDetails> = {}): CustomerDetails {
  return {
    id,
    firstName: 'Maria',
    lastName: 'Souza',
    maskedCpf: '•••.456.789-••',
    maskedPhone: '(11) •••••-4321',
    maskedEmail: 'm•••@gmail.com',
    emailConfirmed: false,
    status: 'active',
    faceStatus: 'SUCCESS',
    faceThumbnail: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    cards: [
      {
        id: '00000000-0000-4000-8000-0000000000d1',
        type: 'CREDIT_CARD',
        brand: 'VISA',
        lastFour: '1234',
        status: 'AUTO_APPROVED',
      },
    ] as CustomerDetails['cards'],
    payments: [
      {
        id: '00000000-0000-4000-8000-0000000000e1',
        at: '2026-11-27T15:30:00.000Z',
        placeName: 'Padaria Central',
        amountCents: 2390,
        status: 'SUCCESS',
      },
    ],
    sessions: [
      {
        id: '00000000-0000-4000-8000-0000000000f1',
        createdAt: '2026-11-26T12:00:00.000Z',
        lastSeenAt: '2026-11-27T12:00:00.000Z',
        device: 'iPhone',
      },
    ],
    ...overrides,
  };
}

function openCustomer(
  roles: OperatorRole[],
  handlers: Record<string, (call: FakeCall) => ReturnType<typeof ok>> = {},
  first = customer(),
) {
  useConsoleStore.getState().startSession('rosto_op_support');
  let current = first;
  const api = fakeApi({
    'GET console/me': () => meOf(operator({ roles })),
    [`GET ${base}`]: () => ok(current),
    ...handlers,
  });
  renderConsole(`/clientes/${id}`);
  return {
    api,
    user: userEvent.setup(),
    setCustomer: (next: CustomerDetails) => {
      current = next;
    },
  };
}

// Typing key by key on a shared, busy machine can pass the 5 s default.
describe("a customer's page", { timeout: 15_000 }, () => {
  it('shows the masked data, São Paulo times, money and says the view was audited', async () => {
    openCustomer(['support']);
    expect(await screen.findByRole('heading', { name: 'Maria', level: 1 })).toBeVisible();
    expect(screen.getByText(/foi registrada na auditoria/u)).toBeVisible();
    const personal = screen.getByRole('region', { name: 'Dados pessoais' });
    expect(personal).toHaveTextContent('•••.456.789-••');
    expect(personal).toHaveTextContent('m•••@gmail.com Não confirmado');
    expect(screen.getByText(/Visa/u)).toHaveTextContent(
      'Visa •••• 1234 — Aprovado automaticamente',
    );
    const payments = screen.getByRole('table', { name: 'Últimos pagamentos' });
    expect(within(payments).getAllByRole('row')[1]).toHaveTextContent(
      /27\/11\/2026, 12:30:00Padaria CentralR\$\s23,90Pago/u,
    );
    // The photo is for reviewers only: a support operator reads why it is missing.
    expect(screen.queryByRole('img', { name: 'Rosto cadastrado do cliente' })).toBeNull();
    expect(screen.getByText(/só aparece para quem tem o papel de revisão/u)).toBeVisible();
  });

  it("shows the face's thumbnail to an operator who also reviews", async () => {
    openCustomer(
      ['support', 'reviewer'],
      {},
      customer({ faceThumbnail: 'data:image/jpeg;base64,AAAA' }),
    );
    expect(await screen.findByRole('img', { name: 'Rosto cadastrado do cliente' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,AAAA',
    );
  });

  it('blocks only with a reason of 3 characters, then shows the customer blocked', async () => {
    const { api, user, setCustomer } = openCustomer(['support'], {
      [`POST ${base}/block`]: () => {
        setCustomer(customer({ status: 'blocked', sessions: [] }));
        return ok({ status: 'blocked', sessionsEnded: 1 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Bloquear' }));
    const dialog = screen.getByRole('dialog', { name: 'Bloquear o cliente' });
    // The dialog is named by its heading; the reason, its one field, takes the focus.
    expect(within(dialog).getByLabelText('Motivo')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Motivo'), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(within(dialog).getByLabelText('Motivo')).toHaveAccessibleDescription(
      /Escreva um motivo com pelo menos 3 caracteres\./u,
    );
    expect(api.callsTo('POST', `${base}/block`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Motivo'), ' — fraude');
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(
      await screen.findByText('Cliente bloqueado.', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/block`)[0]?.body).toEqual({ reason: 'ok — fraude' });
    // The page reloads: the customer shows blocked, with unblock offered.
    expect(await screen.findByRole('note')).toHaveTextContent('Cliente bloqueado.');
    expect(screen.getByRole('button', { name: 'Desbloquear' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Nenhuma sessão aberta.')).toBeVisible();
    expect(api.callsTo('GET', base)).toHaveLength(2);
  });

  it('ends the sessions and resends the e-mail confirmation, and shows a refusal by code', async () => {
    const { api, user } = openCustomer(['support'], {
      [`POST ${base}/sessions/end`]: () => ok({ ended: 1 }),
      [`POST ${base}/email-confirmation`]: () => refusal(409, 'CUSTOMER_EMAIL_ALREADY_CONFIRMED'),
    });
    await user.click(await screen.findByRole('button', { name: 'Encerrar sessões' }));
    let dialog = screen.getByRole('dialog', { name: 'Encerrar as sessões' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'pedido do cliente');
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar sessões' }));
    expect(await screen.findByText('Sessões encerradas.')).toBeInTheDocument();
    expect(api.callsTo('GET', base)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Reenviar confirmação de e-mail' }));
    dialog = screen.getByRole('dialog', { name: 'Reenviar a confirmação de e-mail' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'não chegou');
    await user.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/.+/u);
    expect(api.callsTo('POST', `${base}/email-confirmation`)[0]?.body).toEqual({
      reason: 'não chegou',
    });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reenviar confirmação de e-mail' })).toHaveFocus();
  });

  it('says when the customer does not exist', async () => {
    openCustomer(['support'], { [`GET ${base}`]: () => refusal(404, 'CUSTOMER_NOT_FOUND') });
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
