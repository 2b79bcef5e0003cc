// Journey: a shop's store card under another partner's brand (issue 29 point
// 6, decision 075). Visiting as Mercado Azul, a card that Padaria Sol's bakery
// issued shows Padaria Sol's colour, in the wallet's row and on the large
// card, never Mercado Azul's blue nor Rosto's green.
import {
  createSandboxUser,
  cssVariable,
  expect,
  getPartner,
  openSignedIn,
  screenshotIfAsked,
  test,
} from './support';

/** "#C2410C" as a computed style says it: "rgb(194, 65, 12)". */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test("a shop's store card wears its issuer's colour, not the visited partner's", async ({
  page,
  request,
}) => {
  const visited = await getPartner(request, 'mercado-azul');
  const issuer = await getPartner(request, 'padaria-sol');
  const issuerColour = rgbOf(issuer.options.colors.primary);
  const visitedColour = rgbOf(visited.options.colors.primary);
  // One of the bakery's shops issues the card (as the console or `npm run terminal:create` makes it).
  const placeName = `Padaria Sol Centro ${Date.now().toString(36)}`;
  const shop = await request.post('/api/sandbox/terminals', {
    data: { partnerSlug: issuer.slug, placeName, address: 'Rua Harmonia, 123, São Paulo - SP' },
  });
  expect(shop.ok(), await shop.text()).toBe(true);
  const { token } = await createSandboxUser(request, {
    partnerSlug: visited.slug,
    prePostPaidCard: { product: 'PADARIA_SOL', placeName, balanceCents: 5_000 },
  });

  await openSignedIn(page, token, '/carteira', `?partner=${visited.slug}`);
  await expect
    .poll(() => cssVariable(page, '--color-primary'))
    .toBe(visited.options.colors.primary);
  // The row's shop mark in the bakery's colour, under Mercado Azul's blue.
  const row = page.getByTestId('payment-method-row').filter({ hasText: placeName });
  const mark = row.getByRole('img', { name: 'Cartão da loja' });
  await expect(mark.locator('[data-part="background"]')).toHaveCSS('fill', issuerColour);
  await screenshotIfAsked(page, 'partner/store-card-list');

  await row.click();
  const face = page.getByTestId('card-face');
  await expect(face).toContainText(placeName);
  const background = await face.evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(background).toContain(issuerColour);
  expect(background).not.toContain(visitedColour);
  // White reads on the bakery's dark orange.
  await expect(face).toHaveCSS('color', 'rgb(255, 255, 255)');
  await screenshotIfAsked(page, 'partner/store-card-detail');

  // A shop no partner owns: the neutral shop mark and card, still not the visited blue.
  const unknown = await createSandboxUser(request, {
    partnerSlug: visited.slug,
    prePostPaidCard: { product: 'EMPORIO_LUA', placeName: 'Empório Lua', balanceCents: 900 },
  });
  await openSignedIn(page, unknown.token, '/carteira', `?partner=${visited.slug}`);
  const neutralRow = page.getByTestId('payment-method-row').filter({ hasText: 'Empório Lua' });
  await expect(neutralRow.getByRole('img', { name: 'Cartão da loja' })).toHaveAttribute(
    'src',
    '/authorizers/place-single.svg',
  );
  await neutralRow.click();
  await expect(page.getByTestId('card-face')).toHaveAttribute('data-tone', 'neutral');
  const neutral = await page
    .getByTestId('card-face')
    .evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(neutral).not.toContain(visitedColour);
  await screenshotIfAsked(page, 'partner/store-card-unknown-issuer');
});
