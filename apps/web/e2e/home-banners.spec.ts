// The home page's banners on a phone: the e-mail confirmation banner names the
// address, which has no spaces to wrap at; a long one must not make the page
// wider than the screen (found by the ops journey's screenshot, issue 14).
import { createSandboxUser, expect, openSignedIn, screenshotIfAsked, test } from './support';
import { bearer } from './wallet-helpers';

test('a long unconfirmed e-mail wraps inside its banner; the page keeps the phone width', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createSandboxUser(request, { fullName: 'Bartolomeu Endereco Longo' });
  const email = `bartolomeu.endereco.muito.longo.${Date.now()}@exemplo-provedor.com.br`;
  const changed = await request.put('/api/user/profile/email', {
    headers: bearer(user.token),
    data: { email, confirmationURL: `${baseURL}/validar-email` },
  });
  expect(changed.ok(), await changed.text()).toBe(true);

  await openSignedIn(page, user.token, '/home');
  const banner = page.getByRole('listitem').filter({ hasText: 'Confirme seu e-mail' });
  await expect(banner).toContainText(email);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  await screenshotIfAsked(page, 'home-long-email', { fullPage: false });
  const box = await banner.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(widths.screen);
});
