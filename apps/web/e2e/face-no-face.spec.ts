// A camera that shows no face: the photo is refused with the no-face message
// and the user is asked to take it again.
import {
  createUserWithoutFace,
  fakeCamera,
  skipWithoutSharedFaces,
  startCapture,
} from './fake-camera';
import { expect, openSignedIn, test } from './support';

test.skip(skipWithoutSharedFaces, 'the shared face photos (../shared/faces) are absent');
test.use({ ...fakeCamera('noFace'), permissions: ['camera'] });

test('a photo without a face ends in the no-face message', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { token } = await createUserWithoutFace(request);
  await openSignedIn(page, token, '/register/face');
  await startCapture(page);
  await page.getByRole('button', { name: 'Tirar foto' }).click();
  await expect(
    page.getByText('Não encontramos um rosto na foto. Enquadre seu rosto no círculo.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Tirar foto' })).toBeVisible();
  await expect(page).toHaveURL(/\/register\/face$/u);
});
