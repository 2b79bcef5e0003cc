// The accessibility check itself (axe.ts): it finds a violation that is there,
// finds none on clean markup, and looks at every screen a navigation leads to.
import { analyseScreen, formatViolations } from './axe-analysis';
import { expect, test } from './support';

// A page set by setContent stays at about:blank, which is not one of our
// screens: the fixture leaves it alone, so these tests do not fail by design.
test('the analysis reports an image without a text and a field without a label', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="pt-BR"><head><title>Teste</title></head>
    <body><main><h1>Teste</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="faceless">
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Um ponto">
      <input id="nameless" type="text">
    </main></body></html>`);

  const violations = await analyseScreen(page);

  expect(violations.map((violation) => violation.rule).sort()).toEqual(['image-alt', 'label']);
  // Each target is a selector of the offending element.
  for (const [rule, id] of [
    ['image-alt', 'faceless'],
    ['label', 'nameless'],
  ] as const) {
    const found = violations.find((violation) => violation.rule === rule)!;
    expect(found.impact).toBe('critical');
    expect(found.targets).toHaveLength(1);
    await expect(page.locator(found.targets[0]!)).toHaveId(id);
  }
  const report = formatViolations(violations);
  expect(report).toContain('- image-alt (critical) at about:blank');
  expect(report).toContain('- label (critical) at about:blank');
});

test('the analysis reports nothing on clean markup', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="pt-BR"><head><title>Teste</title></head>
    <body><main><h1>Teste</h1>
      <label for="name">Nome</label><input id="name" type="text">
    </main></body></html>`);

  expect(await analyseScreen(page)).toEqual([]);
});

test('every navigation is looked at once it settles, SPA history included', async ({
  page,
  screenChecks,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pague com o seu rosto' }),
  ).toBeVisible();
  await screenChecks.idle();
  // A client-side navigation: a history entry, no new document.
  await page.getByRole('link', { name: 'Baixar o app' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Baixe o app Rosto' })).toBeVisible();
  await screenChecks.idle();

  // Analysed now or, when this worker saw the same state before, then.
  const looked = screenChecks.visits
    .filter((visit) => visit.outcome === 'analysed' || visit.outcome === 'seen')
    .map((visit) => new URL(visit.url).pathname);
  expect(looked).toEqual(['/', '/download']);
});
