// Face registration in Chromium with a camera that shows a shared face photo
// and turns its head when the app asks (turning-camera.ts): photo, the
// liveness capture answering the head turn, then SUCCESS (decision 064). A
// still picture (Chromium's fake camera alone) cannot turn when asked: its
// face waits for a person, and the reviewer sees the turn was not seen.
import {
  cameraVideos,
  captureWithCamera,
  createUserWithoutFace,
  fakeCamera,
  forgetFace,
  skipWithoutSharedFaces,
} from './fake-camera';
import { expect, openSignedIn, test } from './support';
import { useTurningCamera } from './turning-camera';

test.skip(skipWithoutSharedFaces, 'the shared face photos (../shared/faces) are absent');
test.use({ ...fakeCamera('face'), permissions: ['camera'] });

let enrolledToken: string | null = null;
// Even when the test fails after enrolling: a retry must not meet this face as another user's.
test.afterEach(async ({ request }) => {
  if (enrolledToken) await forgetFace(request, enrolledToken);
  enrolledToken = null;
});

test('a new user registers the face from the camera and sees the success screen', async ({
  page,
  request,
}) => {
  // Face analyses take a few seconds on a busy machine.
  test.setTimeout(90_000);
  const { token } = await createUserWithoutFace(request);
  enrolledToken = token;
  await useTurningCamera(page, cameraVideos.face);
  await openSignedIn(page, token, '/home');
  // The guard sends a user who must register the face to the capture.
  await expect(page).toHaveURL(/\/register\/face$/u);
  await expect(page.getByRole('heading', { name: 'Agora, uma foto do seu rosto' })).toBeVisible();
  await captureWithCamera(page);

  await expect(page).toHaveURL(/\/validation$/u, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { name: 'Parabéns, seu rosto foi cadastrado!' }),
  ).toBeVisible();

  const profile = await request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await profile.json()) as {
    data: { userFaceStatus: string; mustRegisterFace: boolean; profilePictures: object };
  };
  expect(data).toMatchObject({ userFaceStatus: 'SUCCESS', mustRegisterFace: false });
  // The user is no longer sent back to the camera.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/u);
});

test('a still picture that does not turn when asked waits for a person, never enrolled at once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await createUserWithoutFace(request);
  enrolledToken = token;
  await openSignedIn(page, token, '/register/face');
  await captureWithCamera(page);

  await expect(page).toHaveURL(/\/validation$/u, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Seu cadastro foi pré-aprovado!' })).toBeVisible();
  const profile = await request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await profile.json()) as { data: { userFaceStatus: string; id: string } };
  expect(data.userFaceStatus).toBe('PROCESSING');

  // A reviewer sees why: the turn asked (the sandbox asks the left one here) was not seen.
  const operator = await request.post('/api/sandbox/operators/session', {
    data: { role: 'reviewer' },
  });
  const { token: reviewer } = ((await operator.json()) as { data: { token: string } }).data;
  const review = await request.get(`/api/console/reviews/faces/${data.id}`, {
    headers: { authorization: `Bearer ${reviewer}` },
  });
  expect(review.ok(), await review.text()).toBe(true);
  const { faces } = (
    (await review.json()) as {
      data: { kind: string; faces: { liveness: { challenge: unknown } }[] };
    }
  ).data;
  expect(faces[0]!.liveness.challenge).toEqual({
    action: 'turn-left',
    passed: false,
    failure: 'no-turn',
  });
});
