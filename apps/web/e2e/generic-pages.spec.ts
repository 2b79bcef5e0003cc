// Journey: unknown addresses and unexpected failures end on helpful pages.
import { createSandboxUser, expect, openSignedIn, test } from './support';

test('an unknown address shows the not-found page with a prefilled report link', async ({
  page,
}) => {
  await page.goto('/nao-existe?cpf=52998224725&name=Maria#token=abc');
  await expect(page.getByRole('heading', { name: 'Página não encontrada.' })).toBeVisible();
  await expect(page).toHaveTitle('Página não encontrada | Rosto');

  const report = page.getByRole('link', { name: /Reportar este problema/ });
  const href = new URL((await report.getAttribute('href'))!);
  expect(href.searchParams.get('subject')).toBe('Página não encontrada');
  // The path only: the query and fragment may hold personal data (decision 020).
  const { origin, pathname } = new URL(page.url());
  expect(href.searchParams.get('description')).toContain(`${origin}${pathname}`);
  expect(href.href).not.toContain('52998224725');
  expect(href.href).not.toContain('Maria');
  expect(href.href).not.toContain('token');
  await expect(report).toHaveAttribute('target', '_blank');

  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Começar cadastro' })).toBeVisible();
});

test('a signed-in user at an address without a screen sees the not-found page', async ({
  page,
  request,
}) => {
  const user = await createSandboxUser(request);
  // Under a receipt, but none of its tabs (/pagamentos/{id}, /mapa, /ajuda).
  await openSignedIn(page, user.token, '/pagamentos/123/recibo');
  await expect(page.getByRole('heading', { name: 'Página não encontrada.' })).toBeVisible();
  // Not a link of ours: too short to be an e-mail token.
  await page.goto('/validar-email/abc');
  await expect(page.getByRole('heading', { name: 'Página não encontrada.' })).toBeVisible();
});

test('a terms load failure shows the generic error page with reload and report', async ({
  page,
}) => {
  let fail = true;
  await page.route('**/api/terms-of-use**', (route) =>
    fail
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 500,
            error: 'Internal Server Error',
            message: 'UNKNOWN',
          }),
        })
      : route.continue(),
  );
  await page.goto('/termos-de-uso');
  await expect(page.getByRole('heading', { name: 'Algo deu errado.' })).toBeVisible({
    timeout: 15_000,
  });
  const report = page.getByRole('link', { name: /Reportar problema/ });
  expect(new URL((await report.getAttribute('href'))!).searchParams.get('subject')).toBe(
    'Erro inesperado no app',
  );

  fail = false;
  await page.getByRole('button', { name: 'Recarregar página' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
});
