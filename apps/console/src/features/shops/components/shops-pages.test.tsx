import type { ConsoleShopDetail, ConsoleTerminal } from '@rosto/contract/schemas/console-shops';
import type { ShopUser } from '@rosto/contract/schemas/shop-portal';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../lib/console-store';
import {
  fakeApi,
  meOf,
  ok,
  operator,
  refusal,
  type FakeAnswer,
  type FakeCall,
} from '../../../test/fake-api';
import { renderConsole } from '../../../test/render-console';

const shopsOperator = operator({ email: 'lia@rosto.app', roles: ['shops'] });
const partner = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Padaria Boa',
  slug: 'padaria-boa',
};
const other = { id: '00000000-0000-4000-8000-0000000000a2', name: 'Café Sol', slug: 'cafe-sol' };
const shopId = '00000000-0000-4000-8000-0000000000b1';
const terminal: ConsoleTerminal = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Caixa 1',
  keyPrefix: 'ab12cd34',
  requirePin: true,
  createdAt: '2026-11-20T12:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const shop: ConsoleShopDetail = {
  id: shopId,
  name: 'Padaria Boa Centro',
  partner,
  address: 'Rua Augusta, 100',
  cnpj: '11.222.333/0001-81',
  latitude: -23.5614,
  longitude: -46.6559,
  slug: 'padaria-boa-centro',
  maxAmountCents: 500_000,
  terminals: [terminal],
};

const shopUsers: ShopUser[] = [
  {
    id: '00000000-0000-4000-8000-0000000000d1',
    email: 'dona@padariaboa.com.br',
    role: 'owner',
    disabled: false,
    createdAt: '2026-11-20T12:00:00.000Z',
    lastSignInAt: '2026-11-27T11:30:00.000Z',
  },
  {
    id: '00000000-0000-4000-8000-0000000000d2',
    email: 'caixa@padariaboa.com.br',
    role: 'cashier',
    disabled: true,
    createdAt: '2026-11-21T12:00:00.000Z',
    lastSignInAt: null,
  },
];

// Typing a whole form on a busy 2-core machine takes longer than vitest's 5 s.
const FORM_TEST_MS = 30_000;

type Handlers = Record<string, (call: FakeCall) => FakeAnswer>;

function openConsole(path: string, handlers: Handlers = {}) {
  useConsoleStore.getState().startSession('rosto_op_lia');
  const api = fakeApi({
    'GET console/me': () => meOf(shopsOperator),
    'GET console/partners': () => ok({ items: [partner, other] }),
    [`GET console/shops/${shopId}`]: () => ok(shop),
    [`GET console/shops/${shopId}/users`]: () => ok({ items: shopUsers }),
    ...handlers,
  });
  renderConsole(path);
  return { api, user: userEvent.setup() };
}

describe('the shops list', () => {
  it(
    'lists the shops with their terminals and last use, filtered by name and partner',
    async () => {
      const { api, user } = openConsole('/lojas', {
        'GET console/shops': () =>
          ok({
            items: [
              {
                ...shop,
                terminals: 2,
                lastUsedAt: '2026-11-27T11:30:00.000Z',
              },
            ],
          }),
      });
      const table = await screen.findByRole('table', { name: 'Lojas dos parceiros' });
      const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
      expect(cells.map((cell) => cell.textContent)).toEqual([
        'Padaria Boa',
        '11.222.333/0001-81',
        '2',
        '27/11/2026, 08:30:00',
      ]);
      expect(within(table).getByRole('link', { name: 'Padaria Boa Centro' })).toHaveAttribute(
        'href',
        `/console/lojas/${shopId}`,
      );

      await user.type(screen.getByRole('searchbox', { name: 'Nome' }), 'centro');
      await user.selectOptions(
        await screen.findByRole('combobox', { name: 'Parceiro' }),
        'Café Sol',
      );
      await user.click(screen.getByRole('button', { name: 'Filtrar' }));
      await screen.findByRole('table');
      const last = api.callsTo('GET', 'console/shops').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({ q: 'centro', partnerId: other.id });
    },
    FORM_TEST_MS,
  );
});

describe('a new shop', () => {
  it(
    'masks the CNPJ, checks the fields, sends 14 digits and opens the new shop',
    async () => {
      const { api, user } = openConsole('/lojas/nova', {
        'POST console/shops': () => ok({ ...shop, terminals: [] }, 201),
      });
      await screen.findByRole('option', { name: 'Padaria Boa' });
      const cnpj = screen.getByRole('textbox', { name: 'CNPJ' });
      await user.type(cnpj, '11222333000180');
      expect(cnpj).toHaveValue('11.222.333/0001-80');
      await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '-23,56');
      await user.click(screen.getByRole('button', { name: 'Criar loja' }));

      expect(screen.getByRole('combobox', { name: 'Parceiro' })).toHaveAccessibleDescription(
        'Escolha o parceiro da loja.',
      );
      expect(screen.getByRole('combobox', { name: 'Parceiro' })).toHaveFocus();
      expect(cnpj).toHaveAccessibleDescription('Digite um CNPJ válido, com os 14 números.');
      expect(screen.getByRole('group', { name: 'Posição no mapa' })).toHaveAccessibleDescription(
        /Preencha latitude .* ou deixe as duas em branco\./u,
      );
      expect(api.callsTo('POST', 'console/shops')).toEqual([]);

      await user.selectOptions(screen.getByRole('combobox', { name: 'Parceiro' }), 'Padaria Boa');
      await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Padaria Boa Centro');
      await user.type(screen.getByRole('textbox', { name: 'Endereço' }), 'Rua Augusta, 100');
      await user.clear(cnpj);
      await user.type(cnpj, '11.222.333/0001-81');
      await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '-46.65');
      await user.click(screen.getByRole('button', { name: 'Criar loja' }));

      expect(
        await screen.findByRole('heading', { name: 'Padaria Boa Centro', level: 1 }),
      ).toBeVisible();
      expect(window.location.pathname).toBe(`/console/lojas/${shopId}`);
      expect(api.callsTo('POST', 'console/shops')[0]?.body).toEqual({
        partnerId: partner.id,
        name: 'Padaria Boa Centro',
        address: 'Rua Augusta, 100',
        cnpj: '11222333000181',
        latitude: -23.56,
        longitude: -46.65,
      });
    },
    FORM_TEST_MS,
  );

  it(
    "says the catalogue's text when the API refuses",
    async () => {
      const { user } = openConsole('/lojas/nova', {
        'POST console/shops': () => refusal(409, 'SHOP_NAME_TAKEN'),
      });
      await screen.findByRole('option', { name: 'Padaria Boa' });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Parceiro' }), 'Padaria Boa');
      await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Padaria Boa Centro');
      await user.type(screen.getByRole('textbox', { name: 'Endereço' }), 'Rua Augusta, 100');
      await user.type(screen.getByRole('textbox', { name: 'CNPJ' }), '11222333000181');
      await user.click(screen.getByRole('button', { name: 'Criar loja' }));
      expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    },
    FORM_TEST_MS,
  );
});

describe("a shop's page", () => {
  it(
    'edits the shop, sending the CNPJ unmasked and no map position when both are cleared',
    async () => {
      const { api, user } = openConsole(`/lojas/${shopId}`, {
        [`PUT console/shops/${shopId}`]: () => ok(shop),
      });
      const name = await screen.findByRole('textbox', { name: 'Nome' });
      expect(name).toHaveValue('Padaria Boa Centro');
      expect(screen.getByRole('textbox', { name: 'CNPJ' })).toHaveValue('11.222.333/0001-81');
      expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('-23.5614');
      await user.clear(screen.getByRole('textbox', { name: 'Latitude' }));
      await user.clear(screen.getByRole('textbox', { name: 'Longitude' }));
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('Loja salva.', { selector: '.alert' })).toBeVisible();
      expect(api.callsTo('PUT', `console/shops/${shopId}`)[0]?.body).toEqual({
        partnerId: partner.id,
        name: 'Padaria Boa Centro',
        address: 'Rua Augusta, 100',
        cnpj: '11222333000181',
        latitude: null,
        longitude: null,
        maxAmountCents: 500_000,
      });
    },
    FORM_TEST_MS,
  );

  it(
    "shows the slug and changes the largest payment, typed cents-first, within the API's limits",
    async () => {
      const { api, user } = openConsole(`/lojas/${shopId}`, {
        [`PUT console/shops/${shopId}`]: () => ok(shop),
      });
      const slug = await screen.findByRole('term');
      expect(slug).toHaveTextContent('Nome curto (slug)');
      expect(slug.nextElementSibling).toHaveTextContent(/^padaria-boa-centro/u);

      const limit = screen.getByRole('textbox', { name: 'Maior valor por pagamento' });
      expect(limit).toHaveValue('R$ 5.000,00');
      expect(limit).toHaveAttribute('inputmode', 'numeric');
      await user.clear(limit);
      await user.type(limit, '99');
      expect(limit).toHaveValue('R$ 0,99');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(limit).toHaveAccessibleDescription(
        /^Digite um valor de R\$\s1,00 a R\$\s1\.000\.000,00\./u,
      );
      expect(limit).toHaveFocus();
      expect(api.callsTo('PUT', `console/shops/${shopId}`)).toEqual([]);

      await user.clear(limit);
      await user.type(limit, '1250000');
      expect(limit).toHaveValue('R$ 12.500,00');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('Loja salva.', { selector: '.alert' })).toBeVisible();
      expect(api.callsTo('PUT', `console/shops/${shopId}`)[0]?.body).toMatchObject({
        maxAmountCents: 1_250_000,
      });
    },
    FORM_TEST_MS,
  );

  it(
    "lists the shop's people with their role, situation and last sign-in",
    async () => {
      openConsole(`/lojas/${shopId}`);
      const table = await screen.findByRole('table', {
        name: 'Pessoas com conta no portal da loja',
      });
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
      ).toEqual([
        ['dona@padariaboa.com.br', 'Dono', 'Ativa', '27/11/2026, 08:30:00'],
        ['caixa@padariaboa.com.br', 'Caixa', 'Desativada', 'Nunca'],
      ]);
    },
    FORM_TEST_MS,
  );

  it(
    "makes a person's account and shows the password and TOTP secret once, as a new operator's",
    async () => {
      const created = {
        user: { ...shopUsers[1]!, email: 'novo@padariaboa.com.br', disabled: false },
        password: 'Senha-Da-Loja-123',
        totpSecret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Rosto%20Lojas:novo@padariaboa.com.br?secret=JBSWY3DPEHPK3PXP',
      };
      const { api, user } = openConsole(`/lojas/${shopId}`, {
        [`POST console/shops/${shopId}/users`]: ({ body }) =>
          (body as { email: string }).email === created.user.email
            ? ok(created, 201)
            : refusal(409, 'SHOP_USER_EMAIL_TAKEN'),
      });
      await user.click(await screen.findByRole('button', { name: 'Nova pessoa' }));
      const form = screen.getByRole('region', { name: 'Nova pessoa da loja' });
      expect(within(form).getByRole('heading', { name: 'Nova pessoa da loja' })).toHaveFocus();
      const email = within(form).getByRole('textbox', { name: 'E-mail' });
      await user.click(within(form).getByRole('button', { name: 'Criar conta' }));
      expect(email).toHaveAccessibleDescription('Preencha este campo.');
      expect(api.callsTo('POST', `console/shops/${shopId}/users`)).toEqual([]);

      // Caixa to start; each role says what it may do.
      expect(within(form).getByRole('radio', { name: 'Caixa' })).toBeChecked();
      expect(within(form).getByRole('radio', { name: 'Dono' })).toHaveAccessibleDescription(
        /^Vê as vendas de qualquer período/u,
      );
      await user.type(email, 'dona@padariaboa.com.br');
      await user.click(within(form).getByRole('radio', { name: 'Dono' }));
      await user.click(within(form).getByRole('button', { name: 'Criar conta' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Este e-mail já tem uma conta no portal de lojas.',
      );
      expect(email).toHaveAttribute('aria-invalid', 'true');

      await user.clear(email);
      await user.type(email, 'novo@padariaboa.com.br');
      await user.click(within(form).getByRole('radio', { name: 'Caixa' }));
      await user.click(within(form).getByRole('button', { name: 'Criar conta' }));
      const panel = await screen.findByRole('region', {
        name: 'Conta de novo@padariaboa.com.br criada',
      });
      expect(api.callsTo('POST', `console/shops/${shopId}/users`).map((call) => call.body)).toEqual(
        [
          { email: 'dona@padariaboa.com.br', role: 'owner' },
          { email: 'novo@padariaboa.com.br', role: 'cashier' },
        ],
      );
      expect(within(panel).getByText(/não serão mostrados de novo/u)).toBeVisible();
      expect(within(panel).getByLabelText('Senha')).toHaveValue('Senha-Da-Loja-123');
      expect(within(panel).getByLabelText('Segredo do autenticador (TOTP)')).toHaveValue(
        'JBSWY3DPEHPK3PXP',
      );
      expect(within(panel).getByLabelText('URI para o aplicativo autenticador')).toHaveValue(
        created.otpauthUri,
      );
      await user.click(within(panel).getByRole('button', { name: 'Já anotei, fechar' }));
      expect(screen.queryByDisplayValue('Senha-Da-Loja-123')).toBeNull();
      expect(document.body.textContent).not.toContain('JBSWY3DPEHPK3PXP');
      expect(screen.getByRole('button', { name: 'Nova pessoa' })).toHaveFocus();
    },
    FORM_TEST_MS,
  );

  it(
    "lists the terminals and shows a new terminal's key once, with a copy button and a warning",
    async () => {
      const { api, user } = openConsole(`/lojas/${shopId}`, {
        [`POST console/shops/${shopId}/terminals`]: () =>
          ok(
            {
              terminal: { ...terminal, name: 'Caixa 2', requirePin: false },
              key: 'rosto_term_ef56gh78secret',
            },
            201,
          ),
      });
      const table = await screen.findByRole('table', { name: /Terminais da loja/u });
      const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
      expect(cells.map((cell) => cell.textContent).slice(0, 5)).toEqual([
        'rosto_term_ab12cd34…',
        'Sempre',
        '20/11/2026, 09:00:00',
        'Nunca usado',
        'Ativo',
      ]);

      await user.click(screen.getByRole('button', { name: 'Novo terminal' }));
      await user.click(screen.getByRole('button', { name: 'Criar terminal' }));
      expect(
        screen.getByRole('textbox', { name: 'Nome', description: /Preencha/u }),
      ).toHaveAttribute('aria-invalid', 'true');
      expect(api.callsTo('POST', `console/shops/${shopId}/terminals`)).toEqual([]);
      await user.type(
        screen.getByRole('textbox', { name: 'Nome', description: /Preencha/u }),
        'Caixa 2',
      );
      await user.click(screen.getByRole('button', { name: 'Criar terminal' }));

      const panel = await screen.findByRole('region', { name: 'Chave do terminal Caixa 2' });
      expect(api.callsTo('POST', `console/shops/${shopId}/terminals`)[0]?.body).toEqual({
        name: 'Caixa 2',
        requirePin: false,
      });
      expect(within(panel).getByText(/não será mostrada de novo/u)).toBeVisible();
      expect(within(panel).getByLabelText('Chave do terminal')).toHaveValue(
        'rosto_term_ef56gh78secret',
      );
      await user.click(within(panel).getByRole('button', { name: 'Copiar: Chave do terminal' }));
      expect(await navigator.clipboard.readText()).toBe('rosto_term_ef56gh78secret');

      await user.click(within(panel).getByRole('button', { name: 'Já copiei, fechar' }));
      expect(screen.queryByDisplayValue('rosto_term_ef56gh78secret')).toBeNull();
      expect(screen.queryByText('rosto_term_ef56gh78secret')).toBeNull();
      expect(screen.getByRole('button', { name: 'Novo terminal' })).toHaveFocus();
    },
    FORM_TEST_MS,
  );

  it(
    'revokes a key only with a reason of 3 characters',
    async () => {
      const { api, user } = openConsole(`/lojas/${shopId}`, {
        [`POST console/terminals/${terminal.id}/revoke`]: () =>
          ok({ ...terminal, revokedAt: '2026-11-27T12:00:00.000Z' }),
      });
      await user.click(await screen.findByRole('button', { name: 'Revogar a chave de Caixa 1' }));
      const panel = screen.getByRole('region', { name: 'Revogar a chave de Caixa 1' });
      await user.type(within(panel).getByLabelText('Motivo'), 'ok');
      await user.click(within(panel).getByRole('button', { name: 'Revogar' }));
      expect(within(panel).getByLabelText('Motivo')).toHaveAccessibleDescription(
        /Escreva um motivo com pelo menos 3 caracteres\./u,
      );
      expect(api.callsTo('POST', `console/terminals/${terminal.id}/revoke`)).toEqual([]);
      await user.type(within(panel).getByLabelText('Motivo'), ' — terminal roubado');
      await user.click(within(panel).getByRole('button', { name: 'Revogar' }));
      expect(await screen.findByText('Chave revogada.')).toBeInTheDocument();
      expect(api.callsTo('POST', `console/terminals/${terminal.id}/revoke`)[0]?.body).toEqual({
        reason: 'ok — terminal roubado',
      });
    },
    FORM_TEST_MS,
  );

  it(
    'rotates a key with a reason and shows the new one once',
    async () => {
      const { user } = openConsole(`/lojas/${shopId}`, {
        [`POST console/terminals/${terminal.id}/rotate`]: () =>
          ok({ terminal: { ...terminal, keyPrefix: 'zz99yy88' }, key: 'rosto_term_zz99yy88new' }),
      });
      await user.click(await screen.findByRole('button', { name: 'Trocar a chave de Caixa 1' }));
      const panel = screen.getByRole('region', { name: 'Trocar a chave de Caixa 1' });
      await user.type(within(panel).getByLabelText('Motivo'), 'chave vazou');
      await user.click(within(panel).getByRole('button', { name: 'Trocar chave' }));
      const keyPanel = await screen.findByRole('region', { name: 'Chave do terminal Caixa 1' });
      expect(within(keyPanel).getByLabelText('Chave do terminal')).toHaveValue(
        'rosto_term_zz99yy88new',
      );
    },
    FORM_TEST_MS,
  );

  it(
    'is refused to an operator without the shops role',
    async () => {
      useConsoleStore.getState().startSession('rosto_op_rui');
      fakeApi({ 'GET console/me': () => meOf(operator({ roles: ['reviewer'] })) });
      renderConsole('/lojas');
      expect(await screen.findByRole('heading', { name: 'Sem acesso' })).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Lojas' })).toBeNull();
    },
    FORM_TEST_MS,
  );
});
