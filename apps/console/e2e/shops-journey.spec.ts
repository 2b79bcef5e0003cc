// The shops journey (issue 26): a demo shops operator, from the sandbox's
// sign-in page, creates a shop and a terminal, sees its key once, revokes it
// (the key then opens no payment), and the demo admin finds all three
// actions in the audit trail.
import { expect, test } from '@playwright/test';
import { checkScreen, cnpjFor, refuseCspViolations, signOut } from './support';

test('a demo shops operator creates a shop and a terminal, sees its key once and revokes it; the audit shows it', async ({
  page,
  request,
}) => {
  const cspViolations = refuseCspViolations(page);
  const unique = Date.now();
  const shopName = `Loja da jornada ${unique.toString(36)}`;

  await page.goto('/console/');
  const demo = page.getByRole('region', { name: 'Entrar como operador de demonstração' });
  await expect(demo.getByRole('button')).toHaveText([
    'Revisão',
    'Atendimento',
    'Lojas',
    'Administração',
  ]);
  await checkScreen(page, 'sign-in-sandbox');
  await demo.getByRole('button', { name: 'Lojas' }).click();
  await expect(page.getByRole('banner').getByRole('list', { name: 'Papéis' })).toHaveText('Lojas');

  await page.getByRole('navigation').getByRole('link', { name: 'Lojas' }).click();
  await expect(page.getByRole('heading', { name: 'Lojas', level: 1 })).toBeVisible();
  await checkScreen(page, 'shop-list-empty');

  // A new shop: the CNPJ takes its mask while typed.
  await page.getByRole('link', { name: 'Nova loja' }).click();
  await expect(page.getByRole('heading', { name: 'Nova loja', level: 1 })).toBeVisible();
  await page.getByLabel('Parceiro').selectOption({ label: 'Mercado Azul' });
  await page.getByLabel('Nome').fill(shopName);
  await page.getByLabel('Endereço').fill('Avenida Paulista, 1000, São Paulo');
  const cnpj = cnpjFor(unique);
  await page.getByLabel('CNPJ').pressSequentially(cnpj);
  await expect(page.getByLabel('CNPJ')).toHaveValue(
    `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
  );
  await page.getByLabel('Latitude').fill('-23.5614');
  await page.getByLabel('Longitude').fill('-46.6559');
  await checkScreen(page, 'shop-new');
  await page.getByRole('button', { name: 'Criar loja' }).click();
  await expect(page.getByRole('heading', { name: shopName, level: 1 })).toBeVisible();
  await expect(page.getByText('Esta loja ainda não tem terminais.')).toBeVisible();
  await checkScreen(page, 'shop-edit');

  // A terminal: its key is shown once.
  await page.getByRole('button', { name: 'Novo terminal' }).click();
  await page.getByRole('region', { name: 'Novo terminal' }).getByLabel('Nome').fill('Caixa 1');
  await page.getByRole('button', { name: 'Criar terminal' }).click();
  const keyPanel = page.getByRole('region', { name: 'Chave do terminal Caixa 1' });
  await expect(keyPanel.getByText(/não será mostrada de novo/u)).toBeVisible();
  const key = await keyPanel.getByLabel('Chave do terminal').inputValue();
  expect(key).toMatch(/^rosto_term_/u);
  await checkScreen(page, 'shop-terminal-key');
  await keyPanel.getByRole('button', { name: 'Já copiei, fechar' }).click();
  await expect(page.getByRole('region', { name: 'Chave do terminal Caixa 1' })).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);
  const row = page.getByRole('row', { name: /Caixa 1/u });
  await expect(row).toContainText(`${key.slice(0, 'rosto_term_'.length + 8)}…`);

  const startPayment = (attempt: string) =>
    request.post('/api/terminal/payments', {
      headers: { Authorization: `Bearer ${key}` },
      data: { amountCents: 2390, idempotencyKey: `jornada-${unique}-${attempt}` },
    });
  expect((await startPayment('antes')).status()).not.toBe(401);

  // Revoke, with a reason.
  await page.getByRole('button', { name: 'Revogar a chave de Caixa 1' }).click();
  const revoke = page.getByRole('region', { name: 'Revogar a chave de Caixa 1' });
  await revoke.getByLabel('Motivo').fill('terminal perdido na jornada');
  await checkScreen(page, 'shop-terminal-revoke');
  await revoke.getByRole('button', { name: 'Revogar' }).click();
  await expect(row.getByText('Ativo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Revogar a chave de Caixa 1' })).toHaveCount(0);
  expect((await startPayment('depois')).status()).toBe(401);

  // The list shows the shop, its working terminals (none now) and the last use.
  await page.getByRole('link', { name: 'Voltar às lojas' }).click();
  await expect(page.getByRole('row', { name: new RegExp(shopName, 'u') })).toContainText(
    'Mercado Azul',
  );
  await checkScreen(page, 'shop-list');

  await signOut(page);

  // The demo admin finds the three actions in the audit trail.
  await page
    .getByRole('region', { name: 'Entrar como operador de demonstração' })
    .getByRole('button', { name: 'Administração' })
    .click();
  await page.getByRole('navigation').getByRole('link', { name: 'Auditoria' }).click();
  await page.getByLabel('Operador').selectOption({ label: 'demo.shops@sandbox.rosto.app' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const rows = page.getByRole('table', { name: /Registros da auditoria/u }).locator('tbody tr');
  for (const action of ['shop.create', 'terminal.create', 'terminal.revoke']) {
    await expect(rows.filter({ hasText: action })).not.toHaveCount(0);
  }
  await expect(rows.filter({ hasText: 'terminal.revoke' })).toContainText(
    'terminal perdido na jornada',
  );
  expect(cspViolations).toEqual([]);
});
