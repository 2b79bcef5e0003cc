// Chromium's fake camera plays a .y4m file in a loop. These files are made from
// the shared face photos (../shared/faces), never kept in the repository: a
// portrait 720x960 frame, as a phone's front camera gives.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { createSandboxUser, openSignedIn } from './support';
import { turnHead } from './turning-camera';
import { writeY4m } from './y4m';

export const sharedFacesDir = fileURLToPath(new URL('../../../../shared/faces', import.meta.url));
export const sharedFacesAvailable = existsSync(path.join(sharedFacesDir, 'manifest.json'));
/** Outside CI a missing photo folder skips the face journeys; in CI it fails them. */
export const skipWithoutSharedFaces = !sharedFacesAvailable && !process.env.CI;

/** The camera videos the face specs use, by name. */
export const cameraVideos = {
  face: 'stock-emotions-a-1.jpg',
  noFace: 'no-face-background.jpg',
  /** The customer at the shop's terminal (terminal-payment.spec.ts). */
  payer: 'person-vlado.jpg',
} as const;

export const cameraVideoPath = (dir: string, name: keyof typeof cameraVideos) =>
  path.join(dir, `camera-${name}.y4m`);

/** Writes every camera video into `dir` (Playwright's global setup). */
export async function writeCameraVideos(dir: string): Promise<void> {
  if (skipWithoutSharedFaces) return;
  for (const [name, file] of Object.entries(cameraVideos)) {
    await writeY4m(
      path.join(sharedFacesDir, file),
      cameraVideoPath(dir, name as keyof typeof cameraVideos),
    );
  }
}

/**
 * `test.use` options for Chromium with a fake camera: playing `video` (or
 * Chromium's own test pattern), and allowing it without asking unless
 * `autoAllow` is false (the browser's permission setting then decides).
 */
export function fakeCamera(video: keyof typeof cameraVideos | null, autoAllow = true) {
  return {
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        ...chromiumArgs,
        '--use-fake-device-for-media-stream',
        ...(autoAllow ? ['--use-fake-ui-for-media-stream'] : []),
        ...(video
          ? [
              `--use-file-for-fake-video-capture=${cameraVideoPath(process.env.E2E_DATA_DIR!, video)}`,
            ]
          : []),
      ],
    },
  };
}

/** Sets the camera to "blocked" for the page's site, as a user who tapped "Block" leaves it. */
export async function blockCamera(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    browserContextId: targetInfo.browserContextId,
    permission: { name: 'camera' },
    setting: 'denied',
    origin: new URL(page.url()).origin,
  });
}

/** A signed-in user the app sends to the face capture (no face yet). */
export function createUserWithoutFace(request: APIRequestContext) {
  return createSandboxUser(request, { mustRegisterFace: true, faceStatus: 'NOT_STARTED' });
}

/**
 * Deletes the user's enrolled faces (sandbox): a retried test enrols the same
 * photo again as SUCCESS instead of as a duplicate of the first try's user.
 */
export async function forgetFace(request: APIRequestContext, token: string) {
  const response = await request.post('/api/sandbox/users/forget-face', {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`forget-face: ${response.status()} ${await response.text()}`);
}

/** Opens the capture as a new user whose browser blocks the camera, and asks for the camera. */
export async function openCaptureWithBlockedCamera(page: Page, request: APIRequestContext) {
  const { token } = await createUserWithoutFace(request);
  await openSignedIn(page, token, '/download');
  await blockCamera(page);
  await page.goto('/register/face');
  await startCapture(page);
}

/**
 * On the face instructions: no glasses, the consent to biometric processing
 * (LGPD art. 11, recorded before the first photo), then "Tirar foto".
 */
export async function startCapture(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Não' }).check();
  await page.getByLabel('Autorizo o Rosto a tratar os meus dados biométricos').check();
  await page.getByRole('button', { name: 'Tirar foto' }).click();
}

/** From the instructions, the fake camera's photo and then its liveness photo. */
export async function captureWithCamera(page: Page): Promise<void> {
  await startCapture(page);
  await expect(page.getByRole('heading', { name: 'Encaixe o rosto no círculo' })).toBeVisible();
  // Each photo says which of how many it is (no glasses: two).
  await expect(page.getByText('Foto 1 de 2')).toBeVisible();
  await page.getByRole('button', { name: 'Tirar foto' }).click();
  // Face analyses take a few seconds on a busy machine. The liveness capture
  // asks a head turn (decision 064): the side drawn is the heading.
  await expect(
    page.getByRole('heading', { name: /^Vire o rosto devagar para a sua (esquerda|direita)$/u }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Foto 2 de 2')).toBeVisible();
  await page.getByRole('button', { name: 'Tirar foto' }).click();
  // The customer turns as asked: an in-page camera (turning-camera.ts) turns
  // its head now; Chromium's fake camera, a still picture, cannot.
  await turnHead(page);
}
