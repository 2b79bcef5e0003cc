// Journey: reading the terms of use and the privacy policy.
import { expect, screenshotIfAsked, test } from './support';

test('the terms of use come from the API in Portuguese', async ({ page }) => {
  const terms = page.waitForRequest((request) => request.url().includes('/api/terms-of-use'));
  await page.goto('/termos-de-uso');
  expect(new URL((await terms).url()).searchParams.get('locale')).toBe('br');
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
  await expect(page.getByText(/^Versão de \d{1,2} de \p{L}+ de \d{4}$/u)).toBeVisible();
  await expect(page.locator('main script')).toHaveCount(0);
});

// Issue 13, point 7: the operator comes from the server's configuration; this
// sandbox server has none, so the texts name the example operator and say so.
test('the terms and the policy name the operator, with one version line each', async ({ page }) => {
  await page.goto('/termos-de-uso');
  const main = page.getByRole('main');
  await expect(
    main.getByText(/CNPJ 11\.222\.333\/0001-81, com sede em Avenida Paulista/u),
  ).toBeVisible();
  await expect(main.getByText(/^Ambiente de testes: a razão social, o CNPJ/u)).toBeVisible();
  await expect(main.getByText(/^(Versão|Última atualização|Atualizado)/u)).toHaveCount(1);
  await expect(main).not.toContainText(/a ser informado|\{\{/u);
  await screenshotIfAsked(page, '13-terms-operator', { fullPage: false });

  await page.goto('/politica-de-privacidade#central-de-ajuda');
  const contact = page.getByRole('region', { name: 'Central de Ajuda e contato' });
  await expect(contact).toContainText(
    'Controlador: Rosto Tecnologia de Pagamentos Ltda., CNPJ 11.222.333/0001-81',
  );
  await expect(contact).toContainText(
    'Encarregado pelo tratamento de dados pessoais: Carla Exemplo',
  );
  await expect(page.getByRole('main').getByText(/^Ambiente de testes:/u)).toBeVisible();
  await expect(
    page.getByRole('main').getByText(/^(Versão|Última atualização|Atualizado)/u),
  ).toHaveCount(1);
  await expect(page.getByRole('main')).not.toContainText(/a ser informado|\{\{/u);
  await screenshotIfAsked(page, '13-policy-operator', { fullPage: false });
});

test('the privacy policy has a table of contents with working anchors, at both addresses', async ({
  page,
}) => {
  for (const path of ['/politica-de-privacidade', '/politica-privacidade']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Política de Privacidade' }),
    ).toBeVisible();
  }
  const contents = page.getByRole('navigation', { name: 'Nesta página' });
  const links = contents.getByRole('link');
  expect(await links.count()).toBeGreaterThan(5);
  const last = links.last();
  const name = (await last.textContent())!;
  await last.click();
  await expect(page).toHaveURL(/#[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeInViewport();
});
