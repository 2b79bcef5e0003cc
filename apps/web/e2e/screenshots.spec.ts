// Screenshots of every shell screen at 390x844 for a visual review, with the
// API mocked so they run against any server of the built app (even
// `vite preview`). Run on demand: SCREENSHOTS=1 npx playwright test screenshots
// Files land in <repo>/screenshots/ (git-ignored).
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test } from './support';
import { mockProfile } from './payments-mock';

const outDir = fileURLToPath(new URL('../../../screenshots/', import.meta.url));

const partners = {
  'mercado-azul': {
    id: '7b0d8a2e-3c4f-4a51-9e0b-1f2a3b4c5d6e',
    name: 'Mercado Azul',
    slug: 'mercado-azul',
    options: {
      views: ['home', 'transactions', 'wallet', 'profile', 'places'],
      description: { splashSubTitle: 'Suas compras no Mercado Azul, pagas com um sorriso' },
      colors: { primary: '#1d4ed8', secondary: '#f59e0b', success: '#15803d', info: '#0369a1' },
      showMenuLabels: true,
      typography: {
        fontFamily: 'Georgia, serif',
        headingFontFamily: 'Georgia, serif',
        baseFontSizePx: 16,
      },
    },
    placeIds: [],
  },
  'padaria-sol': {
    id: '2a1b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    name: 'Padaria Sol',
    slug: 'padaria-sol',
    options: {
      views: ['home', 'wallet', 'profile'],
      description: { splashSubTitle: null },
      colors: { primary: '#b45309', secondary: '#7c2d12', success: '#15803d', info: '#0369a1' },
      showMenuLabels: false,
      typography: {
        fontFamily: 'system-ui, sans-serif',
        headingFontFamily: 'system-ui, sans-serif',
        baseFontSizePx: 16,
      },
    },
    placeIds: [],
  },
};

const profile = mockProfile('maria@example.com');

const termsHtml = `<h2>1. Sobre o serviço</h2><p>O Rosto permite pagar com o seu rosto em estabelecimentos parceiros. O serviço é destinado a maiores de 18 anos e não tem custo para você.</p><h2>2. Divergências</h2><p>Se notar uma divergência em uma transação, informe em até <strong>30 dias</strong>.</p><ul><li>Pelo app, em Pagamentos.</li><li>Pela central de ajuda.</li></ul><script>alert(1)</script>`;

const outbox = [
  {
    id: '1',
    channel: 'sms',
    to: '11987654321',
    subject: null,
    body: 'Rosto: seu código de acesso é 482913. Não compartilhe.',
    createdAt: new Date(Date.now() - 60_000).toISOString(),
  },
  {
    id: '2',
    channel: 'email',
    to: 'maria@example.com',
    subject: 'Confirme seu e-mail',
    body: 'Olá, Maria! Toque no link para confirmar seu e-mail no Rosto.',
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  },
  {
    id: '3',
    channel: 'voice',
    to: '11987654321',
    subject: null,
    body: 'Seu código é 1 2 3 4 5 6.',
    createdAt: new Date(Date.now() - 7_200_000).toISOString(),
  },
];

async function mockApi(page: Page, options: { termsStatus?: number } = {}) {
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace(/^\/api\//, '');
    const json = (status: number, body: unknown) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (path.startsWith('partner/')) {
      const partner = partners[path.slice('partner/'.length) as keyof typeof partners];
      return partner
        ? json(200, { data: partner })
        : json(422, { statusCode: 422, error: 'x', message: 'UNKNOWN' });
    }
    if (path === 'user/profile') {
      return route.request().headers().authorization === 'Bearer good'
        ? json(200, { data: profile })
        : json(401, { statusCode: 401, error: 'Unauthorized', message: 'UNAUTHORIZED' });
    }
    if (path === 'terms-of-use') {
      return options.termsStatus
        ? json(options.termsStatus, {
            statusCode: 500,
            error: 'Internal Server Error',
            message: 'UNKNOWN',
          })
        : json(200, {
            data: {
              locale: 'br',
              version: '2024-11-12',
              html: termsHtml,
              publishedAt: '2024-11-12T12:00:00-03:00',
            },
          });
    }
    if (path === 'sandbox/outbox') return json(200, { data: outbox });
    // The signed-in home's lists: none yet (payments-screenshots shows them filled).
    if (path === 'user/transactions') return json(200, { data: [] });
    if (path === 'user/payment-method/formatted') return json(200, { data: { data: [] } });
    // Public calls (the operator the legal texts name) answer from the test server.
    if (path.startsWith('legal/')) return route.fallback();
    return json(200, { data: null });
  });
}

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${outDir}${name}.png`, fullPage });
}

async function signIn(page: Page, path: string, query = '') {
  await page.goto(`/download${query}`);
  await page.evaluate(() => localStorage.setItem('session', 'good'));
  await page.goto(path);
}

test.beforeEach(async ({ page }) => mockApi(page));

test('public screens', async ({ page }) => {
  await page.goto('/');
  await shot(page, '01-welcome');
  await page.goto('/download');
  await shot(page, '02-download');
  await page.goto('/termos-de-uso');
  await page.getByText('Sobre o serviço').waitFor();
  await shot(page, '03-terms');
  await page.goto('/politica-de-privacidade');
  await page.getByRole('navigation', { name: 'Nesta página' }).waitFor();
  await shot(page, '04-privacy');
  await shot(page, '04b-privacy-full', true);
  await page.goto('/pagina-que-nao-existe');
  await shot(page, '05-not-found');
  await page.goto('/sandbox/outbox');
  await page.getByText('482913').first().waitFor();
  await shot(page, '06-outbox');
});

test('error page', async ({ page }) => {
  await page.unrouteAll();
  await mockApi(page, { termsStatus: 500 });
  await page.goto('/termos-de-uso');
  await page.getByRole('heading', { name: 'Algo deu errado.' }).waitFor({ timeout: 15_000 });
  await shot(page, '07-error');
});

test('splash while a partner loads', async ({ page }) => {
  await page.route('**/api/partner/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.fallback();
  });
  await page.goto('/?partner=mercado-azul', { waitUntil: 'commit' });
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${outDir}08-splash.png` });
});

test('partner and English screens', async ({ page }) => {
  await page.goto('/?partner=mercado-azul');
  await shot(page, '09-welcome-mercado-azul');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('heading', { name: 'Pay with your face' }).waitFor();
  await shot(page, '10-welcome-en-mercado-azul');
});

test('signed-in screens', async ({ page }) => {
  await signIn(page, '/home');
  await page.getByRole('heading', { name: 'Olá, Maria' }).waitFor();
  await shot(page, '11-home');
  await page.getByRole('link', { name: 'Perfil' }).click();
  await shot(page, '12-profile');
  await page.getByRole('link', { name: 'Pagamentos' }).click();
  await shot(page, '13-payments-placeholder');
});

test('signed-in partner screens', async ({ page }) => {
  await signIn(page, '/home', '?partner=mercado-azul');
  await page.getByRole('heading', { name: 'Olá, Maria' }).waitFor();
  await shot(page, '14-home-mercado-azul-labels');
  await signIn(page, '/perfil', '?partner=padaria-sol');
  await page.getByRole('heading', { name: 'Perfil' }).waitFor();
  await shot(page, '15-profile-padaria-sol');
});

test('session expired', async ({ page }) => {
  await page.goto('/download');
  await page.evaluate(() => localStorage.setItem('session', 'expired'));
  await page.goto('/home');
  await page.getByRole('alert').waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${outDir}16-session-expired.png` });
});

// --- entrance: sign-in, registration, e-mail confirmation ---------------------

const intention = '6f1c7a3e-8a4b-4f0e-9d7c-1e2f3a4b5c6d';

async function mockEntrance(page: Page, options: { confirmError?: string } = {}) {
  await page.route('**/api/entrance/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/api\/entrance\//, '');
    const json = (status: number, body: unknown) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    const ok = { data: { ok: true } };
    switch (path) {
      case 'login/start':
        return json(200, {
          data: {
            exists: true,
            loginIntentionId: intention,
            privateLabelStatus: { isEnabled: false, hasEncodings: false, hasOptIn: false },
            phoneAreaCode: '11',
            phoneLastFourDigits: '4321',
            resendAfterSeconds: 30,
          },
        });
      case 'login/confirm-phone':
        return json(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: options.confirmError ?? 'PHONE_OTP_TOKEN_INVALID',
        });
      case 'register/start':
        return json(200, { data: { registerIntentionId: intention } });
      case 'register/set-phone':
        return json(200, { data: { registerIntentionId: intention, resendAfterSeconds: 30 } });
      case 'register/finish':
        return json(200, { data: { token: 'good', profile } });
      case 'register/validate-email-token':
        return json(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'EMAIL_VALIDATION_TOKEN_INVALID',
        });
      default:
        return json(200, ok);
    }
  });
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('sign-in screens', async ({ page }) => {
  await mockEntrance(page);
  await page.goto('/login');
  await h1(page, 'Qual é o seu CPF?').waitFor();
  await shot(page, '17-login-cpf');
  await page.getByLabel('CPF').pressSequentially('11111111112');
  await page.getByRole('alert').filter({ hasText: 'CPF inválido.' }).waitFor();
  await shot(page, '18-login-cpf-invalid');
  await page.getByLabel('CPF').fill('');
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await h1(page, 'Digite o código').waitFor();
  await page.getByLabel('Código de verificação').pressSequentially('48');
  await shot(page, '19-login-code');
  await page.getByLabel('Código de verificação').pressSequentially('2913');
  await page.getByRole('alert').filter({ hasText: 'Código inválido' }).waitFor();
  await shot(page, '20-login-code-error');
  await page.getByRole('button', { name: 'Não recebi o código' }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(300);
  await shot(page, '21-login-resend-sheet');
});

test('sign-in: blocked account', async ({ page }) => {
  await mockEntrance(page, { confirmError: 'USER_IS_BLOCKED' });
  await page.goto('/login');
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Código de verificação').pressSequentially('482913');
  await page.getByRole('alert').filter({ hasText: 'Não foi possível acessar' }).waitFor();
  await shot(page, '22-login-code-blocked');
});

test('registration screens', async ({ page }) => {
  await mockEntrance(page);
  await page.goto('/register');
  await page.getByRole('dialog', { name: 'Como funciona o cadastro' }).waitFor();
  await page.waitForTimeout(300);
  await shot(page, '23-register-overview');
  await page.getByRole('button', { name: 'Vamos lá' }).click();
  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await shot(page, '24-register-terms');
  await page.getByRole('button', { name: 'Cancelar cadastro' }).click();
  await page.getByRole('alertdialog').waitFor();
  await page.waitForTimeout(300);
  await shot(page, '25-register-cancel-confirm');
  await page.getByRole('button', { name: 'Continuar cadastro' }).click();
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();

  await h1(page, 'Qual é o seu nome completo?').waitFor();
  await page.getByLabel('Nome completo').pressSequentially('Ana');
  await page.getByLabel('Nome completo').blur();
  await page.getByRole('alert').filter({ hasText: 'Informe seu nome e sobrenome.' }).waitFor();
  await shot(page, '26-register-name-error');
  await page.getByLabel('Nome completo').pressSequentially(' Beatriz Souza');
  await shot(page, '27-register-name');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await h1(page, 'Qual é o seu CPF?').waitFor();
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await shot(page, '28-register-cpf');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await h1(page, 'Qual é o seu celular?').waitFor();
  await page.getByLabel('DDD').pressSequentially('11');
  await page.keyboard.type('987654321');
  await shot(page, '29-register-phone');
  await page.getByRole('button', { name: 'Enviar código' }).click();

  await h1(page, 'Digite o código').waitFor();
  await shot(page, '30-register-code');
  await page.getByLabel('Código de verificação').pressSequentially('482913');

  await h1(page, 'Qual é o seu e-mail?').waitFor();
  await page.getByLabel('E-mail', { exact: true }).pressSequentially('ana.souza@exemplo.com.br');
  await shot(page, '31-register-email');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await h1(page, 'Confirme o seu e-mail').waitFor();
  await page.getByLabel('Digite o e-mail novamente').pressSequentially('ana.sousa@exemplo.com.br');
  await page.getByRole('button', { name: 'Confirmar e-mail' }).click();
  await page.getByRole('alert').filter({ hasText: 'não corresponde' }).waitFor();
  await shot(page, '32-register-email-confirm-mismatch');
  await page.getByLabel('Digite o e-mail novamente').fill('ana.souza@exemplo.com.br');
  await page.getByRole('button', { name: 'Confirmar e-mail' }).click();

  await h1(page, 'Crie uma senha de 4 números').waitFor();
  await page.getByLabel('Senha de 4 números').pressSequentially('12');
  await shot(page, '33-register-pin');
  await page.getByLabel('Senha de 4 números').pressSequentially('34');
  await page.getByRole('alert').filter({ hasText: 'mais difícil' }).waitFor();
  await shot(page, '34-register-pin-too-easy');
  await page.getByLabel('Senha de 4 números').pressSequentially('7392');
  await h1(page, 'Digite a senha novamente').waitFor();
  await page.getByLabel('Senha de 4 números').pressSequentially('7393');
  await page.getByRole('alert').filter({ hasText: 'As senhas não coincidem.' }).waitFor();
  await shot(page, '35-register-pin-mismatch');
  await page.getByLabel('Senha de 4 números').pressSequentially('7392');
  await h1(page, 'Conta criada!').waitFor();
  await shot(page, '36-register-success');
});

test('terms declined', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Vamos lá' }).click();
  await page.getByRole('button', { name: 'Cancelar cadastro' }).click();
  await page.getByRole('button', { name: 'Sim, cancelar' }).click();
  await page.getByRole('alert').filter({ hasText: 'termos de uso' }).waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${outDir}37-terms-declined.png` });
});

test('e-mail confirmation screens', async ({ page }) => {
  await mockEntrance(page);
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
  await page.goto(`/validar-email/${token}`);
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await shot(page, '38-email-challenge');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('heading', { name: 'Não foi possível confirmar' }).waitFor();
  await shot(page, '39-email-status-fail');
  await page.unrouteAll();
  await mockApi(page);
  await page.route('**/api/entrance/register/validate-email-token', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":{"ok":true}}' }),
  );
  await page.goto(`/validar-email/${token}`);
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('heading', { name: 'E-mail confirmado!' }).waitFor();
  await shot(page, '40-email-status-success');
});

test('sign-in in English', async ({ page }) => {
  await mockEntrance(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'English' }).click();
  await page.goto('/login');
  await h1(page, 'What is your CPF?').waitFor();
  await page.getByLabel('CPF').pressSequentially('52998224725');
  await page.getByRole('button', { name: 'Continue' }).click();
  await h1(page, 'Enter the code').waitFor();
  await shot(page, '41-login-code-en');
  await page.goto('/register');
  await page.getByRole('dialog', { name: 'How sign-up works' }).waitFor();
  await page.waitForTimeout(300);
  await shot(page, '42-register-overview-en');
});
