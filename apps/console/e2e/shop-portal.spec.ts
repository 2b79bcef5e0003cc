// The shops' portal (issue 27) under /loja/, the console build's second page.
// First, a shop made through the console's API; on its console page a shops
// operator sets its largest payment and makes its owner's portal account
// (the password and TOTP secret shown once); then its demo owner, from the
// sandbox's sign-in page, sees the day's sales (none yet), keeps a period in
// the address through a reload, exports the CSV, makes a terminal and sees
// its key once, rotates it, and opens Webhooks and Conciliação; its demo
// cashier sees today only, the terminals read-only and neither owner's page;
// the account made in the console signs in with its password and code.
// Second, on the demo seed's "Mercado Azul Paulista": its owner registers a
// webhook to a receiver on this machine, refunds one of today's sales, and
// the receiver gets `payment.refunded` signed with the secret shown once,
// which the deliveries log shows delivered; then reconciles yesterday.
import { expect, type Page, test } from '@playwright/test';
import {
  checkScreen,
  cnpjFor,
  refuseCspViolations,
  registerWebhookInPortal,
  seedDemoWithCli,
  signInToPortal,
  startOwnServer,
  startWebhookReceiver,
  verifiedWebhookEvent,
} from './support';

/** Signs in to the portal as a shop's demo person, from the sandbox's sign-in page. */
async function signInAsDemo(page: Page, role: 'dono' | 'caixa', shopName: string) {
  const demo = page.getByRole('region', { name: 'Entrar numa loja de demonstração' });
  await demo.getByRole('button', { name: `Entrar como ${role}: ${shopName}` }).click();
  await expect(page.getByRole('heading', { name: 'Vendas', level: 1 })).toBeVisible();
}

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
  const { id: shopId, slug } = ((await made.json()) as { data: { id: string; slug: string } }).data;

  // The console's shop page: its slug, its largest payment, and its people.
  await page.goto('/console/');
  await page
    .getByRole('region', { name: 'Entrar como operador de demonstração' })
    .getByRole('button', { name: 'Lojas' })
    .click();
  await expect(page.getByRole('banner').getByRole('list', { name: 'Papéis' })).toHaveText('Lojas');
  await page.goto(`/console/lojas/${shopId}`);
  await expect(page.getByRole('heading', { name: shopName, level: 1 })).toBeVisible();
  await expect(page.getByRole('definition')).toContainText(slug);
  const limit = page.getByRole('textbox', { name: 'Maior valor por pagamento' });
  await limit.click();
  await limit.pressSequentially('1500000');
  await expect(limit).toHaveValue('R$ 15.000,00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Loja salva.', { exact: true }).last()).toBeVisible();
  const shopAnswer = await request.get(`/api/console/shops/${shopId}`, { headers });
  expect(((await shopAnswer.json()) as { data: { maxAmountCents: number } }).data).toMatchObject({
    maxAmountCents: 1_500_000,
  });

  const ownerEmail = `dono-${unique.toString(36)}@loja.test`;
  await page.getByRole('button', { name: 'Nova pessoa' }).click();
  const newPerson = page.getByRole('region', { name: 'Nova pessoa da loja' });
  await newPerson.getByRole('textbox', { name: 'E-mail' }).fill(ownerEmail);
  await newPerson.getByRole('radio', { name: 'Dono' }).check();
  await checkScreen(page, 'shop-person-new');
  await newPerson.getByRole('button', { name: 'Criar conta' }).click();
  const personCredentials = page.getByRole('region', { name: `Conta de ${ownerEmail} criada` });
  await expect(personCredentials.getByText(/não serão mostrados de novo/u)).toBeVisible();
  const owner = {
    password: await personCredentials.getByLabel('Senha').inputValue(),
    totpSecret: await personCredentials.getByLabel('Segredo do autenticador (TOTP)').inputValue(),
  };
  await expect(personCredentials.getByLabel('URI para o aplicativo autenticador')).toHaveValue(
    /^otpauth:\/\/totp\//u,
  );
  await checkScreen(page, 'shop-person-credentials');
  await personCredentials.getByRole('button', { name: 'Já anotei, fechar' }).click();
  await expect(page.getByText(owner.password)).toHaveCount(0);
  const people = page.getByRole('table', { name: 'Pessoas com conta no portal da loja' });
  await expect(people.getByRole('row', { name: new RegExp(ownerEmail, 'u') })).toContainText(
    'DonoAtivaNunca',
  );
  await people.scrollIntoViewIfNeeded();
  await checkScreen(page, 'shop-people');
  await checkScreen(page, 'shop-page', { fullPage: true });

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

  // The owner's own pages: no webhook yet, no reconciliation of yesterday yet;
  // a run on a shop without sales finds all matches.
  await header.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Nenhum webhook ainda\./u)).toBeVisible();
  await expect(page.getByText(/^Nenhuma entrega ainda\./u)).toBeVisible();
  await checkScreen(page, 'portal-webhooks-empty');
  await header.getByRole('link', { name: 'Conciliação' }).click();
  await expect(page.getByRole('heading', { name: 'Conciliação', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhuma conciliação deste dia ainda')).toBeVisible();
  await checkScreen(page, 'portal-reconciliation-none');
  await page.getByRole('button', { name: 'Conciliar agora' }).click();
  await expect(page.getByText('Conciliação feita: tudo confere.')).toBeVisible();
  await expect(page.getByText('Tudo confere', { exact: true })).toBeVisible();

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
  // Webhooks and Conciliação are the owner's: not offered, and refused by address.
  await expect(header.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Conciliação' })).toHaveCount(0);
  await page.goto('/loja/webhooks');
  await expect(page.getByRole('heading', { name: 'Sem acesso', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Só o dono da loja abre esta página\./u)).toBeVisible();
  await checkScreen(page, 'portal-cashier-no-access');
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page.getByRole('heading', { name: 'Vendas', level: 1 })).toBeVisible();

  // The owner's account made in the console signs in with its password and code.
  await page.getByRole('button', { name: 'Sair' }).click();
  await signInToPortal(page, { email: ownerEmail, ...owner });
  await expect(header).toContainText('Dono');

  expect(cspViolations).toEqual([]);
});

test("the demo seed's shop gets a signed payment.refunded at its webhook after a refund, and reconciles", async ({
  page,
}) => {
  // The seed enrols faces and writes months of payments: slower than a page.
  test.setTimeout(300_000);
  const cspViolations = refuseCspViolations(page);
  const shopName = 'Mercado Azul Paulista';

  const receiver = await startWebhookReceiver();
  const { received } = receiver;

  // Its own server: the seed's faces would meet those the other specs enrol.
  const own = await startOwnServer();
  try {
    await seedDemoWithCli(own.dataDir);

    await page.goto(`${own.baseURL}/loja/`);
    await signInAsDemo(page, 'dono', shopName);
    const header = page.getByRole('banner');

    // A webhook for every event, to the shop's system on this machine: its secret shown once.
    const receiverUrl = receiver.url;
    const secret = await registerWebhookInPortal(page, receiverUrl);

    // One of today's seeded sales, refunded in whole.
    await header.getByRole('link', { name: 'Vendas' }).click();
    await page
      .getByRole('button', { name: /^Estornar a venda de/u })
      .first()
      .click();
    const refund = page.getByRole('dialog', { name: 'Estornar venda' });
    // The amount is typed cents first, as at the till (decision 071).
    await checkScreen(page, 'portal-refund-dialog');
    await refund.getByRole('button', { name: /^Estornar R\$/u }).click();
    await expect(page.getByText(/^Estorno de R\$\s[\d.,]+ feito\.$/u)).toBeVisible();

    // The receiver gets it, signed: t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">.
    await expect
      .poll(() => received.filter((r) => r.headers['rosto-event-type'] === 'payment.refunded'), {
        timeout: 30_000,
      })
      .toHaveLength(1);
    const event = verifiedWebhookEvent(
      received.find((r) => r.headers['rosto-event-type'] === 'payment.refunded')!,
      secret,
    );
    expect(event.type).toBe('payment.refunded');
    expect(event.data.refund?.amountCents).toBeGreaterThan(0);

    // The log shows it delivered at the first try, with the receiver's 204.
    await header.getByRole('link', { name: 'Webhooks' }).click();
    const log = page.getByRole('table', { name: /^Entregas/u });
    const row = log.getByRole('row').filter({ hasText: 'Venda estornada' }).filter({
      hasText: receiverUrl,
    });
    await expect(async () => {
      await page.getByRole('button', { name: 'Atualizar' }).click();
      await expect(row).toContainText('Entregue', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(row).toContainText('HTTP 204');
    await page.getByRole('heading', { name: 'Entregas' }).scrollIntoViewIfNeeded();
    await checkScreen(page, 'portal-webhook-deliveries');

    // A new secret for it, shown once, above the log.
    await page.getByRole('button', { name: `Trocar o segredo de ${receiverUrl}` }).click();
    await page
      .getByRole('dialog', { name: `Trocar o segredo de ${receiverUrl}` })
      .getByRole('button', { name: 'Trocar segredo' })
      .click();
    const rotated = await page
      .getByRole('region', { name: `Segredo do webhook ${receiverUrl}` })
      .getByLabel('Segredo de assinatura')
      .inputValue();
    expect(rotated).not.toBe(secret);
    await checkScreen(page, 'portal-webhooks', { fullPage: true });
    await page.getByRole('button', { name: 'Já copiei, fechar' }).click();

    // Yesterday's sales compared with the gateway, now.
    await header.getByRole('link', { name: 'Conciliação' }).click();
    await page.getByRole('button', { name: 'Conciliar agora' }).click();
    await expect(page.getByText(/^Conciliação feita: /u)).toBeVisible();
    await expect(page.getByRole('region', { name: /^Última conciliação: / })).toContainText(
      'Botão "Conciliar agora"',
    );
    await checkScreen(page, 'portal-reconciliation');
  } finally {
    own.stop();
    await receiver.close();
  }

  expect(cspViolations).toEqual([]);
});
