// A camera the user blocked in the browser: the denied page, with the way out.
import { expect, test } from './support';
import { fakeCamera, openCaptureWithBlockedCamera } from './fake-camera';

// A camera exists, but no automatic "allow": the browser's own setting decides.
test.use({ ...fakeCamera(null, false) });

test('a blocked camera shows the denied page with a ticket link', async ({ page, request }) => {
  await openCaptureWithBlockedCamera(page, request);
  await expect(
    page.getByRole('heading', { name: 'O acesso à câmera está bloqueado' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir câmera' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Não consigo liberar a câmera' })).toHaveAttribute(
    'href',
    /subject=/u,
  );
});
