// Journey: a new person registers from the welcome screen to the face step,
// reading the SMS code from the sandbox outbox as they would read the phone;
// signs out; signs in again with CPF and code (docs/spec/account-checklist.md §2).
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
  SESSION_KEY,
  test,
} from './support';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** What the standard registration's overview lists (a partner's lists only what its flow asks). */
const STANDARD_OVERVIEW = [
  'Seu CPF',
  'Seu nome completo',
  'Seu número de celular',
  'Seu e-mail',
  'Uma foto do seu rosto',
  'Um cartão de crédito',
];

async function acceptTerms(page: Page, overviewItems = STANDARD_OVERVIEW) {
  const overview = page.getByRole('dialog', { name: 'Como funciona o cadastro' });
  await expect(overview).toBeVisible();
  await expect(overview.getByRole('listitem')).toHaveText(overviewItems);
  await overview.getByRole('button', { name: 'Vamos lá' }).click();
  const accept = page.getByRole('button', { name: 'Aceitar e continuar' });
  await expect(accept).toBeDisabled();
  await page.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await accept.click();
}

test('a new user registers, signs out and signs in again with CPF and code', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const cpf = newCpf();
  const phone = newMobile();
  const email = `ana.${cpf}@exemplo.com.br`;

  await page.goto('/');
  await page.getByRole('link', { name: 'Começar cadastro' }).click();
  await expect(heading(page, 'Qual é o seu CPF?')).toBeVisible();
  await page.getByLabel('CPF').pressSequentially(cpf);
  await expect(page.getByLabel('CPF')).toHaveValue(formatCpf(cpf));
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Unknown CPF: registration, with the CPF kept (its screen is skipped).
  await expect(page).toHaveURL(/\/register$/);
  await acceptTerms(page);

  await expect(heading(page, 'Qual é o seu nome completo?')).toBeVisible();
  // Every step is counted, the face capture at the end included (issue 13.4).
  await expect(page.getByText('Etapa 2 de 9')).toBeVisible();
  const name = page.getByLabel('Nome completo');
  await name.pressSequentially('12 Ana3 Beatriz Souza');
  await expect(name).toHaveValue('Ana Beatriz Souza');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(heading(page, 'Qual é o seu celular?')).toBeVisible();
  await page.getByLabel('DDD').pressSequentially(phone.areaCode);
  // Focus moves on to the number after the two digits.
  await expect(page.getByLabel('Celular')).toBeFocused();
  await page.keyboard.type(phone.number);
  await expect(page.getByLabel('Celular')).toHaveValue(
    `${phone.number.slice(0, 1)} ${phone.number.slice(1, 5)}-${phone.number.slice(5)}`,
  );
  await page.getByRole('button', { name: 'Enviar código' }).click();

  await expect(heading(page, 'Digite o código')).toBeVisible();
  const sms = await nextMessage(request, phone.digits);
  expect(sms.channel).toBe('sms');
  // The step survives a reload.
  await page.reload();
  await expect(heading(page, 'Digite o código')).toBeVisible();
  await codeInput(page).pressSequentially(codeIn(sms));

  await expect(heading(page, 'Qual é o seu e-mail?')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(heading(page, 'Confirme o seu e-mail')).toBeVisible();
  const confirmation = page.getByLabel('Digite o e-mail novamente');
  await confirmation.fill(`outra.${email}`);
  // Enter does not submit the retyped address.
  await confirmation.press('Enter');
  await expect(heading(page, 'Confirme o seu e-mail')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar e-mail' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'O email inserido não corresponde com o informado.' }),
  ).toBeVisible();
  await confirmation.fill(email);
  await page.getByRole('button', { name: 'Confirmar e-mail' }).click();

  await expect(heading(page, 'Crie uma senha de 4 números')).toBeVisible();
  await page.getByLabel('Senha de 4 números').pressSequentially('1234');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Escolha uma senha mais difícil' }),
  ).toBeVisible();
  await page.getByLabel('Senha de 4 números').pressSequentially('7392');

  await expect(heading(page, 'Digite a senha novamente')).toBeVisible();
  await expect(page.getByText('Etapa 8 de 9')).toBeVisible();
  await page.getByLabel('Senha de 4 números').pressSequentially('7393');
  await expect(
    page.getByRole('alert').filter({ hasText: 'As senhas não coincidem.' }),
  ).toBeVisible();
  await page.getByLabel('Senha de 4 números').pressSequentially('7392');

  await expect(heading(page, 'Conta criada!')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeTruthy();
  await page.getByRole('button', { name: 'Cadastrar meu rosto' }).click();
  await expect(page).toHaveURL(/\/register\/face$/);
  await expect(heading(page, 'Agora, uma foto do seu rosto')).toBeVisible();
  await expect(page.getByText('Etapa 9 de 9')).toBeVisible();
  await screenshotIfAsked(page, '13-4-face-step-counted');

  // The confirmation link went to the new address.
  const mail = await nextMessage(request, email);
  expect(mail.subject).toBe('Confirme seu e-mail no Rosto');

  // Sign out from the profile (reachable while the face is still to do).
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Sign in again: CPF, then the code sent to the phone.
  const before = await lastMessageId(request, phone.digits);
  await page.getByRole('link', { name: 'Já tenho cadastro' }).click();
  await page.getByLabel('CPF').pressSequentially(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(heading(page, 'Digite o código')).toBeVisible();
  await expect(page.getByText(`(${phone.areaCode}) •••••-${phone.digits.slice(-4)}`)).toBeVisible();
  const loginSms = await nextMessage(request, phone.digits, before);
  await codeInput(page).pressSequentially(codeIn(loginSms));
  // No face yet: the guard sends the new user on to the face registration.
  await expect(page).toHaveURL(/\/register\/face$/);
});

test('changing the phone clears the code and returns to the phone screen; prefilled by the link', async ({
  page,
  request,
}) => {
  const cpf = newCpf();
  const first = newMobile();
  const second = newMobile();
  await page.goto(`/register?cpf=${formatCpf(cpf)}&name=Bruno%20Lima&phone=%2B55${first.digits}`);
  await acceptTerms(page);
  await expect(page.getByLabel('Nome completo')).toHaveValue('Bruno Lima');
  await page.getByRole('button', { name: 'Continuar' }).click();
  // CPF from the link: no CPF screen; the phone is prefilled.
  await expect(heading(page, 'Qual é o seu celular?')).toBeVisible();
  await expect(page.getByLabel('DDD')).toHaveValue(first.areaCode);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(heading(page, 'Digite o código')).toBeVisible();
  await nextMessage(request, first.digits);
  await codeInput(page).pressSequentially('12');

  await page.getByRole('button', { name: 'Trocar número' }).click();
  await expect(heading(page, 'Qual é o seu celular?')).toBeVisible();
  await page.getByLabel('DDD').fill('');
  await page.getByLabel('DDD').pressSequentially(second.areaCode);
  await page.getByLabel('Celular').fill('');
  await page.keyboard.type(second.number);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(heading(page, 'Digite o código')).toBeVisible();
  await expect(codeInput(page)).toHaveValue('');
  const sms = await nextMessage(request, second.digits);
  await codeInput(page).pressSequentially(codeIn(sms));
  await expect(heading(page, 'Qual é o seu e-mail?')).toBeVisible();
});

test('cancelling the terms clears the registration and says the terms are needed', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('CPF').pressSequentially(newCpf());
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page
    .getByRole('dialog', { name: 'Como funciona o cadastro' })
    .getByRole('button', { name: 'Vamos lá' })
    .click();
  await page.getByRole('button', { name: 'Cancelar cadastro' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar o cadastro?' });
  await confirm.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Você precisa aceitar os termos de uso para continuar.' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('onboarding'))).toBeNull();
  // Shown for 3 s, then gone.
  await expect(page.getByRole('alert').filter({ hasText: 'termos de uso' })).toBeHidden({
    timeout: 5_000,
  });
});

test('"Como funciona o cadastro" opens once per registration, not again after reading the terms', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('CPF').pressSequentially(newCpf());
  await page.getByRole('button', { name: 'Continuar' }).click();
  const overview = page.getByRole('dialog', { name: 'Como funciona o cadastro' });
  await overview.getByRole('button', { name: 'Vamos lá' }).click();

  await page.getByRole('link', { name: 'Termos de uso' }).click();
  await expect(page).toHaveURL(/\/termos-de-uso$/);
  await page.goBack();
  await expect(heading(page, 'Antes de começar')).toBeVisible();
  await expect(overview).toHaveCount(0);
  await page.reload();
  await expect(heading(page, 'Antes de começar')).toBeVisible();
  await expect(overview).toHaveCount(0);
  // Still there on demand.
  await page.getByRole('button', { name: 'Ver as etapas do cadastro' }).click();
  await expect(overview).toBeVisible();
});

test("the browser's back button steps back through registration, keeping the answers", async ({
  page,
}) => {
  const phone = newMobile();
  await page.goto(`/register?cpf=${newCpf()}`);
  await acceptTerms(page);
  await expect(heading(page, 'Qual é o seu nome completo?')).toBeVisible();
  await page.getByLabel('Nome completo').pressSequentially('Ana Beatriz Souza');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(heading(page, 'Qual é o seu celular?')).toBeVisible();
  await page.getByLabel('DDD').pressSequentially(phone.areaCode);

  await page.goBack();
  await expect(heading(page, 'Qual é o seu nome completo?')).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Ana Beatriz Souza');
  await expect(page).toHaveURL(/\/register/);

  // Forward again through the flow, then the header back button and the browser agree.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(heading(page, 'Qual é o seu celular?')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(heading(page, 'Qual é o seu nome completo?')).toBeVisible();
  await page.goBack();
  await expect(heading(page, /Antes de começar/)).toBeVisible();
});

test('back from the e-mail step keeps the confirmed phone: no new code is spent', async ({
  page,
  request,
}) => {
  const phone = newMobile();
  await page.goto(`/register?cpf=${newCpf()}`);
  await acceptTerms(page);
  await page.getByLabel('Nome completo').pressSequentially('Ana Beatriz Souza');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('DDD').pressSequentially(phone.areaCode);
  await page.keyboard.type(phone.number);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const sms = await nextMessage(request, phone.digits);
  await codeInput(page).pressSequentially(codeIn(sms));
  await expect(heading(page, 'Qual é o seu e-mail?')).toBeVisible();

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(heading(page, 'Qual é o seu celular?')).toBeVisible();
  await expect(
    page.getByText('Este número já está confirmado: não vamos enviar outro código.'),
  ).toBeVisible();
  await screenshotIfAsked(page, '13-9-phone-confirmed');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(heading(page, 'Qual é o seu e-mail?')).toBeVisible();
  expect(await lastMessageId(request, phone.digits)).toBe(sms.id);
});

test('a partner-registered user signs in, accepts the partner invitation and gets the receipt', async ({
  page,
  request,
}) => {
  const phone = newMobile();
  const response = await request.post('/api/sandbox/users', {
    data: {
      fullName: 'Paula Lima',
      partnerSlug: 'mercado-azul',
      phone: { areaCode: phone.areaCode, number: phone.number },
      faceStatus: null,
      mustRegisterFace: false,
    },
  });
  const { profile } = ((await response.json()) as { data: { profile: { cpf: string } } }).data;
  const email = `paula.${profile.cpf}@exemplo.com.br`;

  // Through the partner's link, so the visit carries its brand.
  await page.goto('/login?partner=mercado-azul');
  await page.getByLabel('CPF').pressSequentially(profile.cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await codeInput(page).pressSequentially(codeIn(await nextMessage(request, phone.digits)));

  // A partner's user without our opt-in: our terms, the invitation, an e-mail.
  await expect(page).toHaveURL(/\/register-private-label$/);
  await acceptTerms(page, ['Seu e-mail', 'Uma foto do seu rosto']);
  const invitation = heading(page, 'Mercado Azul convidou você para pagar com o rosto');
  await expect(invitation).toBeVisible();
  await expect(invitation).toBeFocused();
  await expect(page.getByText('Etapa 2 de 4')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Como funciona' }).getByText(/^Nas lojas Mercado Azul/),
  ).toBeVisible();
  const acceptedAt = Date.now();
  await page.getByRole('button', { name: 'Quero pagar com o rosto' }).click();

  await expect(heading(page, 'Qual é o seu e-mail?')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Digite o e-mail novamente').fill(email);
  await page.getByRole('button', { name: 'Confirmar e-mail' }).click();

  // The receipt of what the server recorded, in São Paulo time.
  await expect(heading(page, 'Convite aceito')).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Comprovante do consentimento' });
  await expect(receipt.getByText('Mercado Azul', { exact: true })).toBeVisible();
  const recorded = await receipt.locator('time').getAttribute('datetime');
  expect(Math.abs(Date.parse(recorded!) - acceptedAt)).toBeLessThan(60_000);
  const expected = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(recorded!));
  await expect(receipt.locator('time')).toContainText(`${expected} às `);
  // The confirmation link is sent and the opt-in is on the account.
  expect((await nextMessage(request, email)).channel).toBe('email');
  const me = await page.evaluate(async (key) => {
    const answer = await fetch('/api/user/profile', {
      headers: { authorization: `Bearer ${localStorage.getItem(key)}` },
    });
    return ((await answer.json()) as { data: { privateLabelStatus: { hasOptIn: boolean } } }).data;
  }, SESSION_KEY);
  expect(me.privateLabelStatus.hasOptIn).toBe(true);

  await page.getByRole('button', { name: 'Cadastrar meu rosto' }).click();
  await expect(page).toHaveURL(/\/register\/face$/);
  await expect(heading(page, 'Agora, uma foto do seu rosto')).toBeVisible();
  // A partner's registration ends on its receipt: the face is not one of its counted steps.
  await expect(page.getByText(/Etapa/)).toHaveCount(0);
});

test('a partner app user declines the invitation ("Agora não"), then accepts it on the next sign-in', async ({
  page,
  request,
}) => {
  const phone = newMobile();
  const response = await request.post('/api/sandbox/users', {
    data: {
      fullName: 'Rita Campos',
      partnerSlug: 'padaria-sol',
      phone: { areaCode: phone.areaCode, number: phone.number },
      email: `rita.${phone.digits}@exemplo.com.br`,
      faceStatus: null,
      mustRegisterFace: false,
    },
  });
  const { profile } = ((await response.json()) as { data: { profile: { cpf: string } } }).data;
  const signIn = async () => {
    const before = await lastMessageId(request, phone.digits);
    await page.goto('/login?partner=padaria-sol');
    await page.getByLabel('CPF').pressSequentially(profile.cpf);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await codeInput(page).pressSequentially(
      codeIn(await nextMessage(request, phone.digits, before)),
    );
    // The partner gave the e-mail: only the terms and the invitation.
    await expect(page).toHaveURL(/\/register-private-label-app-user$/);
    await acceptTerms(page, ['Uma foto do seu rosto']);
    await expect(heading(page, 'Padaria Sol convidou você para pagar com o rosto')).toBeVisible();
    await expect(page.getByText('Etapa 2 de 2')).toBeVisible();
  };

  await signIn();
  await page.getByRole('button', { name: 'Agora não' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Recusar o convite?' });
  await confirm.getByRole('button', { name: 'Sim, sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Convite não aceito.' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('onboarding'))).toBeNull();

  await signIn();
  await page.getByRole('button', { name: 'Quero pagar com o rosto' }).click();
  await expect(heading(page, 'Convite aceito')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Comprovante do consentimento' }).getByText('Registrado em'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar meu rosto' }).click();
  await expect(page).toHaveURL(/\/register\/face$/);
  await expect(heading(page, 'Agora, uma foto do seu rosto')).toBeVisible();
  // A partner's registration ends on its receipt: the face is not one of its counted steps.
  await expect(page.getByText(/Etapa/)).toHaveCount(0);
});

test('a blocked CPF ends on the fail screen, kept over a reload; "Começar de novo" clears it', async ({
  page,
}) => {
  const blocked = await createSandboxUser(page.request, { blocked: true });
  await page.goto(`/register?cpf=${blocked.profile.cpf}`);
  await acceptTerms(page);
  await page.getByLabel('Nome completo').pressSequentially('Carla Nunes');
  await page.getByRole('button', { name: 'Continuar' }).click();

  const title = heading(page, 'Não foi possível concluir o seu cadastro');
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  await expect(
    page.getByText(
      'Não foi possível acessar a conta deste CPF. Em caso de dúvida, entre em contato conosco.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/Etapa/)).toHaveCount(0);
  const support = page.getByRole('link', { name: /Falar com o suporte/ });
  await expect(support).toBeVisible();
  expect(await support.getAttribute('href')).not.toContain(blocked.profile.cpf);

  await page.reload();
  await expect(title).toBeVisible();

  await page.getByRole('button', { name: 'Começar de novo' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Começar cadastro' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('onboarding'))).toBeNull();
});
