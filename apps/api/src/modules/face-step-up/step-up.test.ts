// Replacing an enrolled face (issue 8, decision 023): the step-up (PIN, then an
// SMS code, in the same session, within ten minutes), the PIN's lockout, and
// what happens to a replacement that is, or is not, the same person. On PGlite
// and PostgreSQL (TEST_DB); the replacement tests run the real face engine.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FaceStepUpCodeSent, FaceStepUpStatus, FaceUsage } from '@rosto/contract/schemas/face';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { bearer, fakeClock, useTestApp } from '../../../test/app';
import { dataOf, expectError, lastMessage, otherCode, sandboxUser } from '../../../test/entrance';
import {
  analysed,
  capture,
  capturePair,
  livenessCapture,
  confirmStepUp,
  faceReviewOf,
  faces,
  newFaceUser,
  photoBase64,
  sendPhoto,
  smsTo,
  useFaceTestApp,
} from '../../../test/face';
import type { App } from '../../app';
import { faceStepUps, faceTemplates, users } from '../../db/schema';
import { faceReviewQueue } from '../../cli/review-command';
import { FACE_MATCH_SCORE } from '../../face-engine/similarity';
import {
  sharedFacesAvailable,
  sharedFacesMissing,
  skipWithoutSharedFaces,
} from '../../face-engine/testing/shared-faces';
import { FACE_STEP_UP_TTL_MS } from './step-ups';

const PIN = '2468';
const WRONG_PIN = '1357';

function stepUpCalls(app: App, token: string) {
  return {
    status: () =>
      app.inject({ method: 'GET', url: '/api/user/set-face/step-up', headers: bearer(token) }),
    start: (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/user/set-face/step-up',
        headers: bearer(token),
        payload: { deviceUUID: randomUUID(), ...payload },
      }),
    resend: (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/user/set-face/step-up/resend',
        headers: bearer(token),
        payload,
      }),
    confirm: (payload: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: '/api/user/set-face/step-up',
        headers: bearer(token),
        payload,
      }),
  };
}

describe('face step-up: the PIN and the SMS code', () => {
  const clock = fakeClock(new Date('2026-11-23T15:00:00Z'));
  const context = useTestApp({ clock });

  async function newUser(pin: string | null = PIN) {
    const { token, profile } = await sandboxUser(context.app, pin ? { pin } : {});
    return { token, profile, phone: profile.phone!.number, calls: stepUpCalls(context.app, token) };
  }

  const pinFailures = async (userId: string) =>
    (
      await context.database.db
        .select({ failures: users.pinFailures })
        .from(users)
        .where(eq(users.id, userId))
    )[0]!.failures;

  it('checks the PIN before any SMS: a wrong or missing PIN sends nothing', async () => {
    const user = await newUser();
    expect(dataOf<FaceStepUpStatus>(await user.calls.status())).toEqual({
      // No face enrolled yet: nothing to replace, no step-up needed.
      required: false,
      pinRequired: true,
      validUntil: null,
    });
    expectError(await user.calls.start({ pin: WRONG_PIN }), 403, 'INVALID_USER_PIN');
    expectError(await user.calls.start({}), 400, 'INVALID_USER_PIN_FORMAT');
    expectError(await user.calls.start({ pin: '12a4' }), 400, 'INVALID_USER_PIN_FORMAT');
    expect(await lastMessage(context.app, user.phone)).toBeUndefined();

    const sent = dataOf<FaceStepUpCodeSent>(await user.calls.start({ pin: PIN }));
    expect(sent).toMatchObject({
      phoneAreaCode: user.phone.slice(0, 2),
      phoneLastFourDigits: user.phone.slice(-4),
    });
    expect(sent.resendAfterSeconds).toBeGreaterThan(0);
    // The text says what the code is for: read aloud to a caller, it warns the owner.
    expect((await lastMessage(context.app, user.phone))?.body).toMatch(
      /^Rosto: seu código para trocar o rosto cadastrado é \d{6}\. .*Não compartilhe/u,
    );
    // A right PIN clears the wrong ones counted before it.
    expect(await pinFailures(user.profile.id)).toBe(0);
  });

  it('locks the PIN after 5 wrong in a row, the right one included from then on', async () => {
    const user = await newUser();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectError(await user.calls.start({ pin: WRONG_PIN }), 403, 'INVALID_USER_PIN');
    }
    expectError(await user.calls.start({ pin: WRONG_PIN }), 423, 'USER_PIN_LOCKED');
    expectError(await user.calls.start({ pin: PIN }), 423, 'USER_PIN_LOCKED');
    expect(await pinFailures(user.profile.id)).toBe(5);
    expect(await lastMessage(context.app, user.phone)).toBeUndefined();
  });

  it('lets no more than 5 of 20 concurrent wrong PINs be checked', async () => {
    const user = await newUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => user.calls.start({ pin: WRONG_PIN })),
    );
    const codes = answers.map((answer) => answer.json<{ message: string }>().message);
    expect(codes.filter((code) => code === 'INVALID_USER_PIN')).toHaveLength(4);
    expect(codes.filter((code) => code === 'USER_PIN_LOCKED')).toHaveLength(16);
    expect(await pinFailures(user.profile.id)).toBe(5);
    expectError(await user.calls.start({ pin: PIN }), 423, 'USER_PIN_LOCKED');
  });

  it('asks a user without a PIN for the SMS code alone', async () => {
    const user = await newUser(null);
    expect(dataOf<FaceStepUpStatus>(await user.calls.status()).pinRequired).toBe(false);
    dataOf(await user.calls.start({}));
    expect((await lastMessage(context.app, user.phone))?.body).toMatch(/trocar o rosto/u);
  });

  it('confirms a step-up once, with its code, for this session and ten minutes', async () => {
    const user = await newUser();
    const started = clock.now();
    const { stepUpId } = dataOf<FaceStepUpCodeSent>(await user.calls.start({ pin: PIN }));
    const code = /é (\d{6})\./u.exec((await lastMessage(context.app, user.phone))!.body)![1]!;

    // Another user, or another session of the same user, cannot use it.
    const stranger = await newUser();
    expectError(await stranger.calls.confirm({ stepUpId, otp: code }), 400, 'FACE_STEP_UP_EXPIRED');
    const otherSession = stepUpCalls(
      context.app,
      await context.app.sessions.start(user.profile.id),
    );
    expectError(await otherSession.confirm({ stepUpId, otp: code }), 400, 'FACE_STEP_UP_EXPIRED');

    expectError(
      await user.calls.confirm({ stepUpId, otp: otherCode(code) }),
      400,
      'PHONE_OTP_TOKEN_INVALID',
    );
    const confirmed = dataOf<FaceStepUpStatus>(await user.calls.confirm({ stepUpId, otp: code }));
    expect(confirmed).toEqual({
      required: false,
      pinRequired: true,
      validUntil: new Date(started.getTime() + FACE_STEP_UP_TTL_MS).toISOString(),
    });
    expectError(await user.calls.confirm({ stepUpId, otp: code }), 400, 'FACE_STEP_UP_EXPIRED');
    expect(dataOf<FaceStepUpStatus>(await otherSession.status()).validUntil).toBeNull();
    expect(dataOf<FaceStepUpStatus>(await user.calls.status()).validUntil).toBe(
      confirmed.validUntil,
    );
    clock.advance(FACE_STEP_UP_TTL_MS);
    expect(dataOf<FaceStepUpStatus>(await user.calls.status()).validUntil).toBeNull();
  });

  it('resends a code after the countdown, and not for a step-up that ran out', async () => {
    const user = await newUser(null);
    const sent = dataOf<FaceStepUpCodeSent>(await user.calls.start({}));
    expectError(
      await user.calls.resend({ stepUpId: sent.stepUpId }),
      429,
      'PHONE_OTP_RESEND_TOO_SOON',
    );
    clock.advance(sent.resendAfterSeconds * 1000);
    const again = dataOf<FaceStepUpCodeSent>(
      await user.calls.resend({ stepUpId: sent.stepUpId, call: true }),
    );
    expect(again.stepUpId).toBe(sent.stepUpId);
    expect((await lastMessage(context.app, user.phone))?.channel).toBe('voice');
    clock.advance(FACE_STEP_UP_TTL_MS);
    expectError(await user.calls.resend({ stepUpId: sent.stepUpId }), 400, 'FACE_STEP_UP_EXPIRED');
    const rows = await context.database.db
      .select()
      .from(faceStepUps)
      .where(eq(faceStepUps.userId, user.profile.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pinChecked: false, confirmedAt: null });
  });
});

describe.skipIf(skipWithoutSharedFaces)(
  `replacing an enrolled face${sharedFacesAvailable ? '' : ` (${sharedFacesMissing})`}`,
  { timeout: 60_000 },
  () => {
    const ctx = useFaceTestApp();

    const usage = (response: Parameters<typeof dataOf>[0]) => dataOf<FaceUsage>(response);
    const profileOf = async (token: string) =>
      dataOf<UserProfile>(
        await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }),
      );
    // Each test enrols anew: earlier faces would be flagged as look-alikes.
    const forget = (userId: string) => ctx.app.faceTemplateRepository.forgetFaces(userId);
    const templatesOf = (userId: string) =>
      ctx.database.db.select().from(faceTemplates).where(eq(faceTemplates.userId, userId));
    const review = () => faceReviewQueue(faceReviewOf(ctx.app, () => ctx.clock.now()));

    /** A user with a PIN whose face (a live capture pair) is enrolled. */
    async function enrolled(pair: readonly [string, string, ...string[]]) {
      const user = await newFaceUser(ctx.app, { pin: PIN });
      expect(usage(await capturePair(ctx, user.token, pair))).toMatchObject({
        identityVerificationOutcome: 'SUCCESS',
      });
      // Captures that follow belong to a later registration (the test clock stands still).
      ctx.clock.advance(1000);
      return { ...user, phone: user.profile.phone!.number };
    }

    it('refuses every capture call over an enrolled face without a step-up', async () => {
      const owner = await enrolled(faces.personA);
      const calls = stepUpCalls(ctx.app, owner.token);
      expect(dataOf<FaceStepUpStatus>(await calls.status())).toEqual({
        required: true,
        pinRequired: true,
        validUntil: null,
      });
      expectError(
        await sendPhoto(ctx.app, owner.token, faces.personB[0]),
        403,
        'FACE_STEP_UP_REQUIRED',
      );
      expectError(
        await sendPhoto(ctx.app, owner.token, faces.personB[0], { sync: true }),
        403,
        'FACE_STEP_UP_REQUIRED',
      );
      const handshake = dataOf<{ sessionId: string; sessionToken: string }>(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/user/set-face/handshake',
          headers: bearer(owner.token),
          payload: {
            deviceRequestInfo: {
              platform: 'android',
              platformVersion: '14',
              deviceName: 'Pixel',
              userAgent: 'test',
            },
          },
        }),
      );
      expectError(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/user/set-face/enroll',
          headers: bearer(owner.token),
          payload: { fortfaceSdkData: photoBase64(faces.personB[0]), ...handshake },
        }),
        403,
        'FACE_STEP_UP_REQUIRED',
      );
      // A step-up of another session of the same user does not count.
      await confirmStepUp(ctx.app, await ctx.app.sessions.start(owner.profile.id), { pin: PIN });
      expectError(
        await sendPhoto(ctx.app, owner.token, faces.personB[0]),
        403,
        'FACE_STEP_UP_REQUIRED',
      );
      // Nor one past its ten minutes.
      await confirmStepUp(ctx.app, owner.token, { pin: PIN });
      ctx.clock.advance(FACE_STEP_UP_TTL_MS);
      expectError(
        await sendPhoto(ctx.app, owner.token, faces.personB[0]),
        403,
        'FACE_STEP_UP_REQUIRED',
      );
      expect((await profileOf(owner.token)).userFaceStatus).toBe('SUCCESS');
      await forget(owner.profile.id);
    });

    it('replaces the face with the same person, and uses the step-up up', async () => {
      const owner = await enrolled(faces.personA);
      const before = (await profileOf(owner.token)).profilePictures;
      await confirmStepUp(ctx.app, owner.token, { pin: PIN });
      await capture(ctx.app, owner.token, faces.personA[1]);
      const replaced = usage(await livenessCapture(ctx, owner.token, faces.personA[0]));
      expect(replaced.identityVerificationOutcome).toBe('SUCCESS');
      const after = await profileOf(owner.token);
      expect(after.userFaceStatus).toBe('SUCCESS');
      expect(after.profilePictures).not.toEqual(before);
      const templates = await templatesOf(owner.profile.id);
      expect(templates.filter((row) => row.active)).toHaveLength(1);
      expect(templates.filter((row) => row.awaitingReview)).toEqual([]);
      // The next replacement asks again.
      expect(
        dataOf<FaceStepUpStatus>(await stepUpCalls(ctx.app, owner.token).status()).required,
      ).toBe(true);
      expectError(
        await sendPhoto(ctx.app, owner.token, faces.personA[0]),
        403,
        'FACE_STEP_UP_REQUIRED',
      );
      await forget(owner.profile.id);
    });

    it("sends another person's face to review; the old one stays until an operator approves", async () => {
      const owner = await enrolled(faces.personB);
      const { profilePictures: ownPictures } = await profileOf(owner.token);
      const [ownTemplate] = await templatesOf(owner.profile.id);

      const replaceWithStranger = async () => {
        await confirmStepUp(ctx.app, owner.token, { pin: PIN });
        return usage(await capturePair(ctx, owner.token, faces.personC));
      };

      // "Pré-aprovado": the registration waits; the account keeps its face.
      const pending = await replaceWithStranger();
      expect(pending).toMatchObject({
        faceUsageIntentionState: 'FINISHED',
        identityVerificationOutcome: 'PROCESSING',
      });
      const meanwhile = await profileOf(owner.token);
      expect(meanwhile).toMatchObject({ userFaceStatus: 'SUCCESS', mustRegisterFace: false });
      expect(meanwhile.profilePictures).toEqual(ownPictures);
      const waiting = await templatesOf(owner.profile.id);
      expect(waiting.filter((row) => row.active).map((row) => row.id)).toEqual([ownTemplate!.id]);
      const [newFace] = waiting.filter((row) => row.awaitingReview);
      expect(newFace?.active).toBe(false);
      // Below the same-person score: the reviewer sees how unlike the old face it is.
      expect(newFace?.previousFaceScore).toBeLessThan(FACE_MATCH_SCORE);
      expect((await smsTo(ctx.app, owner.phone, 3)).at(-1)).toMatch(
        /^Rosto: recebemos um pedido de troca do rosto da sua conta .* o rosto atual continua valendo/u,
      );

      const listed = (await review().list()).find((item) => item.id === owner.profile.id);
      expect(listed?.details).toMatch(/^replaces a face it does not look like \(score -?\d/u);

      // Rejected: the new face is deleted, the old one stays, the owner is told.
      expect(await review().reject(owner.profile.id, 'rosto diferente')).toEqual({
        decided: true,
        notified: true,
      });
      expect((await templatesOf(owner.profile.id)).map((row) => row.id)).toEqual([ownTemplate!.id]);
      expect(
        usage(await analysed(ctx.app, owner.token, pending.faceUsageIntentionId)),
      ).toMatchObject({
        identityVerificationOutcome: 'FAIL',
      });
      expect((await profileOf(owner.token)).userFaceStatus).toBe('SUCCESS');
      expect((await smsTo(ctx.app, owner.phone, 4)).at(-1)).toMatch(
        /^Rosto: a troca do rosto da sua conta não foi aprovada .* Motivo: rosto diferente\. O rosto anterior continua valendo\./u,
      );

      // Approved: the new face becomes the account's, the old one retired.
      ctx.clock.advance(1000);
      const again = await replaceWithStranger();
      expect(again.identityVerificationOutcome).toBe('PROCESSING');
      expect(await review().approve(owner.profile.id)).toEqual({ decided: true, notified: true });
      const approved = await templatesOf(owner.profile.id);
      const active = approved.filter((row) => row.active);
      expect(active).toHaveLength(1);
      expect(active[0]!.id).not.toBe(ownTemplate!.id);
      expect(active[0]!.seq).toBeGreaterThan(Math.max(...waiting.map((row) => row.seq)));
      expect(approved.filter((row) => row.awaitingReview)).toEqual([]);
      const profile = await profileOf(owner.token);
      expect(profile.userFaceStatus).toBe('SUCCESS');
      expect(profile.profilePictures).not.toEqual(ownPictures);
      expect(usage(await analysed(ctx.app, owner.token, again.faceUsageIntentionId))).toMatchObject(
        {
          identityVerificationOutcome: 'SUCCESS',
        },
      );
      // The 1:N search finds the new face for this account, not the old one.
      const search = await ctx.database.db
        .select({ id: faceTemplates.id })
        .from(faceTemplates)
        .where(and(eq(faceTemplates.userId, owner.profile.id), eq(faceTemplates.active, true)));
      expect(search.map((row) => row.id)).toEqual([active[0]!.id]);
      await forget(owner.profile.id);
    });

    it('keeps the enrolled face when a replacement fails its liveness check', async () => {
      const owner = await enrolled(faces.personA);
      await confirmStepUp(ctx.app, owner.token, { pin: PIN });
      await capture(ctx.app, owner.token, faces.notLive);
      expectError(
        await capture(ctx.app, owner.token, faces.notLive, { step: 2 }),
        400,
        'FACE_LIVENESS_FAILED',
      );
      expect((await profileOf(owner.token)).userFaceStatus).toBe('SUCCESS');
    });
  },
);
