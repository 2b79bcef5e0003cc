// The visible captcha fallback (docs/spec/account-checklist.md §2: "invisible/visible captcha when
// enabled"; issue 13, point 10; decision 040 §10), on the product built with
// reCAPTCHA on (playwright.config.ts). Google's script is stood in for by the
// route below, the server checks tokens with a local double of siteverify.
import type { Page, Request } from '@playwright/test';
import { captchaBaseURL } from '../playwright.config';
import {
  codeInput,
  createSandboxUser,
  expect,
  newCpf,
  newMobile,
  screenshotIfAsked,
  test,
} from './support';

test.skip(
  Boolean(process.env.E2E_BASE_URL) && !process.env.E2E_CAPTCHA_BASE_URL,
  'E2E_BASE_URL without E2E_CAPTCHA_BASE_URL: no captcha build to test',
);
test.use({ baseURL: captchaBaseURL });

/** Invisible tokens the double scores 0.1 (a bot, to Google); the checkbox gives "ticked". */
const fakeGoogle = `
window.grecaptcha = {
  ready(callback) { callback(); },
  execute(siteKey, { action }) { return Promise.resolve('score:0.1:' + action); },
  render(container, parameters) {
    const label = document.createElement('label');
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.addEventListener('change', () =>
      box.checked ? parameters.callback('ticked') : parameters['expired-callback'](),
    );
    label.append(box, ' Não sou um robô');
    container.append(label);
    return 0;
  },
  reset() {},
};`;

async function standInForGoogle(page: Page): Promise<void> {
  await page.route('https://www.google.com/recaptcha/api.js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeGoogle }),
  );
}

const startBody = (request: Request) => request.postDataJSON() as Record<string, unknown>;
const isLoginStart = (request: Request) => request.url().endsWith('/api/entrance/login/start');

test('a refused invisible check shows the checkbox; ticked, the sign-in goes on', async ({
  page,
  request,
}) => {
  const phone = newMobile();
  const user = await createSandboxUser(request, {
    phone: { areaCode: phone.areaCode, number: phone.number },
  });
  await standInForGoogle(page);
  await page.goto('/login');
  await page.getByLabel('CPF').pressSequentially(user.profile.cpf);

  const first = page.waitForRequest(isLoginStart);
  await page.getByRole('button', { name: 'Continuar' }).click();
  expect(startBody(await first)).toMatchObject({ recaptcha: 'score:0.1:login' });
  expect(startBody(await first).recaptchaKind).toBeUndefined();
  const check = page.getByRole('group', { name: 'Verificação contra robôs' });
  await expect(check).toContainText('Marque a caixa abaixo e toque em Continuar.');
  await expect(page.getByText('Insira um CPF válido e verifique o reCAPTCHA')).toBeVisible();
  await screenshotIfAsked(page, '13-captcha-visible', { fullPage: false });

  const second = page.waitForRequest(isLoginStart);
  await check.getByLabel('Não sou um robô').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  expect(startBody(await second)).toMatchObject({ recaptcha: 'ticked', recaptchaKind: 'visible' });
  await expect(codeInput(page)).toBeVisible();
});

test('registration falls back to the checkbox too', async ({ page }) => {
  await standInForGoogle(page);
  // An unknown CPF at the sign-in (its own check), then the registration keeps it.
  await page.goto('/login');
  await page.getByLabel('CPF').pressSequentially(newCpf());
  await page.getByRole('button', { name: 'Continuar' }).click();
  const loginCheck = page.getByRole('group', { name: 'Verificação contra robôs' });
  await loginCheck.getByLabel('Não sou um robô').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByRole('dialog').getByRole('button', { name: 'Vamos lá' }).click();
  await page.getByRole('checkbox', { name: /Li e aceito/u }).check();
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await page.getByLabel('Nome completo').pressSequentially('Rita Souza');
  // The name completes what register/start needs: its invisible check is refused.
  await page.getByRole('button', { name: 'Continuar' }).click();
  const check = page.getByRole('group', { name: 'Verificação contra robôs' });
  await expect(check).toBeVisible();
  await check.getByLabel('Não sou um robô').check();
  const start = page.waitForRequest((r) => r.url().endsWith('/api/entrance/register/start'));
  await page.getByRole('button', { name: 'Continuar' }).click();
  expect(startBody(await start)).toMatchObject({ recaptcha: 'ticked', recaptchaKind: 'visible' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Qual é o seu celular?' }),
  ).toBeVisible();
});
