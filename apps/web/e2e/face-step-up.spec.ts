// Replacing an enrolled face in Chromium (issue 8, decision 023): the profile's
// "replace" link asks for the PIN, then the code sent by SMS, before the camera;
// a face of another person then waits for review ("pré-aprovado") while the
// old one stays in use.
import { livenessCaptureBody } from './turn-answers';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  captureWithCamera,
  fakeCamera,
  forgetFace,
  sharedFacesDir,
  skipWithoutSharedFaces,
} from './fake-camera';
import {
  codeIn,
  codeInput,
  createSandboxUser,
  expect,
  lastMessageId,
  newMobile,
  nextMessage,
  openSignedIn,
  outbox,
  test,
} from './support';

test.skip(skipWithoutSharedFaces, 'the shared face photos (../shared/faces) are absent');
// The camera shows person A; the account's face is person B's.
test.use({ ...fakeCamera('face'), permissions: ['camera'] });

const PIN = '2468';
/** A live capture pair of person B (see apps/api/test/face.ts). */
const OWN_FACE = ['stock-emotions-b-2.jpg', 'stock-emotions-b-8.jpg'];

let enrolledToken: string | null = null;
test.afterEach(async ({ request }) => {
  if (enrolledToken) await forgetFace(request, enrolledToken);
  enrolledToken = null;
});

/** Enrols person B's face through the API, as a finished registration leaves it. */
async function enrolOwnFace(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  // No photo is analysed before the biometric consent is on record (LGPD art. 11).
  const consent = await request.post('/api/user/consents/biometric', {
    headers,
    data: { accepted: true },
  });
  expect(consent.ok(), await consent.text()).toBe(true);
  for (const [index, file] of OWN_FACE.entries()) {
    const photo = readFileSync(path.join(sharedFacesDir, file)).toString('base64');
    const response = await request.post('/api/user/set-face', {
      headers,
      data:
        index === 0
          ? { images: [photo], usesGlasses: false, step: 1, wearsGlasses: false }
          : await livenessCaptureBody(request, token, process.env.E2E_DATA_DIR!, {
              name: file,
              base64: photo,
            }),
      timeout: 30_000,
    });
    expect(response.ok(), await response.text()).toBe(true);
    if (index === 1) {
      const { data } = (await response.json()) as { data: { identityVerificationOutcome: string } };
      expect(data.identityVerificationOutcome).toBe('SUCCESS');
    }
  }
}

test('replacing the face asks for the PIN and an SMS code; another face waits for review', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const phone = newMobile();
  const { token } = await createSandboxUser(request, {
    pin: PIN,
    phone: { areaCode: phone.areaCode, number: phone.number },
    mustRegisterFace: true,
    faceStatus: 'NOT_STARTED',
  });
  enrolledToken = token;
  await enrolOwnFace(request, token);
  const before = await lastMessageId(request, phone.digits);

  await openSignedIn(page, token, '/perfil');
  await page.getByRole('button', { name: 'Segurança' }).click();
  await page.getByRole('link', { name: 'Trocar foto do rosto' }).click();
  await expect(page).toHaveURL(/\/perfil\/trocar-rosto$/u);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme que é você' })).toBeVisible();

  // A wrong PIN: the message under the dots, the dots empty, no SMS.
  const pin = page.getByLabel('Senha de 4 números');
  await pin.pressSequentially('1357');
  await expect(page.getByRole('alert').filter({ hasText: 'Senha incorreta.' })).toBeVisible();
  await expect(pin).toHaveValue('');
  expect(await lastMessageId(request, phone.digits)).toBe(before);

  await pin.pressSequentially(PIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Digite o código' })).toBeVisible();
  const sms = await nextMessage(request, phone.digits, before);
  expect(sms.body).toMatch(/trocar o rosto cadastrado/u);
  // A reload keeps the code step (this tab's storage), with no new SMS.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Digite o código' })).toBeVisible();
  expect((await outbox(request, phone.digits))[0]?.id).toBe(sms.id);

  await codeInput(page).pressSequentially(codeIn(sms));
  await expect(page).toHaveURL(/\/register\/face\?origem=perfil$/u);
  await expect(page.getByRole('heading', { name: 'Agora, uma foto do seu rosto' })).toBeVisible();

  // The camera shows someone else: the capture goes through, to review.
  const { data: ownProfile } = (await (
    await request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { profilePictures: object } };
  await captureWithCamera(page);
  await expect(page).toHaveURL(/\/validation$/u, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Seu cadastro foi pré-aprovado!' })).toBeVisible();

  // The account keeps its face meanwhile; the owner is told by SMS.
  const { data: profile } = (await (
    await request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { userFaceStatus: string; profilePictures: object } };
  expect(profile.userFaceStatus).toBe('SUCCESS');
  expect(profile.profilePictures).toEqual(ownProfile.profilePictures);
  expect((await nextMessage(request, phone.digits, sms.id)).body).toMatch(
    /pedido de troca do rosto/u,
  );

  // Closing goes back to the profile, where a new replacement asks again.
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/perfil$/u);
  await page.getByRole('button', { name: 'Segurança' }).click();
  await page.getByRole('link', { name: 'Trocar foto do rosto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme que é você' })).toBeVisible();
});
