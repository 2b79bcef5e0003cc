// Journey: a person who reads the app in English gets the SMS and e-mails in
// English too (decision 042): the registration's code and e-mail link, the
// sign-in's code, a link asked for once signed in, and Portuguese again after
// switching back on the profile. Read from the sandbox outbox, as from a phone.
import type { Page } from '@playwright/test';
import {
  codeIn,
  createSandboxUser,
  expect,
  lastMessageId,
  newCpf,
  newMobile,
  nextMessage,
  screenshotIfAsked,
  test,
} from './support';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

const ENGLISH_CODE = /^Rosto: your verification code is \d{6}\. It is valid for 10 minutes\./u;

/** Opens the welcome screen and switches the app to English. */
async function readInEnglish(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(heading(page, 'Pay with your face')).toBeVisible();
}

test('a person who reads in English registers and gets the code and the e-mail link in English', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const cpf = newCpf();
  const phone = newMobile();
  const email = `anne.${cpf}@example.com`;

  await readInEnglish(page);
  await page.getByRole('link', { name: 'Start registration' }).click();
  await expect(heading(page, 'What is your CPF?')).toBeVisible();
  await page.getByLabel('CPF').pressSequentially(cpf);
  await page.getByRole('button', { name: 'Continue' }).click();

  const overview = page.getByRole('dialog', { name: 'How sign-up works' });
  await overview.getByRole('button', { name: "Let's go" }).click();
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();

  await expect(heading(page, 'What is your full name?')).toBeVisible();
  await page.getByLabel('Full name').pressSequentially('Anne Marie Smith');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading(page, 'What is your mobile number?')).toBeVisible();
  await page.getByLabel('Area code').pressSequentially(phone.areaCode);
  await page.keyboard.type(phone.number);
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(heading(page, 'Enter the code')).toBeVisible();
  const sms = await nextMessage(request, phone.digits);
  expect(sms.channel).toBe('sms');
  expect(sms.body).toMatch(ENGLISH_CODE);
  await page.getByLabel('Verification code').pressSequentially(codeIn(sms));

  await expect(heading(page, 'What is your e-mail?')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Confirm your e-mail')).toBeVisible();
  await page.getByLabel('Type the e-mail again').fill(email);
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();

  await expect(heading(page, 'Create a 4-digit password')).toBeVisible();
  await page.getByLabel('4-digit password').pressSequentially('7392');
  await expect(heading(page, 'Enter the password again')).toBeVisible();
  await page.getByLabel('4-digit password').pressSequentially('7392');
  await expect(heading(page, 'Account created!')).toBeVisible();

  // The new account's first e-mail, in English.
  const mail = await nextMessage(request, email);
  expect(mail.subject).toBe('Confirm your e-mail on Rosto');
  expect(mail.body).toMatch(
    /^Hello, Anne!\n\nTo confirm this e-mail address on your Rosto account/u,
  );

  // The sandbox outbox shows both as they were sent.
  await page.goto('/sandbox/outbox');
  await expect(heading(page, 'Sent messages')).toBeVisible();
  // Until the filtered list arrives, the page still lists everyone's messages
  // (another test's English e-mail too): each message is looked for by its recipient.
  const sentTo = (to: string) => page.getByRole('listitem').filter({ hasText: to });
  await page.getByLabel('Filter by recipient').fill(email);
  await expect(sentTo(email).getByText('Confirm your e-mail on Rosto')).toBeVisible();
  await page.getByLabel('Filter by recipient').fill(phone.digits);
  await expect(sentTo(phone.digits).getByText(ENGLISH_CODE)).toBeVisible();
  await screenshotIfAsked(page, '13-outbox-english', { fullPage: false });
});

test('a person who signs in in English keeps English for the messages, until switching back on the profile', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const cpf = newCpf();
  const phone = newMobile();
  // Made through the sandbox: an account that has read its messages in Portuguese so far.
  await createSandboxUser(request, {
    cpf,
    fullName: 'John Paul Jones',
    phone: { areaCode: phone.areaCode, number: phone.number },
  });

  await readInEnglish(page);
  await page.goto('/login');
  await expect(heading(page, 'What is your CPF?')).toBeVisible();
  const before = await lastMessageId(request, phone.digits);
  await page.getByLabel('CPF').pressSequentially(cpf);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Enter the code')).toBeVisible();
  const sms = await nextMessage(request, phone.digits, before);
  expect(sms.body).toMatch(ENGLISH_CODE);
  await page.getByLabel('Verification code').pressSequentially(codeIn(sms));
  await expect(page).toHaveURL(/\/home$/u);

  // Signed in in English: the account now writes to the person in English.
  const english = `john.${cpf}@example.com`;
  await page.goto('/editar-conta');
  await expect(heading(page, 'Your e-mail')).toBeVisible();
  await page.getByLabel('E-mail').fill(english);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page).toHaveURL(/\/validar-conta$/u);
  const mail = await nextMessage(request, english);
  expect(mail.subject).toBe('Confirm your e-mail on Rosto');
  expect(mail.body).toMatch(/^Hello, John!/u);

  // Back to Portuguese on the profile: recorded on the account, the next e-mail follows.
  await page.goto('/perfil');
  const recorded = page.waitForResponse('**/api/user/profile/language');
  await expect(page.getByRole('button', { name: 'Português' })).toBeVisible();
  await screenshotIfAsked(page, '13-profile-english', { fullPage: false });
  await page.getByRole('button', { name: 'Português' }).click();
  const response = await recorded;
  expect(response.ok()).toBe(true);
  expect(response.request().postDataJSON()).toEqual({ language: 'pt-BR' });

  const portuguese = `joao.${cpf}@example.com`;
  await page.goto('/editar-conta');
  await expect(heading(page, 'Seu e-mail')).toBeVisible();
  await page.getByLabel('E-mail').fill(portuguese);
  await page.getByRole('button', { name: 'Enviar link de confirmação' }).click();
  await expect(page).toHaveURL(/\/validar-conta$/u);
  const correio = await nextMessage(request, portuguese);
  expect(correio.subject).toBe('Confirme seu e-mail no Rosto');
  expect(correio.body).toMatch(/^Olá, John!/u);
});
