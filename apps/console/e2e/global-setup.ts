// Before any browser starts: the fake camera's video for the face approval
// journey, made from a shared face photo into the run's data folder.
import path from 'node:path';
import { writeY4m } from '../../web/e2e/y4m';
import { PAIR, facesDir } from './customer-api';

export const lookAlikeVideo = () =>
  path.join(process.env.CONSOLE_E2E_DATA_DIR!, 'camera-look-alike.y4m');

export default async function globalSetup(): Promise<void> {
  // The second photo of the person the journey enrols first: the camera's
  // still then looks like another account and waits for a reviewer.
  await writeY4m(path.join(facesDir, PAIR[1]), lookAlikeVideo());
}
