// The customer's payment rows on small phones (issue 29): a shop's name wraps
// rather than being cut, and the card keeps its last four digits.
import { fileURLToPath } from 'node:url';
import { validationTestCard } from '../src/features/wallet/testing';
import { mockApi, payment, signIn } from './payments-mock';
import { expect, test } from './support';

const screenshotDir = fileURLToPath(new URL('../../../screenshots/payments/', import.meta.url));

test.use({ reducedMotion: 'reduce' });

test('two shops of one chain read apart on a 320 px phone: names wrap, the card keeps its last digits', async ({
  page,
}) => {
  // Issue 29: at 320 px the rows read "Mercado …" and "Visa •••• 1…".
  await page.setViewportSize({ width: 320, height: 568 });
  const chain = [
    'Padaria Sol Paulista Unidade Centro',
    'Padaria Sol Paulista Unidade Norte',
  ] as const;
  await mockApi(page, {
    payments: chain.map((name, index) => payment(10 + index, 1890, name)),
    email: 'maria@example.com',
  });
  await signIn(page, '/home');
  await page.getByText(chain[0], { exact: true }).waitFor();
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: `${screenshotDir}11-home-shop-chain-320.png`, fullPage: true });
  }
  for (const name of chain) {
    const place = page.getByText(name, { exact: true });
    await expect(place).toBeVisible();
    // Nothing of the name is cut off: its box holds all of it.
    expect(
      await place.evaluate(
        (element) =>
          element.scrollWidth <= element.clientWidth &&
          element.scrollHeight <= element.clientHeight,
      ),
    ).toBe(true);
  }
  const card = page.getByText('Visa •••• 1111').first();
  expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: `${screenshotDir}11-home-shop-chain-320.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${screenshotDir}11b-home-shop-chain-390.png`, fullPage: true });
  }
});

test('two store cards of one chain read apart in the wallet on a 320 px phone: names wrap', async ({
  page,
}) => {
  // Issue 29: "wallet card names likewise" were cut at 320 px.
  await page.setViewportSize({ width: 320, height: 568 });
  const names = [
    'Cartão Mercado Bom Preço Unidade Centro',
    'Cartão Mercado Bom Preço Unidade Norte',
  ] as const;
  await mockApi(page, {
    payments: [],
    email: 'maria@example.com',
    cards: names.map((alias, index) =>
      validationTestCard({
        id: `3f1c2b8a-5d6e-4f70-8a9b-0c1d2e3f4a${index}0`,
        alias,
        formattedOneLine: `${alias} •••• 1111`,
        formattedTwoLineFirstLine: alias,
        validated: true,
        order: index,
      }),
    ),
  });
  await signIn(page, '/carteira');
  await page.getByText(names[0], { exact: true }).waitFor();
  if (process.env.SCREENSHOTS) {
    await page.screenshot({
      path: `${screenshotDir}12-wallet-chain-cards-320.png`,
      fullPage: true,
    });
  }
  for (const name of names) {
    const first = page.getByText(name, { exact: true });
    await expect(first).toBeVisible();
    expect(
      await first.evaluate(
        (element) =>
          element.scrollWidth <= element.clientWidth &&
          element.scrollHeight <= element.clientHeight,
      ),
    ).toBe(true);
  }
});
