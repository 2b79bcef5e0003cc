// The console's journey (issue 26): the first admin comes from the CLI while
// the server runs, signs in with a TOTP code, creates a reviewer in the
// Operadores page, signs out; the reviewer signs in and sees only what the
// role allows; the admin finds the creation in the audit trail.
import { expect, test } from '@playwright/test';
import {
  checkScreen,
  createOperatorInConsole,
  createOperatorWithCli,
  refuseCspViolations,
  signIn,
  signOut,
} from './support';

test("an admin from the CLI creates a reviewer, who sees only the role's pages; the audit shows it", async ({
  page,
}) => {
  const cspViolations = refuseCspViolations(page);
  const unique = Date.now().toString(36);
  const admin = await createOperatorWithCli(`admin-${unique}@rosto.app`, ['admin']);
  expect(admin).toMatchObject({ email: `admin-${unique}@rosto.app`, roles: ['admin'] });
  expect(admin.otpauthUri).toMatch(/^otpauth:\/\/totp\//u);

  // A wrong code is refused with the catalogue's one text for any wrong part.
  await page.goto('/console/');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Senha').fill(admin.password);
  await page.getByLabel('Código do autenticador').fill('000000');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'E-mail, senha ou código incorretos. Confira e tente de novo.',
  );

  await signIn(page, admin);
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText(admin.email)).toBeVisible();
  await expect(header.getByRole('list', { name: 'Papéis' })).toHaveText('Administração');
  await expect(page.getByRole('heading', { name: 'Rostos aguardando revisão' })).toBeVisible();
  await checkScreen(page, 'home');

  // Nothing is lost on reload: the session stays with this tab.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();

  // Operadores: create a reviewer; its secrets are shown once.
  await page.getByRole('navigation').getByRole('link', { name: 'Operadores' }).click();
  await expect(page.getByRole('table', { name: 'Contas de operador' })).toContainText(admin.email);
  await checkScreen(page, 'operators');
  const reviewerEmail = `revisor-${unique}@rosto.app`;
  const reviewer = await createOperatorInConsole(page, reviewerEmail, 'reviewer');
  expect(reviewer.otpauthUri).toContain(encodeURIComponent(reviewer.totpSecret).slice(0, 8));

  // A role change asks a reason (shown, then cancelled).
  await page.getByRole('button', { name: `Alterar papéis de ${reviewerEmail}` }).click();
  await checkScreen(page, 'operator-change-roles');
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await signOut(page);

  // The reviewer: Início and the review queues only, and no way into the admin's pages.
  await signIn(page, reviewer);
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Seções do console' });
  // The queues' entry carries a count badge after its name.
  await expect(nav.getByRole('link')).toHaveText(['Início', /^Revisões/u]);
  await expect(page.getByRole('banner').getByRole('list', { name: 'Papéis' })).toHaveText(
    'Revisão',
  );
  await page.goto('/console/auditoria');
  await expect(page.getByRole('heading', { name: 'Sem acesso' })).toBeVisible();
  await checkScreen(page, 'forbidden');
  await page.goto('/console/nada-aqui');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await checkScreen(page, 'not-found');
  await signOut(page);

  // The admin finds the creation in the audit trail, filtered through the address.
  await page.goto('/console/auditoria');
  await signIn(page, admin);
  await expect(page.getByRole('heading', { name: 'Auditoria', level: 1 })).toBeVisible();
  await page.getByLabel('Operador').selectOption({ label: admin.email });
  await page.getByLabel('Ação').fill('operator.create');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\?operador=[\w-]+&acao=operator\.create$/u);
  // The admin created one operator: one row, the reviewer's creation.
  const rows = page.getByRole('table', { name: /Registros da auditoria/u }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(admin.email);
  await expect(rows.first()).toContainText('operator.create');
  await expect(rows.first()).toContainText('reviewer');
  await checkScreen(page, 'audit');

  // On a tablet the page keeps to the screen's width (a wide table scrolls in its own box).
  await page.setViewportSize({ width: 768, height: 1024 });
  await checkScreen(page, 'audit-tablet');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  expect(cspViolations).toEqual([]);
});
