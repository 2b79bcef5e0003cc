// Journey: the user downloads what Rosto holds about them (LGPD art. 18) from
// the profile: /perfil/meus-dados saves a JSON file the browser downloads.
import { readFile } from 'node:fs/promises';
import { createSandboxUser, expect, openSignedIn, screenshotIfAsked, test } from './support';

test('"Baixar meus dados" saves a JSON file with the user in it', async ({ page, request }) => {
  const { token, profile } = await createSandboxUser(request, { fullName: 'Lúcia Prado' });
  await openSignedIn(page, token, '/perfil');
  await page.getByRole('button', { name: 'Informações' }).click();
  await page
    .getByRole('region', { name: 'Informações' })
    .getByRole('link', { name: 'Baixar meus dados' })
    .click();
  await expect(page).toHaveURL(/\/perfil\/meus-dados$/u);
  await expect(page.getByRole('heading', { level: 1, name: 'Baixar meus dados' })).toBeVisible();
  await screenshotIfAsked(page, '47e-my-data-contents', { fullPage: false });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByText('Os registros de uso do app.')).toBeInViewport();
  await screenshotIfAsked(page, '47f-my-data-contents-end', { fullPage: false });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar meus dados' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rosto-meus-dados-\d{4}-\d{2}-\d{2}\.json$/u);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    profile: { id: string; cpf: string };
    cards: unknown[];
    payments: unknown[];
  };
  expect(file.profile.id).toBe(profile.id);
  expect(file.profile.cpf).toBe(profile.cpf);
  // The screen lists cards and payments among the contents: the file holds them.
  expect(Array.isArray(file.cards) && Array.isArray(file.payments)).toBe(true);

  // Back leads to the profile.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/perfil$/u);
});
