import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, type FakeCall, fakeApi, ok, refusal } from '../../../../test/fake-api';
import { usePortalStore } from '../../../lib/portal-store';
import { renderPortal } from '../../../test/render-portal';
import { shopMeOf, signedInAs } from '../../../test/shop-fixtures';
import { deliveries, delivery, webhooks } from '../../../test/webhook-fixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T15:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const made = {
  id: '3f1e2d3c-4b5a-4697-8a8b-0c1d2e3f4a09',
  url: 'https://padaria.com.br/novo',
  events: ['payment.refunded'],
  createdAt: '2026-11-27T15:00:00.000Z',
} satisfies (typeof webhooks)[number];
const secret = 'whsec_s3cr3t-sh0wn-0nce';

type Handlers = Record<string, (call: FakeCall) => FakeAnswer>;

function openWebhooks(handlers: Handlers = {}) {
  signedInAs('owner');
  let list = webhooks;
  const api = fakeApi({
    'GET shop/me': () => shopMeOf('owner'),
    'GET shop/webhooks': () => ok({ items: list }),
    'GET shop/webhooks/deliveries': () => ok({ items: deliveries }),
    'POST shop/webhooks': () => {
      list = [made, ...webhooks];
      return ok({ endpoint: made, secret }, 201);
    },
    [`POST shop/webhooks/${webhooks[0]!.id}/rotate`]: () =>
      ok({ endpoint: webhooks[0], secret: 'whsec_r0tat3d' }),
    [`DELETE shop/webhooks/${webhooks[1]!.id}`]: () => {
      list = [webhooks[0]!];
      return ok({ deleted: true });
    },
    ...handlers,
  });
  renderPortal('/webhooks');
  return { api, user: userEvent.setup() };
}

const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the webhooks page', () => {
  it("lists the shop's webhooks with their events, and says how to check a signature", async () => {
    openWebhooks();
    const table = await screen.findByRole('table', { name: /^Webhooks da loja/u });
    expect(within(table).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      [
        'https://padaria.com.br/webhooks/rosto',
        'Venda aprovadaVenda estornada',
        '20/11/2026, 10:00:00',
        'Trocar segredoRemover',
      ],
      [
        'https://erp.padaria.com.br/rosto',
        'Venda cancelada',
        '10/11/2026, 10:00:00',
        'Trocar segredoRemover',
      ],
    ]);
    const help = screen.getByRole('region', { name: 'Como conferir a assinatura' });
    expect(
      within(help)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'Cabeçalho: Rosto-Signature: t=…,v1=…',
      'Assinatura (v1): hex(HMAC-SHA256(segredo, t + "." + corpo))',
    ]);
    expect(within(help).queryByRole('link')).toBeNull();
    expect(document.title).toBe('Webhooks | Rosto Lojas');
  });

  it('registers a webhook for the ticked events and shows its secret once, with the warning', async () => {
    const { api, user } = openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Novo webhook' }));
    const form = screen.getByRole('region', { name: 'Novo webhook' });
    expect(within(form).getByRole('heading', { name: 'Novo webhook' })).toHaveFocus();
    const events = within(form).getByRole('group', { name: 'Avisar quando' });
    // All three are ticked to start; each says in words what it is, with its type.
    expect(
      within(events)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true, true]);
    expect(
      within(events).getByRole('checkbox', { name: /^Uma venda é estornada.*payment\.refunded$/u }),
    ).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Criar webhook' }));
    expect(within(form).getByLabelText('Endereço (URL)')).toHaveAccessibleDescription(
      /^Informe o endereço\./u,
    );
    expect(within(form).getByLabelText('Endereço (URL)')).toHaveFocus();
    await user.type(within(form).getByLabelText('Endereço (URL)'), ' https://padaria.com.br/novo ');
    for (const name of [
      /^Uma venda é aprovada/u,
      /^Uma venda é cancelada/u,
      /^Uma venda é estornada/u,
    ]) {
      await user.click(within(events).getByRole('checkbox', { name }));
    }
    await user.click(within(form).getByRole('button', { name: 'Criar webhook' }));
    expect(events).toHaveAccessibleDescription('Escolha ao menos um aviso.');
    expect(api.callsTo('POST', 'shop/webhooks')).toHaveLength(0);

    await user.click(within(events).getByRole('checkbox', { name: /^Uma venda é estornada/u }));
    await user.click(within(form).getByRole('button', { name: 'Criar webhook' }));
    const panel = await screen.findByRole('region', {
      name: 'Segredo do webhook https://padaria.com.br/novo',
    });
    expect(api.callsTo('POST', 'shop/webhooks')[0]?.body).toEqual({
      url: 'https://padaria.com.br/novo',
      events: ['payment.refunded'],
    });
    expect(within(panel).getByLabelText('Segredo de assinatura')).toHaveValue(secret);
    expect(panel).toHaveTextContent('este segredo não será mostrado de novo');
    expect(
      await screen.findByRole('rowheader', { name: 'https://padaria.com.br/novo' }),
    ).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Já copiei, fechar' }));
    expect(document.body.textContent).not.toContain(secret);
    expect(screen.queryByDisplayValue(secret)).toBeNull();
    expect(screen.getByRole('button', { name: 'Novo webhook' })).toHaveFocus();
  });

  it("says an address the API refuses at the box, in the person's language", async () => {
    const { user } = openWebhooks({
      'POST shop/webhooks': () => refusal(400, 'WEBHOOK_URL_INVALID'),
    });
    usePortalStore.getState().setLanguage('en');
    await user.click(await screen.findByRole('button', { name: 'New webhook' }));
    const form = screen.getByRole('region', { name: 'New webhook' });
    await user.type(within(form).getByLabelText('Address (URL)'), 'http://padaria.com.br/x');
    await user.click(within(form).getByRole('button', { name: 'Create webhook' }));
    const box = within(form).getByLabelText('Address (URL)');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Give a valid HTTPS address, such as https://myshop.com/webhooks/rosto.',
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/^Give a valid HTTPS address/u);
  });

  it('asks before giving a webhook a new secret, then shows it once', async () => {
    const { api, user } = openWebhooks();
    const name = 'Trocar o segredo de https://padaria.com.br/webhooks/rosto';
    await user.click(await screen.findByRole('button', { name }));
    const dialog = screen.getByRole('dialog', { name });
    expect(dialog).toHaveTextContent('o atual para de assinar os avisos na hora');
    expect(api.callsTo('POST', `shop/webhooks/${webhooks[0]!.id}/rotate`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Trocar segredo' }));
    const panel = await screen.findByRole('region', {
      name: 'Segredo do webhook https://padaria.com.br/webhooks/rosto',
    });
    expect(within(panel).getByLabelText('Segredo de assinatura')).toHaveValue('whsec_r0tat3d');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before removing a webhook, closes with Escape, and says when it is done', async () => {
    const { api, user } = openWebhooks();
    const name = 'Remover o webhook https://erp.padaria.com.br/rosto';
    const button = await screen.findByRole('button', { name });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(api.callsTo('DELETE', `shop/webhooks/${webhooks[1]!.id}`)).toHaveLength(0);

    await user.click(button);
    await user.click(
      within(screen.getByRole('dialog', { name })).getByRole('button', { name: 'Remover' }),
    );
    expect(await screen.findByText('Webhook removido.')).toHaveAttribute('role', 'status');
    expect(
      screen.queryByRole('rowheader', { name: 'https://erp.padaria.com.br/rosto' }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Novo webhook' })).toHaveFocus();
  });

  it('says when the shop has no webhook yet', async () => {
    openWebhooks({
      'GET shop/webhooks': () => ok({ items: [] }),
      'GET shop/webhooks/deliveries': () => ok({ items: [] }),
    });
    expect(await screen.findByText(/^Nenhum webhook ainda\./u)).toBeVisible();
    expect(await screen.findByText(/^Nenhuma entrega ainda\./u)).toBeVisible();
  });
});

describe("the webhooks' deliveries", () => {
  it('lists each delivery: when, event, address, situation, tries, last answer, time and next try', async () => {
    openWebhooks();
    const table = await screen.findByRole('table', { name: /^Entregas/u });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Quando',
      'Aviso',
      'Endereço',
      'Situação',
      'Tentativas',
      'Última resposta',
      'Tempo',
      'Próxima tentativa',
      'Ações',
    ]);
    expect(within(table).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      [
        '27/11/2026, 11:40:00',
        'Venda estornadapayment.refunded',
        'https://padaria.com.br/webhooks/rosto',
        'Entregue',
        '1',
        'HTTP 200',
        '84 ms',
        '—',
        'Reenviar',
      ],
      [
        '27/11/2026, 11:30:00',
        'Venda aprovadapayment.succeeded',
        'https://padaria.com.br/webhooks/rosto',
        'Na fila',
        '2',
        'HTTP 503',
        '1204 ms',
        '27/11/2026, 12:02:00',
        'Reenviar',
      ],
      [
        '26/11/2026, 09:00:00',
        'Venda canceladapayment.canceled',
        'https://erp.padaria.com.br/rosto',
        'Falhou',
        '14',
        'Sem resposta em 10 s',
        '10002 ms',
        '—',
        'Reenviar',
      ],
    ]);
  });

  it('resends a delivery, says so and asks for the log again; the refresh button asks too', async () => {
    const failed = deliveries[2]!;
    let resent = false;
    const { api, user } = openWebhooks({
      'GET shop/webhooks/deliveries': () =>
        ok({
          items: resent
            ? [deliveries[0], deliveries[1], { ...failed, state: 'delivered', lastStatus: 204 }]
            : deliveries,
        }),
      [`POST shop/webhooks/deliveries/${failed.id}/resend`]: () => {
        resent = true;
        return ok({ ...failed, state: 'queued', nextAttemptAt: '2026-11-27T15:00:00.000Z' });
      },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Reenviar o aviso Venda cancelada de 26/11/2026, 09:00:00',
      }),
    );
    expect(await screen.findByText('Aviso posto na fila de novo.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.callsTo('POST', `shop/webhooks/deliveries/${failed.id}/resend`)).toHaveLength(1);
    const row = (await screen.findByText('HTTP 204')).closest('tr')!;
    expect(within(row).getByText('Entregue')).toBeVisible();

    const asked = api.callsTo('GET', 'shop/webhooks/deliveries').length;
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    await vi.waitFor(() =>
      expect(api.callsTo('GET', 'shop/webhooks/deliveries').length).toBe(asked + 1),
    );
    expect(screen.queryByText('Aviso posto na fila de novo.')).toBeNull();
  });

  it('does not offer to resend a delivery being sent', async () => {
    openWebhooks({
      'GET shop/webhooks/deliveries': () =>
        ok({ items: [delivery({ state: 'running', nextAttemptAt: '2026-11-27T16:00:00.000Z' })] }),
    });
    const row = (await screen.findByText('Enviando')).closest('tr')!;
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it("filters the log by webhook through the API's endpointId", async () => {
    const { api, user } = openWebhooks();
    await screen.findByRole('table', { name: /^Entregas/u });
    await user.selectOptions(screen.getByLabelText('Webhook'), webhooks[1]!.url);
    await vi.waitFor(() =>
      expect(api.callsTo('GET', 'shop/webhooks/deliveries').at(-1)?.query.get('endpointId')).toBe(
        webhooks[1]!.id,
      ),
    );
  });

  it("says a catalogue refusal in the person's language", async () => {
    const { user } = openWebhooks({
      [`POST shop/webhooks/deliveries/${deliveries[0]!.id}/resend`]: () =>
        refusal(404, 'WEBHOOK_NOT_FOUND'),
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Reenviar o aviso Venda estornada de 27/11/2026, 11:40:00',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Webhook não encontrado.');
  });
});

describe("the portal's owner pages", () => {
  it('are in the navigation of an owner', async () => {
    openWebhooks();
    const nav = await screen.findByRole('navigation', { name: 'Seções do portal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Vendas', 'Terminais', 'Webhooks', 'Conciliação']);
    expect(within(nav).getByRole('link', { name: 'Webhooks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each(['/webhooks', '/conciliacao'])(
    'are not offered to a cashier, and %s says it is not theirs, with a way back to Vendas',
    async (path) => {
      signedInAs('cashier');
      const api = fakeApi({ 'GET shop/me': () => shopMeOf('cashier') });
      renderPortal(path);
      expect(await screen.findByRole('heading', { name: 'Sem acesso', level: 1 })).toBeVisible();
      expect(screen.getByText(/^Só o dono da loja abre esta página\./u)).toBeVisible();
      const nav = screen.getByRole('navigation', { name: 'Seções do portal' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Vendas', 'Terminais']);
      expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
        'href',
        '/loja',
      );
      // Nothing of the owner's was asked.
      expect(api.calls.map((call) => call.path)).toEqual(['shop/me']);
    },
  );
});
