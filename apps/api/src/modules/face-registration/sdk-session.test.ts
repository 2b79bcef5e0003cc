// Native face SDK sessions (decision 022): set-face/enroll counts only within a
// session of the caller's own handshake, unexpired and unused, on PGlite and
// PostgreSQL (TEST_DB). The engine finds no face: only the calls matter here.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FaceHandshakeResult, FaceUsage } from '@rosto/contract/schemas/face';
import { bearer, fakeClock, useTestApp } from '../../../test/app';
import { dataOf, expectError } from '../../../test/entrance';
import { newFaceUser } from '../../../test/face';
import { faceSdkSessions } from '../../db/schema';
import type { FaceEngine } from '../../face-engine/types';
import { FACE_SDK_SESSION_TTL_MS } from './sdk-sessions';

const noFaceEngine: FaceEngine = {
  analyse: () => Promise.resolve({ faces: [], image: { width: 1, height: 1 } }),
  close: () => Promise.resolve(),
};
const photo = `/9j/${'A'.repeat(2000)}`;
const deviceRequestInfo = {
  platform: 'android',
  platformVersion: '14',
  deviceName: 'Pixel',
  userAgent: 'x',
};

describe('native face SDK sessions', () => {
  const clock = fakeClock();
  const context = useTestApp({ faceEngine: noFaceEngine, clock });

  const handshake = async (token: string) =>
    dataOf<FaceHandshakeResult>(
      await context.app.inject({
        method: 'POST',
        url: '/api/user/set-face/handshake',
        headers: bearer(token),
        payload: { deviceRequestInfo },
      }),
    );
  const enroll = (token: string, session: Partial<FaceHandshakeResult> = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/api/user/set-face/enroll',
      headers: bearer(token),
      payload: {
        fortfaceSdkData: photo,
        ...(session.sessionId ? { sessionId: session.sessionId } : {}),
        ...(session.sessionToken ? { sessionToken: session.sessionToken } : {}),
      },
    });

  it('stores the session bound to the user, with the hash of its token only', async () => {
    const { token, profile } = await newFaceUser(context.app);
    const session = await handshake(token);
    const [row] = await context.database.db
      .select()
      .from(faceSdkSessions)
      .where(eq(faceSdkSessions.id, session.sessionId));
    expect(row).toMatchObject({ userId: profile.id, usedAt: null });
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/u);
    expect(row!.tokenHash).not.toContain(session.sessionToken);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(FACE_SDK_SESSION_TTL_MS);
  });

  it('refuses an enroll without a session, or with half of one', async () => {
    const { token } = await newFaceUser(context.app);
    const session = await handshake(token);
    expectError(await enroll(token), 403, 'FACE_SESSION_INVALID');
    expectError(await enroll(token, { sessionId: session.sessionId }), 403, 'FACE_SESSION_INVALID');
    expectError(
      await enroll(token, { sessionToken: session.sessionToken }),
      403,
      'FACE_SESSION_INVALID',
    );
    // Refused calls leave the session whole.
    dataOf<FaceUsage>(await enroll(token, session));
  });

  it("refuses an unknown session, a wrong token and another user's session", async () => {
    const owner = await newFaceUser(context.app);
    const stranger = await newFaceUser(context.app);
    const session = await handshake(owner.token);
    expectError(
      await enroll(owner.token, { ...session, sessionId: crypto.randomUUID() }),
      403,
      'FACE_SESSION_INVALID',
    );
    expectError(
      await enroll(owner.token, { ...session, sessionToken: `${session.sessionToken}x` }),
      403,
      'FACE_SESSION_INVALID',
    );
    expectError(
      await enroll(owner.token, { ...session, sessionToken: session.sessionKey }),
      403,
      'FACE_SESSION_INVALID',
    );
    expectError(await enroll(stranger.token, session), 403, 'FACE_SESSION_INVALID');
    dataOf<FaceUsage>(await enroll(owner.token, session));
  });

  it('refuses an expired session', async () => {
    const { token } = await newFaceUser(context.app);
    const session = await handshake(token);
    clock.advance(FACE_SDK_SESSION_TTL_MS);
    expectError(await enroll(token, session), 403, 'FACE_SESSION_INVALID');
    // The next handshake forgets it.
    const next = await handshake(token);
    const [gone] = await context.database.db
      .select()
      .from(faceSdkSessions)
      .where(eq(faceSdkSessions.id, session.sessionId));
    expect(gone).toBeUndefined();
    clock.advance(FACE_SDK_SESSION_TTL_MS - 1000);
    dataOf<FaceUsage>(await enroll(token, next));
  });

  it('enrols once per session, even with two calls at the same time', async () => {
    const { token } = await newFaceUser(context.app);
    const session = await handshake(token);
    const sent = dataOf<FaceUsage>(await enroll(token, session));
    expect(sent.faceUsageIntentionState).toBe('PROCESSING');
    expectError(await enroll(token, session), 403, 'FACE_SESSION_INVALID');

    const other = await newFaceUser(context.app);
    const once = await handshake(other.token);
    const answers = await Promise.all([enroll(other.token, once), enroll(other.token, once)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
  });

  it('refuses a photo that is not a JPEG without using the session', async () => {
    const { token } = await newFaceUser(context.app);
    const session = await handshake(token);
    const notJpeg = await context.app.inject({
      method: 'POST',
      url: '/api/user/set-face/enroll',
      headers: bearer(token),
      payload: {
        fortfaceSdkData: 'not a photo',
        sessionId: session.sessionId,
        sessionToken: session.sessionToken,
      },
    });
    expectError(notJpeg, 400, 'FACE_IMAGE_INVALID_TYPE');
    dataOf<FaceUsage>(await enroll(token, session));
  });
});
