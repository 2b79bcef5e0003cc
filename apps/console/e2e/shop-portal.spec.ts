// The shops' portal (issue 27) under /loja/, the console build's second page:
// a shop made through the console's API, then its demo owner, from the
// sandbox's sign-in page, sees the day's sales (none yet), keeps a period in
// the address through a reload, exports the CSV, makes a terminal and sees
// its key once, rotates it; its demo cashier sees today only and the
// terminals read-only. Refunds need a sale by face: the unit tests cover them.
import { expect, test } from '@playwright/test';
import { checkScreen, cnpjFor, refuseCspViolations } from './support';

test("a shop's demo owner and cashier use the portal: sales, CSV, terminals and their keys", async ({
  page,
  request,
}) => {
  const cspViolations = refuseCspViolations(page);
  const unique = Date.now();
  const shopName = `Loja do portal ${unique.toString(36)}`;

  // The shop, as a shops operator makes it in the console.
  const operator = await request.post('/api/sandbox/operators/session', {
    data: { role: 'shops' },
  });
  expect(operator.ok()).toBe(true);
  const { token } = ((await operator.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${token}` };
  const partners = (await (await request.get('/api/console/partners', { headers })).json()) as {
    data: { items: { id: string; name: string }[] };
  };
  const partner = partners.data.items.find(({ name }) => name === 'Mercado Azul')!;
  const made = await request.post('/api/console/shops', {
    headers,
    data: {
      partnerId: partner.id,
      name: shopName,
      address: 'Avenida Paulista, 1000, São Paulo',
      cnpj: cnpjFor(unique),
      latitude: -23.5614,
      longitude: -46.6559,
    },
  });
  expect(made.ok()).toBe(true);

  // /loja/ opens the sign-in, under the console's strict CSP.
  const first = await page.goto('/loja/');
  expect(first?.headers()['content-security-policy']).toContain("style-src 'self';");
  await expect(page).toHaveURL(/\/loja\/entrar$/u);
  await expect(page.getByRole('heading', { name: 'Entrar no portal da loja' })).toBeVisible();
  const demo = page.getByRole('region', { name: 'Entrar numa loja de demonstração' });
  await expect(demo.getByText(shopName)).toBeVisible();
  await checkScreen(page, 'portal-sign-in');

  await demo.getByRole('button', { name: `Entrar como dono: ${shopName}` }).click();
  await expect(page.getByRole('heading', { name: 'Vendas', level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: shopName })).toBeVisible();
  await expect(header).toContainText('Dono');
  await expect(page.getByText('Nenhuma venda neste período.')).toBeVisible();
  await checkScreen(page, 'portal-sales-empty');

  // A period lives in the address: a reload keeps it.
  await page.getByRole('radio', { name: 'Últimos 7 dias' }).click();
  await expect(page).toHaveURL(/\?periodo=7-dias$/u);
  await page.getByLabel('Situação').selectOption({ label: 'Estornadas' });
  await expect(page).toHaveURL(/\?periodo=7-dias&situacao=estornadas$/u);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Últimos 7 dias' })).toBeChecked();
  await expect(page.getByLabel('Situação')).toHaveValue('refunded');
  await expect(page.getByText('Nenhuma venda neste período.')).toBeVisible();

  // The CSV of the same filters, fetched with the session and saved by name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/u);

  // A terminal: its key shown once; then a new key for it.
  await header.getByRole('link', { name: 'Terminais' }).click();
  await expect(page.getByRole('heading', { name: 'Terminais', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Novo terminal' }).click();
  await page.getByRole('region', { name: 'Novo terminal' }).getByLabel('Nome').fill('Caixa 1');
  await page.getByRole('button', { name: 'Criar terminal' }).click();
  const keyPanel = page.getByRole('region', { name: 'Chave do terminal Caixa 1' });
  const key = await keyPanel.getByLabel('Chave do terminal').inputValue();
  expect(key).toMatch(/^rosto_term_/u);
  await checkScreen(page, 'portal-terminal-key');
  await keyPanel.getByRole('button', { name: 'Já copiei, fechar' }).click();
  await expect(page.getByText(key)).toHaveCount(0);

  await page.getByRole('button', { name: 'Trocar a chave de Caixa 1' }).click();
  const rotate = page.getByRole('dialog', { name: 'Trocar a chave de Caixa 1' });
  await checkScreen(page, 'portal-terminal-rotate');
  await rotate.getByRole('button', { name: 'Trocar chave' }).click();
  const rotated = await page
    .getByRole('region', { name: 'Chave do terminal Caixa 1' })
    .getByLabel('Chave do terminal')
    .inputValue();
  expect(rotated).toMatch(/^rosto_term_/u);
  expect(rotated).not.toBe(key);
  await page.getByRole('button', { name: 'Já copiei, fechar' }).click();

  // The cashier: today only, terminals read-only.
  await page.getByRole('button', { name: 'Sair' }).click();
  await demo.getByRole('button', { name: `Entrar como caixa: ${shopName}` }).click();
  await expect(page.getByRole('heading', { name: 'Vendas', level: 1 })).toBeVisible();
  await expect(header).toContainText('Caixa');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await checkScreen(page, 'portal-sales-cashier');
  await header.getByRole('link', { name: 'Terminais' }).click();
  await expect(page.getByRole('rowheader', { name: 'Caixa 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo terminal' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Trocar|Revogar/u })).toHaveCount(0);

  expect(cspViolations).toEqual([]);
});
