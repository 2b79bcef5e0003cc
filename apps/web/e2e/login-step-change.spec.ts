// Between the CPF and the code screen (issue 29): the page never blanks to a
// lone spinner. The CPF screen stays, its button busy, until the code screen's
// chunk is in; then the code screen shows at once.
import { createSandboxUser, expect, newMobile, screenshotIfAsked, test } from './support';

test('from the CPF to the code screen a heading is always on the page, even on a slow network', async ({
  page,
  request,
}) => {
  const phone = newMobile();
  const user = await createSandboxUser(request, {
    fullName: 'Carla Mendes',
    phone: { areaCode: phone.areaCode, number: phone.number },
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A slow network from here on: every script and the API answer late, as on
  // a phone with one bar, so the code screen's chunk arrives after the answer.
  await page.route(/\/(assets\/.*\.js|api\/)/u, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  // Counts the animation frames with no h1 on the page (the lone spinner).
  await page.evaluate(() => {
    const state = { frames: 0, blank: 0 };
    (window as unknown as { headingWatch: typeof state }).headingWatch = state;
    const check = () => {
      state.frames += 1;
      if (!document.querySelector('h1')) state.blank += 1;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.getByLabel('CPF').pressSequentially(user.profile.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Digite o código' })).toBeVisible({
    timeout: 15_000,
  });
  await screenshotIfAsked(page, '20-login-code-after-slow-network');
  const watch = await page.evaluate(
    () => (window as unknown as { headingWatch: { frames: number; blank: number } }).headingWatch,
  );
  expect(watch.frames).toBeGreaterThan(10);
  expect(watch.blank).toBe(0);
});
