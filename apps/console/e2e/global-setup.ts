// Before any browser starts: the fake cameras' videos, made from shared face
// photos into the run's data folder: the face approval journey's look-alike,
// and the demo seed's customer at the till (the photo of hers the seed does
// not enrol, for shop-done-when.spec.ts).
import path from 'node:path';
import { writeY4m } from '../../web/e2e/y4m';
import { DEMO_FACE } from '../../api/src/modules/seed/demo-plan';
import { PAIR, facesDir } from './customer-api';
import { writeTurnFixtures } from '../../web/e2e/turn-answers';

export const lookAlikeVideo = () =>
  path.join(process.env.CONSOLE_E2E_DATA_DIR!, 'camera-look-alike.y4m');

export const demoCustomerVideo = () =>
  path.join(process.env.CONSOLE_E2E_DATA_DIR!, 'camera-demo-customer.y4m');

export default async function globalSetup(): Promise<void> {
  // A photo of the person the journey enrols first: the camera's still then
  // looks like another account and waits for a reviewer. PAIR[0], the
  // person's most frontal photo (head turn 0.33): the others sit near the
  // quality mark (0.5), and a camera frame of PAIR[1] (0.47) at times went
  // over it, refused as turned away.
  await writeY4m(path.join(facesDir, PAIR[0]), lookAlikeVideo());
  await writeY4m(path.join(facesDir, DEMO_FACE.atTerminal), demoCustomerVideo());
  // The frames of both photos' head turns, for the liveness captures enrolled through the API.
  writeTurnFixtures(process.env.CONSOLE_E2E_DATA_DIR!, { answers: PAIR });
}
