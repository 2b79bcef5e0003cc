// Journey: the app inside the native wrapper versus a browser (docs/spec/account-checklist.md §6,
// decision 028). A fake React Native host (window.ReactNativeWebView, as
// native-bridge.ts looks for it) records what the page posts: links that
// leave the app go to it as OPEN_URL while the page stays put, where a
// browser opens a new tab; a complete PIN or code closes its keyboard
// (CLOSE_KEYBOARD, the field let go), where a browser keeps the focus.
import type { Page } from '@playwright/test';
import {
  codeIn,
  codeInput,
  createSandboxUser,
  expect,
  newMobile,
  nextMessage,
  openSignedIn,
  test,
  wrongCode,
} from './support';

type Posted = { type: string; url?: string; userId?: string };

/** Installs the fake host before any script of each page runs. */
async function runInsideWrapper(page: Page) {
  await page.addInitScript(() => {
    const posted: string[] = [];
    Object.assign(window, {
      __posted: posted,
      ReactNativeWebView: { postMessage: (message: string) => posted.push(message) },
    });
  });
}

const postedToHost = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __posted: string[] }).__posted.map(
      (message) => JSON.parse(message) as Posted,
    ),
  );

const postedTypes = async (page: Page) => (await postedToHost(page)).map(({ type }) => type);

/** The help desk and the "where to use" page are other sites: stubbed on a closed network. */
async function stubOtherSites(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(ajuda\.)?rosto\.app\//u, (route) => route.fulfill({ body: 'elsewhere' }));
}

async function openHelp(page: Page) {
  const button = page.getByRole('button', { name: 'Ajuda', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('region', { name: 'Ajuda' });
}

const PIN = '4729';
const pinField = (page: Page) => page.getByLabel('Senha de 4 números');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** /perfil/redefinir-pin up to "Crie sua nova senha", where a too-easy PIN is judged on the phone. */
async function openNewPinStep(page: Page, token: string) {
  await openSignedIn(page, token, '/perfil/redefinir-pin');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(heading(page, 'Digite sua senha atual')).toBeVisible();
  await pinField(page).pressSequentially(PIN);
  await expect(heading(page, 'Crie sua nova senha')).toBeVisible();
  // The new step's heading has the focus: a tap on the dots brings the keyboard.
  await pinField(page).click();
  await expect(pinField(page)).toBeFocused();
}

test.describe('inside the native wrapper', () => {
  test.beforeEach(async ({ page }) => runInsideWrapper(page));

  test('help links on /perfil go to the host as OPEN_URL and the page stays on /perfil', async ({
    page,
    request,
  }) => {
    const { token, profile } = await createSandboxUser(request);
    await stubOtherSites(page);
    const popups: string[] = [];
    page.on('popup', (popup) => popups.push(popup.url()));
    await openSignedIn(page, token, '/perfil');
    const help = await openHelp(page);

    // The shops list is the app's own help centre (decision 069): nothing for the host to open.
    await expect(help.getByRole('link', { name: /^Onde usar/u })).toHaveAttribute(
      'href',
      '/ajuda/lojas',
    );

    // The ticket goes once its support reference is in, never with the CPF (decision 020).
    await help.getByRole('link', { name: /^Suporte/u }).click();
    await expect
      .poll(async () => (await postedToHost(page)).filter(({ type }) => type === 'OPEN_URL'))
      .toHaveLength(1);
    const ticket = new URL((await postedToHost(page)).at(-1)!.url!);
    expect(ticket.origin).toBe('https://ajuda.rosto.app');
    expect(ticket.searchParams.get('description')).toMatch(/Referência do atendimento: \S+/u);
    expect(ticket.href).not.toContain(profile.cpf);

    await expect(page).toHaveURL(/\/perfil$/u);
    await expect(heading(page, 'Perfil')).toBeVisible();
    expect(popups).toEqual([]);
  });

  test('the PIN’s fourth digit lets the field go and posts CLOSE_KEYBOARD', async ({
    page,
    request,
  }) => {
    const { token } = await createSandboxUser(request, { pin: PIN });
    await openNewPinStep(page, token);
    const before = (await postedTypes(page)).length;
    await pinField(page).pressSequentially('258');
    await expect(pinField(page)).toBeFocused();
    expect((await postedTypes(page)).length).toBe(before);
    // A too-easy PIN: judged on the phone, the screen stays to tell why.
    await pinField(page).press('0');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Escolha uma senha mais difícil' }),
    ).toBeVisible();
    await expect(pinField(page)).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect((await postedTypes(page)).slice(before)).toEqual(['CLOSE_KEYBOARD']);
  });

  test('the code closes the keyboard at the sixth digit, and the boxes take it back after a wrong one', async ({
    page,
    request,
  }) => {
    const phone = newMobile();
    const { profile } = await createSandboxUser(request, {
      fullName: 'Carla Mendes',
      phone: { areaCode: phone.areaCode, number: phone.number },
    });
    await page.goto('/login');
    await page.getByLabel('CPF').pressSequentially(profile.cpf);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(heading(page, 'Digite o código')).toBeVisible();
    // Sending the CPF closed the keyboard too: the screen waited on the server.
    expect(await postedTypes(page)).toEqual(['CLOSE_KEYBOARD']);
    const code = codeIn(await nextMessage(request, phone.digits));

    await codeInput(page).pressSequentially(wrongCode(code));
    await expect(page.getByRole('alert').filter({ hasText: 'Código inválido' })).toBeVisible();
    expect(await postedTypes(page)).toEqual(['CLOSE_KEYBOARD', 'CLOSE_KEYBOARD']);
    // Refused: the field is focused again, to be typed again.
    await expect(codeInput(page)).toBeFocused();

    await codeInput(page).pressSequentially(code);
    await expect(page).toHaveURL(/\/home$/u);
    expect(await postedToHost(page)).toEqual([
      { type: 'CLOSE_KEYBOARD' },
      { type: 'CLOSE_KEYBOARD' },
      { type: 'CLOSE_KEYBOARD' },
      { type: 'LOGIN', userId: profile.id },
    ]);
  });
});

test.describe('in a browser', () => {
  test('help links on /perfil open a new tab and the app stays on /perfil', async ({
    page,
    request,
  }) => {
    const { token, profile } = await createSandboxUser(request);
    await stubOtherSites(page);
    await openSignedIn(page, token, '/perfil');
    expect(await page.evaluate(() => 'ReactNativeWebView' in window)).toBe(false);
    const help = await openHelp(page);

    // The shops list is a screen of the app's own help centre (decision 069), not a new tab.
    const whereToUse = help.getByRole('link', { name: /^Onde usar/u });
    await expect(whereToUse).toHaveAttribute('href', '/ajuda/lojas');
    await expect(whereToUse).not.toHaveAttribute('target');

    const [ticket] = await Promise.all([
      page.waitForEvent('popup'),
      help.getByRole('link', { name: /^Suporte/u }).click(),
    ]);
    await expect(ticket).toHaveURL(/^https:\/\/ajuda\.rosto\.app\/.*description=/u);
    expect(ticket.url()).not.toContain(profile.cpf);
    expect(await ticket.evaluate(() => window.opener === null)).toBe(true);

    await expect(page).toHaveURL(/\/perfil$/u);
  });

  test('the PIN’s fourth digit leaves the focus on the field', async ({ page, request }) => {
    const { token } = await createSandboxUser(request, { pin: PIN });
    await openNewPinStep(page, token);
    await pinField(page).pressSequentially('2580');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Escolha uma senha mais difícil' }),
    ).toBeVisible();
    await expect(pinField(page)).toBeFocused();
  });
});
