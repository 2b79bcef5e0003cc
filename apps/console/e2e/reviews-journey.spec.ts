// The reviewer's journey (issue 26): a face that looks like another
// account's and a card already in another wallet are produced through the
// customer API, as the customers' apps would; a reviewer opens each, sees
// what it is judged against, and approves with the keyboard. The customer's
// profile then shows the face active, and the audit trail (as admin) holds
// face.view and face.approve. A registration under a name that is not the
// CPF holder's (decision 080) waits in the names' queue until a reviewer
// accepts it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PAIR, bearer, enrol, json, newCustomer, operatorToken } from './customer-api';
import { checkScreen, refuseCspViolations } from './support';

function luhn(body: string): string {
  const sum = [...body]
    .reverse()
    .map(Number)
    .reduce((total, digit, index) => {
      const doubled = index % 2 === 0 ? digit * 2 : digit;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  return body + String((10 - (sum % 10)) % 10);
}

async function addCard(request: APIRequestContext, token: string, number: string, name: string) {
  const now = new Date();
  const expiration = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
  return json<{ id: string }>(
    await request.post('/api/user/credit-card', {
      headers: bearer(token),
      data: { name, number, expiration, cvc: '123', zipCode: '01310-100', alias: 'Visa' },
    }),
  );
}

/** The sandbox register's CPF held by "TITULAR DIFERENTE DA SILVA" (README "Sandbox mode"). */
const OTHER_HOLDER_CPF = '90000000922';

/**
 * Registers through the customer API as the app does, the SMS code read from
 * the sandbox outbox; answers the session token.
 */
async function registerAs(request: APIRequestContext, cpf: string, fullName: string) {
  const deviceUUID = crypto.randomUUID();
  const digit = () => String(Math.floor(Math.random() * 10));
  const phone = { areaCode: '11', number: `9${Array.from({ length: 8 }, digit).join('')}` };
  const { registerIntentionId } = await json<{ registerIntentionId: string }>(
    await request.post('/api/entrance/register/start', {
      data: { deviceUUID, fullName, cpf, acceptedTerms: true },
    }),
  );
  const ids = { deviceUUID, registerIntentionId };
  await json(await request.put('/api/entrance/register/set-phone', { data: { ...ids, phone } }));
  let otp = '';
  await expect
    .poll(async () => {
      const [sms] = await json<{ body: string }[]>(
        await request.get(`/api/sandbox/outbox?to=${phone.areaCode}${phone.number}`),
      );
      otp = /(\d(?:\s?\d){5})(?!\d)/u.exec(sms?.body ?? '')?.[1]?.replace(/\s/gu, '') ?? '';
      return otp;
    })
    .toMatch(/^\d{6}$/u);
  await json(await request.put('/api/entrance/register/confirm-phone', { data: { ...ids, otp } }));
  const email = `nome-${deviceUUID.slice(0, 8)}@mail.com`;
  await json(await request.put('/api/entrance/register/set-email', { data: { ...ids, email } }));
  return json<{ token: string; profile: { id: string; getPaymentStatus: string } }>(
    await request.put('/api/entrance/register/finish', { data: { ...ids, pin: '7392' } }),
  );
}

async function openConsoleAs(page: Page, token: string, path: string) {
  await page.addInitScript((value) => {
    sessionStorage.setItem(
      'rosto-console',
      JSON.stringify({ state: { token: value, language: 'pt-BR' }, version: 1 }),
    );
  }, token);
  await page.goto(`/console${path}`);
}

test('a reviewer approves a look-alike face and a held card with the keyboard; the audit shows it', async ({
  page,
  request,
}) => {
  const cspViolations = refuseCspViolations(page);

  // Bruno enrols; Carla enrols the same person's photos: her face waits as a look-alike.
  const bruno = await newCustomer(request, 'Bruno Alves Costa');
  await enrol(request, bruno, PAIR);
  const carla = await newCustomer(request, 'Carla Dias Souza');
  await enrol(request, carla, [PAIR[1], PAIR[0]]);
  // Bruno's card, then the same card in Carla's wallet: it is held.
  const cardNumber = luhn(`4539${String(Date.now() % 1e11).padStart(11, '0')}`);
  await addCard(request, bruno.token, cardNumber, 'BRUNO COSTA');
  const held = await addCard(request, carla.token, cardNumber, 'CARLA SOUZA');

  await openConsoleAs(page, await operatorToken(request, 'reviewer'), '/');
  const nav = page.getByRole('navigation', { name: 'Seções do console' });
  await expect(nav.getByRole('link', { name: /Revisões/u })).toBeVisible();
  await page.getByRole('link', { name: 'Rostos aguardando revisão' }).click();

  await expect(page.getByRole('heading', { name: 'Rostos', level: 1 })).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Carla` }) });
  await expect(row.first()).toContainText('semelhante a outra conta');
  await checkScreen(page, 'review-faces');

  await page.goto(`/console/revisoes/rostos/${carla.profile.id}`);
  await expect(page.getByRole('heading', { name: 'Rosto de Carla', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto do cadastro (sem óculos)' })).toBeVisible();
  const lookAlikes = page.getByRole('region', { name: 'Contas parecidas' });
  await expect(lookAlikes.getByRole('img', { name: 'Rosto de Bruno' })).toBeVisible();
  await expect(page.getByText(/A aprova, R rejeita, N ou J/u)).toBeVisible();
  await checkScreen(page, 'review-face');

  await page.keyboard.press('r');
  await expect(page.getByRole('dialog', { name: 'Rejeitar' })).toBeVisible();
  await checkScreen(page, 'review-face-reject');
  await page.keyboard.press('Escape');
  await page.keyboard.press('a');
  const approve = page.getByRole('dialog', { name: 'Aprovar' });
  await page.getByLabel('Observação (opcional)').fill('mesma pessoa? não: irmãs gêmeas, conferido');
  await approve.getByRole('button', { name: 'Confirmar aprovação' }).click();
  await expect(approve).toBeHidden();
  await expect(page).not.toHaveURL(new RegExp(carla.profile.id, 'u'));

  const profile = await json<{ userFaceStatus: string }>(
    await request.get('/api/user/profile', { headers: bearer(carla.token) }),
  );
  expect(profile.userFaceStatus).toBe('SUCCESS');

  const admin = await operatorToken(request, 'admin');
  const audit = await json<{ items: { action: string }[] }>(
    await request.get(`/api/console/audit?targetId=${carla.profile.id}`, {
      headers: bearer(admin),
    }),
  );
  expect(audit.items.map((item) => item.action)).toEqual(
    expect.arrayContaining(['face.view', 'face.approve']),
  );

  // The card.
  await page.goto('/console/revisoes/cartoes');
  await expect(page.getByRole('heading', { name: 'Cartões', level: 1 })).toBeVisible();
  await checkScreen(page, 'review-cards');
  await page.goto(`/console/revisoes/cartoes/${held.id}`);
  const card = page.getByRole('region', { name: `Visa final ${cardNumber.slice(-4)}` });
  await expect(card).toContainText('O mesmo cartão está na carteira de: Bruno.');
  await checkScreen(page, 'review-card');
  await page.keyboard.press('a');
  await page
    .getByRole('dialog', { name: 'Aprovar' })
    .getByRole('button', { name: 'Confirmar aprovação' })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).not.toHaveURL(new RegExp(held.id, 'u'));

  expect(cspViolations).toEqual([]);
});

test("a reviewer compares a name with the CPF holder's and accepts it; the account may then pay", async ({
  page,
  request,
}) => {
  const cspViolations = refuseCspViolations(page);
  // A married name the Receita Federal's register does not know.
  const juliana = await registerAs(request, OTHER_HOLDER_CPF, 'Juliana Prado Reis');
  expect(juliana.profile.getPaymentStatus).toBe('WAITING_APPROVAL');

  await openConsoleAs(page, await operatorToken(request, 'reviewer'), '/');
  await page.getByRole('link', { name: 'Nomes aguardando revisão' }).click();
  await expect(page.getByRole('heading', { name: 'Nomes', level: 1 })).toBeVisible();
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Juliana' }) });
  await expect(row).toContainText('nome diferente do titular do CPF');
  await row.getByRole('link', { name: 'Juliana' }).click();

  const names = page.getByRole('region', { name: 'Nome informado e nome na Receita Federal' });
  await expect(names).toContainText('Juliana Prado Reis');
  await expect(names).toContainText('TITULAR DIFERENTE DA SILVA');
  await expect(names).toContainText('•••.000.009-••');
  await checkScreen(page, 'review-identity');

  await page.keyboard.press('a');
  const approve = page.getByRole('dialog', { name: 'Aprovar' });
  await approve.getByLabel('Observação (opcional)').fill('nome de casada, certidão conferida');
  await approve.getByRole('button', { name: 'Confirmar aprovação' }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByText('Pronto: a fila está vazia.')).toBeVisible();

  const profile = await json<{ getPaymentStatus: string }>(
    await request.get('/api/user/profile', { headers: bearer(juliana.token) }),
  );
  expect(profile.getPaymentStatus).toBe('MANUAL_APPROVED');
  expect(cspViolations).toEqual([]);
});
