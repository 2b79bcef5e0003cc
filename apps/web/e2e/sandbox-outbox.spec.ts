// Journey: a tester reads the messages the sandbox would have sent.
import { createSandboxUser, expect, openSignedIn, screenshotIfAsked, test } from './support';
import { addCreditCardByApi, cardNumber } from './wallet-helpers';

test('the outbox lists messages newest first, filters by recipient and refreshes', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/sandbox/outbox')) calls.push(request.url());
  });
  await page.goto('/sandbox/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mensagens enviadas' })).toBeVisible();
  await page.getByLabel('Filtrar por destinatário').fill('11987654321');
  await expect
    .poll(() => calls.some((url) => new URL(url).searchParams.get('to') === '11987654321'))
    .toBe(true);
  const count = calls.length;
  await expect.poll(() => calls.length, { timeout: 8000 }).toBeGreaterThan(count);
});

test("the outbox leads to the operator console, whose sign-in offers the sandbox's demo operators", async ({
  page,
}) => {
  await page.goto('/sandbox/outbox');
  await page.getByRole('link', { name: /Console de operadores/u }).click();
  await expect(page).toHaveURL(/\/console\/entrar$/u);
  await expect(page.getByRole('heading', { name: 'Entrar no console' })).toBeVisible();
  const demo = page.getByRole('region', { name: 'Entrar como operador de demonstração' });
  await expect(demo.getByRole('button')).toHaveText([
    'Revisão',
    'Atendimento',
    'Lojas',
    'Administração',
  ]);
});

test("the outbox leads to the shops' portal, served apart", async ({ page }) => {
  await page.goto('/sandbox/outbox');
  await page.getByRole('link', { name: /Portal das lojas/u }).click();
  await expect(page).toHaveURL(/\/loja\/entrar$/u);
  // Its demo owners and cashiers are offered once a sandbox shop exists (the console's e2e).
  await expect(page.getByRole('heading', { name: 'Entrar no portal da loja' })).toBeVisible();
});

test("a card validation's charge shows as the card statement's line (issue 29)", async ({
  page,
  request,
}) => {
  // Last four digits of this run's own (not the sandbox's declining 0002 or 0005).
  const lastFour = String(3000 + Math.floor(Math.random() * 6000));
  const { token } = await createSandboxUser(request);
  const id = await addCreditCardByApi(request, token, { number: cardNumber(lastFour) });
  await openSignedIn(page, token, `/carteira/${id}/validar`);
  await page.getByRole('button', { name: 'Fazer a cobrança' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Qual foi o valor cobrado?' }),
  ).toBeVisible();

  await page.goto('/sandbox/outbox');
  await page.getByLabel('Filtrar por destinatário').fill(lastFour);
  const line = page.getByRole('listitem').filter({ hasText: 'Fatura do cartão' }).first();
  await expect(line).toContainText(`Cobrança de R$ 1,23 no cartão final ${lastFour}`);
  await expect(line).toContainText(`Cartão final: ${lastFour}`);
  await screenshotIfAsked(page, 'issue29/outbox-card-statement');
});
