// Journey: a user with a PIN deletes the account at /perfil/excluir-conta
// (LGPD art. 18): the PIN, the last confirmation, the welcome screen. The old
// session is refused from then on, and signing in with the same CPF tells
// the account was removed.
import type { Page } from '@playwright/test';
import { createSandboxUser, expect, openSignedIn, SESSION_KEY, test } from './support';

const PIN = '4729';

const pinField = (page: Page) => page.getByLabel('Senha de 4 números');

test('deleting the account with the PIN signs out everywhere; the CPF can no longer sign in', async ({
  page,
  request,
}) => {
  const { token, profile } = await createSandboxUser(request, { pin: PIN });
  await openSignedIn(page, token, '/perfil/excluir-conta');
  const now = page.getByRole('region', { name: 'Excluir minha conta agora' });
  await expect(now).toContainText('As fotos e os dados do seu rosto são apagados.');

  await now.getByRole('button', { name: 'Confirmar com a senha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Digite sua senha' })).toBeVisible();
  await pinField(page).pressSequentially(PIN);
  const dialog = page.getByRole('alertdialog', { name: 'Excluir minha conta?' });
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await Promise.all([
    page.waitForResponse(
      (response) =>
        /\/api\/user\/profile\/delete$/u.test(response.url()) &&
        response.request().method() === 'POST',
    ),
    dialog.getByRole('button', { name: 'Excluir conta' }).click(),
  ]);

  await expect(page).toHaveURL(/\/$/u);
  const snackbar = page.getByRole('status').filter({ hasText: 'Sua conta foi excluída.' });
  await expect(snackbar).toBeVisible();
  // Snackbars sit at the bottom centre (docs/spec/account-checklist.md §8).
  const box = (await snackbar.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
  expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.75);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();

  // The old token is dead on the server.
  const old = await request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(old.status()).toBe(401);

  // Signing in again with the same CPF says the account is gone.
  await page.goto('/login');
  await page.getByLabel('CPF').pressSequentially(profile.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByText('Esta conta foi removida. Fale com a gente se precisar de ajuda.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/u);
});
