// Native face SDK sessions (decision 022): the handshake opens one for the
// signed-in user, and set-face/enroll counts only within one, unexpired and
// unused; using it is atomic, so two enrolls with one session cannot both pass.
import { createHash, randomBytes } from 'node:crypto';
import type { FaceHandshakeResult } from '@rosto/contract/schemas/face';
import { AppError } from '../../errors';
import type { Clock } from '../../plugins/app/clock';
import type { FaceSdkSessionRepository } from './sdk-session-repository';

/** The native SDK's capture takes under a minute. */
export const FACE_SDK_SESSION_TTL_MS = 5 * 60 * 1000;

const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface FaceSdkSessionDeps {
  repository: Pick<FaceSdkSessionRepository, 'insert' | 'removeExpired' | 'consume'>;
  clock: Clock;
}

/** What enroll carries of the session: both parts, or the call is refused. */
export interface FaceSdkSessionProof {
  sessionId?: string | undefined;
  sessionToken?: string | undefined;
}

export function createFaceSdkSessions(deps: FaceSdkSessionDeps) {
  return {
    async open(userId: string): Promise<FaceHandshakeResult> {
      const now = deps.clock.now();
      await deps.repository.removeExpired(userId, now);
      const sessionToken = randomBytes(32).toString('base64url');
      const row = await deps.repository.insert({
        userId,
        tokenHash: hashSessionToken(sessionToken),
        createdAt: now,
        expiresAt: new Date(now.getTime() + FACE_SDK_SESSION_TTL_MS),
      });
      return {
        sessionId: row.id,
        // For the SDK only; the server neither keeps nor checks it.
        sessionKey: randomBytes(32).toString('base64url'),
        sessionToken,
      };
    },

    /** Uses the session up, or answers FACE_SESSION_INVALID. */
    async consume(userId: string, { sessionId, sessionToken }: FaceSdkSessionProof): Promise<void> {
      const used =
        sessionId !== undefined &&
        sessionToken !== undefined &&
        (await deps.repository.consume(
          sessionId,
          userId,
          hashSessionToken(sessionToken),
          deps.clock.now(),
        ));
      if (!used) throw new AppError('FACE_SESSION_INVALID');
    },
  };
}
export type FaceSdkSessions = ReturnType<typeof createFaceSdkSessions>;
