// Journey: signing in with CPF and the SMS code, and every way the code can
// fail, each with its message under the code boxes (docs/spec/account-checklist.md §2, §8).
import type { Page } from '@playwright/test';
import {
  codeIn,
  codeInput,
  createSandboxUser,
  expect,
  formatCpf,
  lastMessageId,
  newCpf,
  newMobile,
  nextMessage,
  screenshotIfAsked,
  test,
  wrongCode,
} from './support';

async function startLogin(page: Page, cpf: string) {
  await page.goto('/login');
  await page.getByLabel('CPF').pressSequentially(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Digite o código' })).toBeVisible();
}

/** The default help desk (VITE_SUPPORT_TICKET_URL), answered by a stub in these tests. */
const ticketOrigin = 'https://ajuda.rosto.app';

const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function newUser(request: Parameters<typeof createSandboxUser>[0]) {
  const phone = newMobile();
  const user = await createSandboxUser(request, {
    fullName: 'Carla Mendes',
    phone: { areaCode: phone.areaCode, number: phone.number },
  });
  return { cpf: user.profile.cpf, phone };
}

test('a wrong code says so under the boxes; the right one signs in to /home', async ({
  page,
  request,
}) => {
  const { cpf, phone } = await newUser(request);
  await startLogin(page, cpf);
  const code = codeIn(await nextMessage(request, phone.digits));
  await codeInput(page).pressSequentially(wrongCode(code));
  await expect(alertWith(page, 'Código inválido. Confira e tente novamente.')).toBeVisible();
  await expect(codeInput(page)).toHaveAttribute('aria-invalid', 'true');
  // Pasting with spaces works and submits by itself.
  await codeInput(page).focus();
  await page.evaluate(
    (text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    `${code.slice(0, 3)} ${code.slice(3)}`,
  );
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Olá, Carla' })).toBeVisible();
});

test('wrong codes count down the tries; a spent code closes the boxes until a new one is sent', async ({
  page,
  request,
}) => {
  const { cpf, phone } = await newUser(request);
  await startLogin(page, cpf);
  const message = await nextMessage(request, phone.digits);
  const code = codeIn(message);
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await codeInput(page).pressSequentially(wrongCode(code));
    await expect(alertWith(page, 'Código inválido')).toBeVisible();
    // Tries left are said once few are (5 in all).
    const left = 5 - attempt;
    const triesLeft = alertWith(
      page,
      left === 1 ? 'Resta 1 tentativa' : `Restam ${left} tentativas`,
    );
    await expect(triesLeft).toHaveCount(left <= 2 ? 1 : 0);
  }
  await screenshotIfAsked(page, '13-2-code-tries-left');
  await codeInput(page).pressSequentially(wrongCode(code));
  await expect(
    alertWith(page, 'Muitas tentativas com este código. Peça um novo código.'),
  ).toBeVisible();
  // Nothing typed can succeed now: the boxes close, and the way on is a new code.
  await expect(codeInput(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Confirmar código' })).toBeDisabled();
  await screenshotIfAsked(page, '13-2-code-spent');

  await page.getByRole('button', { name: 'Pedir um novo código' }).click();
  const sheet = page.getByRole('dialog', { name: 'Não recebeu o código?' });
  // The sandbox countdown is 5 s.
  await sheet.getByRole('button', { name: 'Reenviar por SMS' }).click({ timeout: 8_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'Enviamos um novo código por SMS.' }),
  ).toBeVisible();
  await screenshotIfAsked(page, '13-2-code-new-sent');
  await expect(codeInput(page)).toBeEnabled();
  await codeInput(page).pressSequentially(
    codeIn(await nextMessage(request, phone.digits, message.id)),
  );
  await expect(page).toHaveURL(/\/home$/);
});

test('an expired code asks for a new one', async ({ page, request }) => {
  const { cpf, phone } = await newUser(request);
  await startLogin(page, cpf);
  const code = codeIn(await nextMessage(request, phone.digits));
  // Codes live 10 minutes; the sandbox tool moves this phone's code past its window.
  const expired = await request.post('/api/sandbox/phone-codes/expire', {
    data: { phone: phone.digits },
  });
  expect(await expired.json()).toEqual({ data: { expired: 1 } });
  await codeInput(page).pressSequentially(code);
  await expect(alertWith(page, 'Este código expirou. Peça um novo código.')).toBeVisible();
});

test('resend waits for the countdown, by SMS or call, until too many sends', async ({
  page,
  request,
}) => {
  test.setTimeout(75_000);
  const { cpf, phone } = await newUser(request);
  await startLogin(page, cpf);
  let last = (await nextMessage(request, phone.digits)).id;
  const back = page.getByRole('button', { name: 'Voltar' });
  await expect(back).toBeDisabled();

  await page.getByRole('button', { name: 'Não recebi o código' }).click();
  const sheet = page.getByRole('dialog', { name: 'Não recebeu o código?' });
  await expect(sheet.getByRole('button', { name: 'Reenviar por SMS' })).toBeDisabled();
  await expect(sheet.getByRole('button', { name: 'Receber por ligação' })).toBeDisabled();
  // The sandbox countdown is 5 s.
  await expect(sheet.getByRole('button', { name: 'Receber por ligação' })).toBeEnabled({
    timeout: 8_000,
  });
  await codeInput(page).evaluate((input) => input.blur());
  await sheet.getByRole('button', { name: 'Receber por ligação' }).click();
  await expect(sheet).toBeHidden();
  const call = await nextMessage(request, phone.digits, last);
  expect(call.channel).toBe('voice');
  last = call.id;
  await expect(back).toBeDisabled();

  // One more code fills the three one device may ask for one phone in an hour
  // (decision 017); the fourth is refused.
  for (let sent = 3; sent <= 4; sent += 1) {
    await page.getByRole('button', { name: 'Não recebi o código' }).click();
    const sms = sheet.getByRole('button', { name: 'Reenviar por SMS' });
    await expect(sms).toBeEnabled({ timeout: 8_000 });
    await sms.click();
    await expect(sheet).toBeHidden();
    if (sent <= 3) {
      last = (await nextMessage(request, phone.digits, last)).id;
    }
  }
  await expect(
    alertWith(page, 'Muitas tentativas. Aguarde um pouco e tente novamente.'),
  ).toBeVisible();
  expect(await lastMessageId(request, phone.digits)).toBe(last);

  // Back works once the countdown is over.
  await expect(back).toBeEnabled({ timeout: 8_000 });
  await back.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Qual é o seu CPF?' })).toBeVisible();
});

test('an unknown CPF goes to registration with the CPF kept', async ({ page }) => {
  const cpf = newCpf();
  await page.goto('/login');
  await page.getByLabel('CPF').pressSequentially(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('button', { name: 'Vamos lá' }).click();
  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await page.getByLabel('Nome completo').fill('Davi Rocha');
  await page.getByRole('button', { name: 'Continuar' }).click();
  // The CPF screen is skipped: the registration started with the CPF from sign-in.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Qual é o seu celular?' }),
  ).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('onboarding') ?? '{}') as Record<string, unknown>,
  );
  expect(stored).toMatchObject({ cpf, cpfKnown: true, step: 'phone' });
});

test('an invalid CPF says so and keeps continue disabled', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('CPF').pressSequentially('11111111112');
  await expect(page.getByRole('alert').filter({ hasText: 'CPF inválido.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
});

test('the privacy policy opens as a step and closes back to /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Política de privacidade' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Política de privacidade' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Qual é o seu CPF?' })).toBeVisible();
});

test("the policy's contents scroll within the step, and its table reads on a phone", async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Política de privacidade' }).click();
  const title = page.getByRole('heading', { level: 1, name: 'Política de privacidade' });
  await expect(title).toBeVisible();

  // An entry of the contents scrolls to its section and leaves the step open.
  await page
    .getByRole('navigation', { name: 'Nesta página' })
    .getByRole('link', { name: 'Seus direitos' })
    .click();
  await expect(page).toHaveURL(/\/login#direitos$/);
  await expect(title).toBeAttached();
  const rights = page.getByRole('heading', { level: 2, name: 'Seus direitos' });
  await expect(rights).toBeFocused();
  await expect(rights).toBeInViewport();
  // A link inside the text does the same.
  await page.locator('main section a[href="#cookies"]').click();
  await expect(page).toHaveURL(/\/login#cookies$/);
  await expect(title).toBeAttached();

  // The table fits the phone's width: nothing clipped, no region to scroll sideways.
  const sidewaysScrollers = await page.evaluate(
    () =>
      [...document.querySelectorAll('main *')].filter((node) => {
        const { overflowX } = getComputedStyle(node);
        return (
          (overflowX === 'auto' || overflowX === 'scroll') && node.scrollWidth > node.clientWidth
        );
      }).length,
  );
  expect(sidewaysScrollers).toBe(0);
  const table = page.locator('main table').first();
  expect((await table.boundingBox())!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page
    .getByText('Criar e manter a sua conta', { exact: false })
    .first()
    .scrollIntoViewIfNeeded();
  await screenshotIfAsked(page, '13-6-policy-table', { fullPage: false });

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Qual é o seu CPF?' })).toBeVisible();
});

test('a blocked or removed account says so, with a prefilled ticket for support', async ({
  page,
  request,
}) => {
  const cases = [
    {
      flags: { blocked: true },
      text: 'Não foi possível acessar a conta deste CPF. Em caso de dúvida, entre em contato conosco.',
      subject: 'Não consigo acessar minha conta',
    },
    {
      flags: { deleted: true },
      text: 'Esta conta foi removida. Fale com a gente se precisar de ajuda.',
      subject: 'Conta removida ou bloqueada',
    },
  ];
  for (const { flags, text, subject } of cases) {
    const user = await createSandboxUser(request, flags);
    await page.goto('/login');
    await page.getByLabel('CPF').pressSequentially(user.profile.cpf);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText(text)).toBeVisible();
    const support = page.getByRole('link', { name: 'Falar com o suporte' });
    const ticket = new URL((await support.getAttribute('href')) ?? '');
    expect(ticket.searchParams.get('subject')).toBe(subject);
    // The CPF goes as a support reference, never in the help desk's address (decision 020).
    expect(ticket.href).not.toContain(formatCpf(user.profile.cpf));
    expect(ticket.href).not.toContain(user.profile.cpf);
    await expect(page).toHaveURL(/\/login$/);
  }

  // A click opens the ticket with the reference our API answered.
  await page.context().route(`${ticketOrigin}/**`, (route) => route.fulfill({ body: 'help desk' }));
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Falar com o suporte' }).click(),
  ]);
  await expect(popup).toHaveURL(/description=/u);
  const opened = new URL(popup.url());
  expect(opened.searchParams.get('description')).toMatch(
    /Referência do atendimento: [0-9A-Z]{4}(?:-[0-9A-Z]{4}){4}$/u,
  );
  expect(opened.href).not.toMatch(/\d{3}\.?\d{3}\.?\d{3}-?\d{2}/u);
});
