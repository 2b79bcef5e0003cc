// The "done when" in one journey (issue 26): the first admin comes
// from the CLI while the server runs and signs in with a TOTP code; the admin
// creates a reviewer in the console. A new customer enrols from the customer
// app with a fake camera showing a still photo of someone already enrolled:
// the face waits for a person ("pré-aprovado"). The reviewer signs in, opens
// it, sees its photos and approves it; the customer's app then reaches the
// home page, and the admin's audit shows the view and the approval.
import { expect, test, type Page } from '@playwright/test';
import { PAIR, enrol, json, newCustomer } from './customer-api';
import { lookAlikeVideo } from './global-setup';
import {
  checkScreen,
  createOperatorInConsole,
  createOperatorWithCli,
  fakeCamera,
  refuseCspViolations,
  signIn,
  signOut,
} from './support';

test.use(fakeCamera(lookAlikeVideo()));

/** The customer app's capture, as a customer goes through it: two photos without glasses. */
async function enrolWithCamera(customerApp: Page) {
  await expect(
    customerApp.getByRole('heading', { name: 'Agora, uma foto do seu rosto' }),
  ).toBeVisible();
  await customerApp.getByRole('radio', { name: 'Não' }).check();
  await customerApp.getByLabel('Autorizo o Rosto a tratar os meus dados biométricos').check();
  await customerApp.getByRole('button', { name: 'Tirar foto' }).click();
  await expect(customerApp.getByText('Foto 1 de 2')).toBeVisible();
  await customerApp.getByRole('button', { name: 'Tirar foto' }).click();
  // Face analyses take a few seconds on a busy machine.
  await expect(customerApp.getByText('Foto 2 de 2')).toBeVisible({ timeout: 30_000 });
  await customerApp.getByRole('button', { name: 'Tirar foto' }).click();
}

test('a reviewer created by a CLI admin approves a face from the camera; the customer reaches home', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const cspViolations = refuseCspViolations(page);
  const unique = Date.now().toString(36);

  // The first admin, from the CLI while the server runs; then a reviewer from the console.
  const admin = await createOperatorWithCli(`admin-rosto-${unique}@rosto.app`, ['admin']);
  await page.goto('/console/');
  await signIn(page, admin);
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  const reviewer = await createOperatorInConsole(page, `revisora-${unique}@rosto.app`, 'reviewer');
  await signOut(page);

  // Someone already enrolled; then Helena, in the customer app on her phone,
  // takes her photos of the same face with the camera.
  await enrol(request, await newCustomer(request, 'Gustavo Pereira Lima'), PAIR);
  const helena = await json<{ token: string; profile: { id: string } }>(
    await request.post('/api/sandbox/users', {
      data: { fullName: 'Helena Martins Rocha', mustRegisterFace: true, faceStatus: 'NOT_STARTED' },
    }),
  );
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    permissions: ['camera'],
  });
  const customerApp = await phone.newPage();
  await customerApp.goto('/download');
  await customerApp.evaluate((token) => localStorage.setItem('session', token), helena.token);
  await customerApp.goto('/home');
  await expect(customerApp).toHaveURL(/\/register\/face$/u);
  await enrolWithCamera(customerApp);
  await expect(customerApp).toHaveURL(/\/validation$/u, { timeout: 60_000 });
  await expect(
    customerApp.getByRole('heading', { name: 'Seu cadastro foi pré-aprovado!' }),
  ).toBeVisible();

  // The reviewer finds Helena's face in the queue, sees its photos and approves.
  await signIn(page, reviewer);
  await page.getByRole('link', { name: 'Rostos aguardando revisão' }).click();
  await expect(page.getByRole('heading', { name: 'Rostos', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /Helena/u }).click();
  await expect(page.getByRole('heading', { name: 'Rosto de Helena', level: 1 })).toBeVisible();
  const photo = page.getByRole('img', { name: 'Foto do cadastro (sem óculos)' });
  await expect(photo).toBeVisible();
  // The photo itself arrived and decoded (not only its frame and text).
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(
    page
      .getByRole('region', { name: 'Contas parecidas' })
      .getByRole('img', { name: 'Rosto de Gustavo' }),
  ).toBeVisible();
  await checkScreen(page, 'review-face-from-camera');
  await page.keyboard.press('a');
  const approve = page.getByRole('dialog', { name: 'Aprovar' });
  await approve.getByRole('button', { name: 'Confirmar aprovação' }).click();
  await expect(approve).toBeHidden();
  await signOut(page);

  // Helena's app: the result screen now says the face is registered, and
  // "Continuar" takes her to the home page (the guard no longer sends her back).
  await customerApp.reload();
  await expect(
    customerApp.getByRole('heading', { name: 'Parabéns, seu rosto foi cadastrado!' }),
  ).toBeVisible();
  await customerApp.getByRole('button', { name: 'Continuar' }).click();
  await expect(customerApp).toHaveURL(/\/home$/u);
  await expect(customerApp.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await phone.close();

  // The admin's audit: the reviewer's view of Helena's face, then the approval.
  await signIn(page, admin);
  await page.getByRole('navigation').getByRole('link', { name: 'Auditoria' }).click();
  await page.getByLabel('Operador').selectOption({ label: reviewer.email });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const rows = page.getByRole('table', { name: /Registros da auditoria/u }).locator('tbody tr');
  const helenasRows = rows.filter({ hasText: helena.profile.id });
  await expect(helenasRows.filter({ hasText: 'face.approve' })).toHaveCount(1);
  // Her photos' view; the look-alikes' photos beside them are views of their own accounts.
  await expect(helenasRows.filter({ hasText: 'face.view' }).first()).toBeVisible();
  await checkScreen(page, 'audit-face-approval');

  expect(cspViolations).toEqual([]);
});
