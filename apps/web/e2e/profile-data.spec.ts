// Journey: the user downloads what Rosto holds about them (LGPD art. 18) from
// the profile: /perfil/meus-dados saves a JSON file the browser downloads.
import { readFile } from 'node:fs/promises';
import { createSandboxUser, expect, openSignedIn, test } from './support';

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

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar meus dados' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rosto-meus-dados-\d{4}-\d{2}-\d{2}\.json$/u);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    profile: { id: string; cpf: string };
  };
  expect(file.profile.id).toBe(profile.id);
  expect(file.profile.cpf).toBe(profile.cpf);

  // Back leads to the profile.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/perfil$/u);
});
