// The liveness head turn at enrolment in Chromium (issue 28, decisions 062
// and 064): a still picture held up to the camera cannot turn its head when
// asked, so its face waits for a person ("pré-aprovado") however live its
// photo looks; the turn the server saw fail is kept for the reviewer. The
// head that turns as asked enrols at once: face-capture.spec.ts.
import {
  captureWithCamera,
  createUserWithoutFace,
  fakeCamera,
  forgetFace,
  skipWithoutSharedFaces,
} from './fake-camera';
import { expect, openSignedIn, test } from './support';

test.skip(skipWithoutSharedFaces, 'the shared face photos (../shared/faces) are absent');
// Chromium's fake camera: a still photo of a face, looped.
test.use({ ...fakeCamera('face'), permissions: ['camera'] });

let enrolledToken: string | null = null;
test.afterEach(async ({ request }) => {
  if (enrolledToken) await forgetFace(request, enrolledToken);
  enrolledToken = null;
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
