// Screenshots of the face screens at 390x844 against the real API, with the
// fake camera of the face specs. Run on demand:
// SCREENSHOTS=1 npx playwright test -c apps/web/playwright.config.ts face-screenshots
// Files land in <repo>/screenshots/ (git-ignored).
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  createUserWithoutFace,
  fakeCamera,
  openCaptureWithBlockedCamera,
  skipWithoutSharedFaces,
  startCapture,
} from './fake-camera';
import { createSandboxUser, openSignedIn, test } from './support';

const outDir = fileURLToPath(new URL('../../../screenshots/', import.meta.url));
const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${outDir}${name}.png` });
};

test.skip(skipWithoutSharedFaces, 'the shared face photos (../shared/faces) are absent');
test.use({ ...fakeCamera('face') });

test('face capture screens', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await createUserWithoutFace(request);
  await openSignedIn(page, token, '/register/face');
  await page.getByRole('heading', { name: 'Agora, uma foto do seu rosto' }).waitFor();
  await shot(page, '40-face-instructions');
  await page.getByRole('button', { name: 'Voltar' }).first().click();
  await shot(page, '41-face-abandon-dialog');
  await page.getByRole('button', { name: 'Continuar o cadastro' }).click();
  await startCapture(page);
  await page.getByRole('heading', { name: 'Encaixe o rosto no círculo' }).waitFor();
  await page.waitForTimeout(2500);
  await shot(page, '43-face-camera');
  await page.getByRole('button', { name: 'Tirar foto' }).click();
  await shot(page, '44-face-analysing');
  // The liveness capture answers a head turn (decision 062; the e2e server
  // draws the left): the side with its arrow, and the seconds left to start.
  await page
    .getByRole('heading', { name: 'Vire o rosto devagar para a sua esquerda' })
    .waitFor({ timeout: 30_000 });
  await shot(page, '45-face-liveness-challenge');
  await page.getByRole('button', { name: 'Tirar foto' }).click();
  // The photo is taken facing the camera; the turn's frames follow for 1 s,
  // too short to wait for the prompt before the shot.
  await page.screenshot({ path: `${outDir}45b-face-liveness-turn.png` });
  // Pre-approved instead when face-capture.spec already enrolled this face on the server.
  await page
    .getByRole('heading', { name: /Parabéns, seu rosto foi cadastrado!|pré-aprovado/u })
    .waitFor();
  await shot(page, '46-validation-success');
});

test('the liveness capture without a challenge: why, then the photo and its burst', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // No network for the challenge alone: the capture goes on as before it.
  await page.route('**/api/user/set-face/challenge', (route) =>
    route.abort('internetdisconnected'),
  );
  const { token } = await createUserWithoutFace(request);
  await openSignedIn(page, token, '/register/face');
  await startCapture(page);
  await page.getByRole('heading', { name: 'Encaixe o rosto no círculo' }).waitFor();
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'Tirar foto' }).click();
  await page.getByText('Sem o movimento desta vez.').waitFor({ timeout: 30_000 });
  await shot(page, '45c-face-liveness-no-challenge');
  await page.getByRole('button', { name: 'Tirar foto' }).click();
  // The burst after the liveness shutter (0.8 s): the blink prompt.
  await page.getByText('Continue olhando para a câmera e pisque uma vez…').waitFor();
  await page.screenshot({ path: `${outDir}45d-face-liveness-burst.png` });
});

test('validation results', async ({ page, request }) => {
  for (const [status, heading, name] of [
    ['PROCESSING', 'Seu cadastro foi pré-aprovado!', '47-validation-pre-approved'],
    ['FAIL', 'Não conseguimos validar seu rosto', '48-validation-fail'],
  ] as const) {
    const { token } = await createSandboxUser(request, { faceStatus: status });
    await openSignedIn(page, token, '/validation');
    await page.getByRole('heading', { name: heading }).waitFor();
    await shot(page, name);
  }
  // A liveness failure this device saw: the reason, then the tips for the next photo.
  const { token } = await createSandboxUser(request, { faceStatus: 'FAIL' });
  await openSignedIn(page, token, '/validation');
  await page.evaluate(() => {
    const flow = {
      version: 1,
      faceStatus: 'FAIL',
      faceUsageIntentionId: null,
      registerIntentionId: null,
      livenessAttemptsLimitReached: false,
      blockedDays: null,
      errorCode: 'FACE_LIVENESS_FAILED',
    };
    localStorage.setItem('face', JSON.stringify(flow));
  });
  await page.reload();
  await page.getByText('Para a próxima foto:').waitFor();
  await shot(page, '48b-validation-fail-liveness');
});

test('blocked camera', async ({ page, request }) => {
  await openCaptureWithBlockedCamera(page, request);
  await page.getByRole('heading', { name: 'O acesso à câmera está bloqueado' }).waitFor();
  await shot(page, '49-face-camera-denied');
});
