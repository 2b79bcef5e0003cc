// The demo stage (VITE_STAGE=demo, a second build served on its own port by
// playwright.config.ts): the profile hides support and feedback, the sign-in
// hides the privacy notice, and no screen offers a support ticket or a help
// article (docs/spec/account-checklist.md §2, §6; issue 13, point 10).
import { demoBaseURL } from '../playwright.config';
import {
  createSandboxUser,
  expect,
  newMobile,
  openSignedIn,
  screenshotIfAsked,
  test,
} from './support';

test.skip(
  Boolean(process.env.E2E_BASE_URL) && !process.env.E2E_DEMO_BASE_URL,
  'E2E_BASE_URL without E2E_DEMO_BASE_URL: no demo-stage build to test',
);
test.use({ baseURL: demoBaseURL });

test('the profile hides support and feedback at the demo stage', async ({ page, request }) => {
  const { token } = await createSandboxUser(request);
  await openSignedIn(page, token, '/perfil');
  await page.getByRole('button', { name: 'Ajuda' }).click();
  await expect(page.getByRole('link', { name: /Onde usar/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Suporte/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Feedback/ })).toHaveCount(0);
  // The version footer names the stage.
  await expect(page.getByText(/Ambiente demo/u)).toBeVisible();
});

test('the sign-in hides the privacy notice at the demo stage', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Política de Privacidade/i })).toHaveCount(0);
});

test('no screen offers a support link at the demo stage', async ({ page, request }) => {
  // The sign-in's code step: no "Preciso de ajuda" nor "Troquei de número".
  const phone = newMobile();
  const user = await createSandboxUser(request, {
    phone: { areaCode: phone.areaCode, number: phone.number },
  });
  await page.goto('/login');
  await page.getByLabel('CPF').pressSequentially(user.profile.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel('Código de verificação')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Não recebi o código' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /Preciso de ajuda|Troquei de número|suporte/iu }),
  ).toHaveCount(0);
  await screenshotIfAsked(page, '13-demo-code-step', { fullPage: false });

  // A page that does not exist: no "Reportar este problema".
  await page.goto('/nao-existe');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Reportar/u })).toHaveCount(0);

  // Deleting the account: the app's own way only, no ticket and no help centre.
  await openSignedIn(page, user.token, '/perfil/excluir-conta');
  await expect(
    page.getByText('Você pode excluir a sua conta agora mesmo, aqui no app.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Pedir a exclusão|central de ajuda/iu })).toHaveCount(
    0,
  );
  await expect(page.getByRole('heading', { name: 'Com a nossa equipe' })).toHaveCount(0);
  await screenshotIfAsked(page, '13-demo-delete-account', { fullPage: false });
});
