// Journey: a face that waits for review (issue 13.3). The pre-approved screen
// says, before it happens, that closing signs the person out and that an SMS
// comes when the review ends; signing in again shows the same screen.
import {
  createSandboxUser,
  expect,
  newMobile,
  openSignedIn,
  screenshotIfAsked,
  signInWithCode,
  test,
} from './support';

test('the pre-approved screen says that closing signs out, and why; signing in again shows it', async ({
  page,
  request,
}) => {
  const phone = newMobile();
  const user = await createSandboxUser(request, {
    fullName: 'Renata Lopes',
    faceStatus: 'PROCESSING',
    phone: { areaCode: phone.areaCode, number: phone.number },
  });
  await openSignedIn(page, user.token, '/validation');
  await expect(page.getByRole('heading', { name: 'Seu cadastro foi pré-aprovado!' })).toBeVisible();
  const notice = page.getByText(
    'Ao fechar, você sai da sua conta: até a análise terminar, ainda não dá para pagar com o rosto. Quando o SMS chegar, é só entrar de novo com o seu CPF.',
  );
  await expect(notice).toBeVisible();
  await expect(page.getByText('Avisamos o resultado por SMS.', { exact: false })).toBeVisible();
  await screenshotIfAsked(page, '13-3-pre-approved');

  await page.getByRole('button', { name: 'Entendi, sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Já tenho cadastro' })).toBeVisible();

  await signInWithCode(page, request, user.profile.cpf, phone.digits);
  await expect(page).toHaveURL(/\/validation$/);
  await expect(notice).toBeVisible();
});
