// Enrolling a face through the API as the app does since decision 064: the
// photo, then the liveness capture answering a head-turn challenge with the
// frames of that turn, rendered before the run (fixtures/make-turn-fixtures.mjs)
// for each photo a spec enrols. One photo alone would wait for a person.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';
import { turnAnswerPath } from './turn-fixture-paths';

const script = fileURLToPath(new URL('./fixtures/make-turn-fixtures.mjs', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A challenge asked for the customer's liveness capture, and the frames that answer it. */
export async function answerTurn(
  request: APIRequestContext,
  token: string,
  dataDir: string,
  photo: string,
): Promise<{ challengeId: string; frames: string[] }> {
  const asked = await request.post('/api/user/set-face/challenge', { headers: auth(token) });
  expect(asked.ok(), await asked.text()).toBe(true);
  const { data } = (await asked.json()) as { data: { challengeId: string; action: string } };
  const frames = JSON.parse(
    readFileSync(turnAnswerPath(dataDir, photo, data.action), 'utf8'),
  ) as string[];
  return { challengeId: data.challengeId, frames };
}

/**
 * The liveness capture's body (step 2): `photo` with the frames of the head
 * turn its challenge asks, to send to user/set-face or user/set-face/async.
 */
export async function livenessCaptureBody(
  request: APIRequestContext,
  token: string,
  dataDir: string,
  photo: { name: string; base64: string },
): Promise<Record<string, unknown>> {
  const answer = await answerTurn(request, token, dataDir, photo.name);
  return {
    images: [photo.base64],
    usesGlasses: false,
    step: 2,
    frames: answer.frames,
    challengeId: answer.challengeId,
  };
}

/**
 * Renders the turn fixtures into `dataDir` (a Playwright global setup): the
 * script runs under tsx in its own process, as it loads the face engine.
 */
export function writeTurnFixtures(
  dataDir: string,
  fixtures: { cameras?: readonly string[]; answers?: readonly string[] },
): void {
  const args = ['--import', 'tsx', script, '--out', dataDir];
  if (fixtures.cameras?.length) args.push('--cameras', fixtures.cameras.join(','));
  if (fixtures.answers?.length) args.push('--answers', fixtures.answers.join(','));
  execFileSync(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}
