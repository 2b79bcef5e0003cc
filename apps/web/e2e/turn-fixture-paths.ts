// Where fixtures/make-turn-fixtures.mjs writes what the head-turn challenge
// needs in the browser tests, and where the specs read it.
import path from 'node:path';

/** The frames an app sends with `photo`'s liveness capture for `action` (JSON: base64 JPEGs). */
export const turnAnswerPath = (dir: string, photo: string, action: string) =>
  path.join(dir, `turn-answer-${photo}-${action}.json`);

/** The in-page camera's frames of `photo` (turning-camera.ts): facing, then its head turning to the customer's left. */
export const cameraTurnPath = (dir: string, photo: string) =>
  path.join(dir, `camera-turn-${photo}.json`);
