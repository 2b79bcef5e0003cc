// Journey: who may be where (docs/spec/account-checklist.md §2 Guards).
import { createSandboxUser, expect, getPartner, openSignedIn, SESSION_KEY, test } from './support';

test('a signed-out visitor is sent from signed-in screens to the welcome screen', async ({
  page,
}) => {
  for (const path of ['/home', '/perfil', '/carteira/adicionar', '/pagamentos/123']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Começar cadastro' })).toBeVisible();
  }
});

test('a signed-in user is sent from welcome, login and register to /home', async ({
  page,
  request,
}) => {
  const user = await createSandboxUser(request, { fullName: 'Joana Pereira' });
  await openSignedIn(page, user.token, '/login');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Olá, Joana' })).toBeVisible();
  for (const path of ['/', '/register', '/register-private-label']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
  }
});

// The spec's route table says "signed-out only"; ours need the partner user's
// session, since set-privatelabel-email writes to the signed-in account
// (decisions 008 and 040 §10): a signed-out visitor is asked to sign in first.
test('a signed-out visitor to a private-label registration is sent to sign in', async ({
  page,
}) => {
  for (const path of ['/register-private-label', '/register-private-label-app-user']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('CPF')).toBeVisible();
  }
});

test('mustRegisterFace with status NOT_STARTED forces /register/face, except on /perfil', async ({
  page,
  request,
}) => {
  const user = await createSandboxUser(request, {
    mustRegisterFace: true,
    faceStatus: 'NOT_STARTED',
  });
  await openSignedIn(page, user.token, '/home');
  await expect(page).toHaveURL(/\/register\/face$/);
  await page.goto('/carteira');
  await expect(page).toHaveURL(/\/register\/face$/);
  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
});

test('a view the partner does not allow sends the user to /home', async ({ page, request }) => {
  const partners = await Promise.all(
    ['padaria-sol', 'mercado-azul'].map((slug) => getPartner(request, slug)),
  );
  const partner = partners.find((candidate) => !candidate.options.views.includes('transactions'));
  test.skip(!partner, 'no seeded partner without the transactions view');
  const user = await createSandboxUser(request, { partnerSlug: partner!.slug });
  await openSignedIn(page, user.token, '/pagamentos', `?partner=${partner!.slug}`);
  await expect(page).toHaveURL(/\/home$/);
});

test('a 401 disconnects the user and says the session expired', async ({ page }) => {
  await page.goto('/download');
  await page.evaluate((key) => localStorage.setItem(key, 'not-a-valid-token'), SESSION_KEY);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert')).toHaveText(
    /Sua sessão expirou\. Faça login e tente novamente\./,
  );
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
});

test('logout ends the session and keeps the device id', async ({ page, request }) => {
  const user = await createSandboxUser(request);
  await openSignedIn(page, user.token, '/perfil');
  const deviceId = await page.evaluate(() => localStorage.getItem('deviceUUID'));
  expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
  const serverLogout = page.waitForResponse((response) =>
    response.url().endsWith('/api/user/logout'),
  );
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await serverLogout).status()).toBe(200);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('deviceUUID'))).toBe(deviceId);
  // The server ended the session too: the old token is refused (decision 016).
  const withOldToken = await request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(withOldToken.status()).toBe(401);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
});
