// user/set-face*: registration of a face with the real engine and the shared
// photos, on PGlite and PostgreSQL (TEST_DB).
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FaceUsage } from '@rosto/contract/schemas/face';
import { photoLiveness } from '../../face-engine/policy';
import { asNewCapture } from '../../face-engine/testing/new-capture';
import type { FaceAnalysis } from '../../face-engine/types';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { TEST_FACE_IMAGE_KEY, bearer } from '../../../test/app';
import { dataOf, expectError } from '../../../test/entrance';
import {
  analysed,
  capture,
  capturePair,
  confirmStepUp,
  livenessCapture,
  faceReviewOf,
  faces,
  newFaceUser,
  photoBase64,
  poll,
  sendPhoto,
  smsTo,
  useFaceTestApp,
} from '../../../test/face';
import { faceJobs, faceTemplates, faceUsageIntentions } from '../../db/schema';
import {
  readSharedFace,
  sharedFacesAvailable,
  skipWithoutSharedFaces,
  sharedFacesMissing,
} from '../../face-engine/testing/shared-faces';
import { openImage } from '../../face-images/image-crypto';
import { LIVENESS_BLOCK_DAYS, LIVENESS_MAX_FAILURES } from './registration';
import { FACE_DUPLICATE_SCORE } from '../../face-engine/similarity';

const usage = (response: { json: <T>() => T; statusCode: number; body: string }) =>
  dataOf<FaceUsage>(response as never);

describe.skipIf(skipWithoutSharedFaces)(
  `face registration${sharedFacesAvailable ? '' : ` (${sharedFacesMissing})`}`,
  // Real photo analyses, slower while the other test files run beside this one.
  { timeout: 60_000 },
  () => {
    const ctx = useFaceTestApp();

    /** A pair without a head turn or burst: the liveness photo alone decides. */
    const plainPair = async (token: string, [photo, liveness]: readonly [string, string]) => {
      await capture(ctx.app, token, photo);
      return capture(ctx.app, token, liveness, { step: 2 });
    };
    const profileOf = async (token: string) =>
      dataOf<UserProfile>(
        await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }),
      );

    it('registers a face: photo, liveness photo, then SUCCESS on the profile', async () => {
      const { token, profile } = await newFaceUser(ctx.app);
      expect(profile.mustRegisterFace).toBe(true);

      const sent = usage(
        await sendPhoto(ctx.app, token, faces.personA[0], { wearsGlasses: false }),
      );
      expect(sent).toMatchObject({
        faceUsageIntentionState: 'PROCESSING',
        identityVerificationOutcome: 'PROCESSING',
        nextCapture: null,
      });
      const first = usage(await analysed(ctx.app, token, sent.faceUsageIntentionId));
      expect(first).toMatchObject({
        faceUsageIntentionState: 'CAPTURING',
        identityVerificationOutcome: null,
        nextCapture: { step: 2, usesGlasses: false },
        withoutGlassesRegistered: false,
      });

      const done = usage(await livenessCapture(ctx, token, faces.personA[1]));
      expect(done).toMatchObject({
        faceUsageIntentionId: sent.faceUsageIntentionId,
        faceUsageIntentionState: 'FINISHED',
        identityVerificationOutcome: 'SUCCESS',
        withoutGlassesRegistered: true,
        withGlassesRegistered: false,
        usesGlasses: false,
        nextCapture: null,
        livenessAttemptsLimitReached: false,
      });
      const registered = await profileOf(token);
      expect(registered).toMatchObject({ userFaceStatus: 'SUCCESS', mustRegisterFace: false });
      // The profile's face crops: small square JPEGs around the face.
      for (const picture of Object.values(registered.profilePictures)) {
        expect(picture).toMatch(/^data:image\/jpeg;base64,\/9j\//u);
        const jpeg = Buffer.from(picture!.split(',')[1]!, 'base64');
        const crop = await sharp(jpeg).metadata();
        expect([crop.width, crop.height]).toEqual([192, 192]);
        expect((await ctx.engine.analyse(jpeg)).faces.length).toBe(1);
      }

      // The photo is kept only encrypted; the job forgets it.
      const [template] = await ctx.database.db
        .select()
        .from(faceTemplates)
        .where(eq(faceTemplates.userId, profile.id));
      const original = readSharedFace(faces.personA[0]);
      expect(template!.image.includes(original.subarray(0, 256))).toBe(false);
      expect(openImage(TEST_FACE_IMAGE_KEY, template!.image).equals(original)).toBe(true);
      const jobs = await ctx.database.db
        .select()
        .from(faceJobs)
        .where(eq(faceJobs.intentionId, sent.faceUsageIntentionId));
      expect(jobs.map((job) => [job.status, job.image])).toEqual([
        ['done', null],
        ['done', null],
      ]);
    });

    it('set-face waits for the analysis and answers it', async () => {
      const { token } = await newFaceUser(ctx.app);
      const first = usage(await sendPhoto(ctx.app, token, faces.personB[0], { sync: true }));
      expect(first.nextCapture).toEqual({ step: 2, usesGlasses: false });
      const done = usage(await livenessCapture(ctx, token, faces.personB[1], { sync: true }));
      expect(done.identityVerificationOutcome).toBe('SUCCESS');
    });

    it('refuses a photo without a face, with several faces or blurred; the user may retake it', async () => {
      const { token } = await newFaceUser(ctx.app);
      const noFace = await sendPhoto(ctx.app, token, faces.noFace, { sync: true });
      expectError(noFace, 400, 'FACE_REGISTER_NO_FACE_FOUND');
      const sent = usage(await sendPhoto(ctx.app, token, faces.group));
      expectError(
        await analysed(ctx.app, token, sent.faceUsageIntentionId),
        400,
        'FACE_REGISTER_MORE_THEN_ONE_FACE_FOUND',
      );
      expectError(await capture(ctx.app, token, faces.blurred), 400, 'FACE_QUALITY_TOO_LOW');

      const retaken = usage(await capture(ctx.app, token, faces.personA[2]));
      expect(retaken.faceUsageIntentionId).toBe(sent.faceUsageIntentionId);
      expect(retaken.nextCapture).toEqual({ step: 2, usesGlasses: false });
    });

    it('refuses a liveness photo of someone else', async () => {
      const { token, profile } = await newFaceUser(ctx.app);
      await capture(ctx.app, token, faces.personB[0]);
      expectError(await capture(ctx.app, token, faces.other, { step: 2 }), 400, 'NOT_SAME_PERSON');
      // Back to the first photo.
      expectError(
        await sendPhoto(ctx.app, token, faces.personB[1], { step: 2 }),
        409,
        'FACE_CAPTURE_OUT_OF_ORDER',
      );
      expect((await profileOf(token)).userFaceStatus).toBe(profile.userFaceStatus);
    });

    it('takes the steps in order and one photo at a time', async () => {
      const { token } = await newFaceUser(ctx.app);
      expectError(
        await sendPhoto(ctx.app, token, faces.personA[0], { step: 2 }),
        409,
        'FACE_CAPTURE_OUT_OF_ORDER',
      );
      const sent = await sendPhoto(ctx.app, token, faces.personA[0]);
      expect(sent.statusCode).toBe(200);
      expectError(
        await sendPhoto(ctx.app, token, faces.personA[1]),
        409,
        'FACE_CAPTURE_OUT_OF_ORDER',
      );
      await analysed(ctx.app, token, usage(sent).faceUsageIntentionId);
      // The liveness photo must be of the glasses state asked for.
      expectError(
        await sendPhoto(ctx.app, token, faces.personA[1], { step: 2, usesGlasses: true }),
        409,
        'FACE_CAPTURE_OUT_OF_ORDER',
      );
    });

    it('asks glasses wearers for a second face with glasses', async () => {
      const { token } = await newFaceUser(ctx.app);
      await capture(ctx.app, token, faces.personA[0], { wearsGlasses: true });
      const without = usage(await livenessCapture(ctx, token, faces.personA[1]));
      expect(without).toMatchObject({
        faceUsageIntentionState: 'CAPTURING',
        usesGlasses: true,
        withoutGlassesRegistered: true,
        withGlassesRegistered: false,
        nextCapture: { step: 1, usesGlasses: true },
      });
      expect((await profileOf(token)).mustRegisterFace).toBe(true);
      await capture(ctx.app, token, faces.personA[2], { usesGlasses: true });
      const done = usage(
        await livenessCapture(ctx, token, faces.personA[0], { usesGlasses: true }),
      );
      // The same face as the user registered in the first test: flagged for review.
      expect(done).toMatchObject({
        faceUsageIntentionState: 'FINISHED',
        withGlassesRegistered: true,
      });
      expect(await profileOf(token)).toMatchObject({ usesGlasses: true, mustRegisterFace: false });
    });

    it('flags a face already registered by another user for review, without merging', async () => {
      const first = await newFaceUser(ctx.app);
      await capture(ctx.app, first.token, faces.personB[1]);
      const firstDone = usage(await livenessCapture(ctx, first.token, faces.personB[0]));
      const second = await newFaceUser(ctx.app);
      await capture(ctx.app, second.token, faces.personB[0]);
      const secondDone = usage(await livenessCapture(ctx, second.token, faces.personB[1]));

      expect(firstDone.identityVerificationOutcome).toBe('PROCESSING'); // personB enrolled earlier
      expect(secondDone).toMatchObject({
        faceUsageIntentionState: 'FINISHED',
        identityVerificationOutcome: 'PROCESSING',
      });
      const flags = await ctx.app.faceTemplateRepository.duplicateFlags(second.profile.id);
      expect(flags.map((flag) => flag.otherUserId)).toContain(first.profile.id);
      expect(flags.every((flag) => flag.similarity >= FACE_DUPLICATE_SCORE)).toBe(true);
      expect(await profileOf(second.token)).toMatchObject({
        userFaceStatus: 'PROCESSING',
        cpf: second.profile.cpf,
      });

      // The sandbox's reset: the first user's faces and the flags naming them go.
      const forget = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/sandbox/users/forget-face',
          headers: bearer(first.token),
        });
      expect(dataOf<{ templates: number }>(await forget())).toEqual({ templates: 1 });
      const left = await ctx.app.faceTemplateRepository.duplicateFlags(second.profile.id);
      expect(left.map((flag) => flag.otherUserId)).not.toContain(first.profile.id);
      expect(
        await ctx.database.db
          .select()
          .from(faceTemplates)
          .where(eq(faceTemplates.userId, first.profile.id)),
      ).toEqual([]);
      expect(dataOf<{ templates: number }>(await forget())).toEqual({ templates: 0 });
      const signedOut = await ctx.app.inject({
        method: 'POST',
        url: '/api/sandbox/users/forget-face',
      });
      expect(signedOut.statusCode).toBe(401);
    });

    it('tells the owner by SMS when a face is enrolled, replaced or sent to review', async () => {
      const owner = await newFaceUser(ctx.app);
      const phone = owner.profile.phone!.number;
      const enrolled = usage(await capturePair(ctx, owner.token, faces.personC));
      expect(enrolled.identityVerificationOutcome).toBe('SUCCESS');
      const first = await smsTo(ctx.app, phone, 1);
      expect(first).toEqual([
        expect.stringMatching(
          /^Rosto: um rosto foi cadastrado na sua conta em \d\d\/\d\d às \d\d:\d\d\. Não foi você\? Fale com a gente pelo app\.$/u,
        ),
      ]);

      ctx.clock.advance(60_000); // a later registration (the test clock stands still)
      await confirmStepUp(ctx.app, owner.token); // this user has no PIN: the SMS code alone
      await capture(ctx.app, owner.token, faces.personC[1]);
      const replaced = usage(await livenessCapture(ctx, owner.token, faces.personC[0]));
      expect(replaced.identityVerificationOutcome).toBe('SUCCESS');
      // The enrolment notice, the step-up's code, then the replacement notice.
      const second = await smsTo(ctx.app, phone, 3);
      expect(second).toHaveLength(3);
      expect(second[2]).toMatch(/^Rosto: o rosto cadastrado na sua conta foi alterado em /u);

      // The same face on another account waits for review: that owner is told so.
      const other = await newFaceUser(ctx.app);
      const otherPhone = other.profile.phone!.number;
      const pending = usage(await capturePair(ctx, other.token, faces.personC));
      expect(pending.identityVerificationOutcome).toBe('PROCESSING');
      const notice = await smsTo(ctx.app, otherPhone, 1);
      expect(notice).toEqual([
        expect.stringMatching(/^Rosto: recebemos um novo rosto para a sua conta em .+ análise/u),
      ]);
      // No personal data: neither name nor CPF.
      const sent = [...second, ...notice].join(' ');
      expect(sent).not.toContain(other.profile.cpf);
      expect(sent).not.toContain(owner.profile.cpf);
      expect(await smsTo(ctx.app, phone, 3)).toHaveLength(3);
    });

    it('sends a liveness photo the models cannot judge to a person: pre-approved, then enrolled or asked again', async () => {
      const review = () => faceReviewOf(ctx.app, () => ctx.clock.now());
      // 150 px crops padded to 300 px: too little detail to judge, neither live nor an attack.
      const unsure = ['small-leonard-1.jpg', 'small-leonard-2.jpg'] as const;
      const kept = await newFaceUser(ctx.app);
      const done = usage(await plainPair(kept.token, unsure));
      expect(done).toMatchObject({ faceUsageIntentionState: 'FINISHED' });
      expect(done.identityVerificationOutcome).toBe('PROCESSING');
      expect(await profileOf(kept.token)).toMatchObject({ userFaceStatus: 'PROCESSING' });
      // Saved, but it cannot pay until a person approves it.
      const [waiting] = await ctx.database.db
        .select()
        .from(faceTemplates)
        .where(eq(faceTemplates.userId, kept.profile.id));
      expect(waiting).toMatchObject({
        active: false,
        awaitingReview: true,
        reviewReason: 'liveness',
      });
      const listed = (await review().list()).find((face) => face.userId === kept.profile.id);
      expect(listed?.liveness?.score).toBeCloseTo(waiting!.livenessScore, 5);
      expect(listed?.replacement).toBeUndefined();
      expect(await review().approve(kept.profile.id)).toMatchObject({ decided: true });
      expect(await profileOf(kept.token)).toMatchObject({ userFaceStatus: 'SUCCESS' });

      const refused = await newFaceUser(ctx.app);
      await plainPair(refused.token, unsure);
      expect(await review().reject(refused.profile.id)).toMatchObject({ decided: true });
      expect(await profileOf(refused.token)).toMatchObject({ userFaceStatus: 'FAIL' });
      const left = await ctx.database.db
        .select()
        .from(faceTemplates)
        .where(eq(faceTemplates.userId, refused.profile.id));
      expect(left).toEqual([]);
    });

    it('enrols without review only a live photo whose burst shows the face moving on its own', async () => {
      /** Ana's photo as a frame of the app's burst (640 px), or at 400 px: too small to judge. */
      const sized = (file: string, size: number) =>
        sharp(readSharedFace(file))
          .resize({ width: size, height: size, fit: 'inside' })
          .jpeg({ quality: 85 })
          .toBuffer();
      const moving = await Promise.all(
        ['stock-emotions-a-2.jpg', 'stock-emotions-a-5.jpg'].map(async (file) =>
          (await sized(file, 640)).toString('base64'),
        ),
      );
      // Ana may be enrolled by other tests of this file (then a look-alike review
      // follows): what counts here is whether the liveness check held the face back.
      const heldForLiveness = async (userId: string) => {
        const rows = await ctx.database.db
          .select()
          .from(faceTemplates)
          .where(eq(faceTemplates.userId, userId));
        expect(rows).toHaveLength(1);
        return rows[0]!.awaitingReview && rows[0]!.reviewReason === 'liveness';
      };
      /** A new customer's pair: Ana's first photo, then `liveness` with `frames`. */
      const enrolled = async (liveness: string | Buffer, frames?: string[]) => {
        const user = await newFaceUser(ctx.app);
        await capture(ctx.app, user.token, faces.personA[1]);
        const done = usage(
          await capture(ctx.app, user.token, liveness, { step: 2, ...(frames ? { frames } : {}) }),
        );
        expect(done.faceUsageIntentionState).toBe('FINISHED');
        return user;
      };

      // A photo judged live with a burst of the face moving on its own: enrolled.
      const live = await enrolled(faces.personA[0], moving);
      expect(await heldForLiveness(live.profile.id)).toBe(false);
      // The same photo alone, or with a still burst (its own frame again): a person reviews it.
      const alone = await enrolled(faces.personA[0]);
      expect(await heldForLiveness(alone.profile.id)).toBe(true);
      const own = (await sized(faces.personA[0], 640)).toString('base64');
      const still = await enrolled(faces.personA[0], [own, own]);
      expect(await heldForLiveness(still.profile.id)).toBe(true);
      // A photo too small to judge stays unsure, however the face moved.
      const unsure = await enrolled(await sized(faces.personA[0], 400), moving);
      expect(await heldForLiveness(unsure.profile.id)).toBe(true);
      // The burst is forgotten with the job, as the photo is. Only these
      // customers' jobs, all finished: other tests of the file may have one running.
      const jobs = await ctx.database.db
        .select({ frames: faceJobs.frames, image: faceJobs.image })
        .from(faceJobs)
        .innerJoin(faceUsageIntentions, eq(faceUsageIntentions.id, faceJobs.intentionId))
        .where(
          inArray(
            faceUsageIntentions.userId,
            [live, alone, still, unsure].map((user) => user.profile.id),
          ),
        );
      expect(jobs.length).toBeGreaterThan(0);
      expect(jobs.every((job) => job.frames === null && job.image === null)).toBe(true);
    });

    it('never enrols on a single photo judged live: a print the model passes waits for a person', async () => {
      // A printed photo held to a camera that the passive check, on its own,
      // judges live (issue 28): alone it once enrolled without anyone looking.
      const print = readSharedFace(faces.livePrint);
      const analysis = await ctx.engine.analyse(print);
      expect(photoLiveness(analysis as FaceAnalysis)).toBe('live');
      const user = await newFaceUser(ctx.app);
      await capture(ctx.app, user.token, await asNewCapture(print, 1));
      const done = usage(await capture(ctx.app, user.token, print, { step: 2 }));
      expect(done).toMatchObject({
        faceUsageIntentionState: 'FINISHED',
        identityVerificationOutcome: 'PROCESSING',
      });
      const [template] = await ctx.database.db
        .select()
        .from(faceTemplates)
        .where(eq(faceTemplates.userId, user.profile.id));
      expect(template).toMatchObject({
        active: false,
        awaitingReview: true,
        reviewReason: 'liveness',
      });
      expect(await profileOf(user.token)).toMatchObject({ userFaceStatus: 'PROCESSING' });
    });

    it('counts failed liveness checks and blocks captures at the limit for some days', async () => {
      const { token } = await newFaceUser(ctx.app);
      for (let attempt = 1; attempt < LIVENESS_MAX_FAILURES; attempt += 1) {
        await capture(ctx.app, token, faces.notLive);
        expectError(
          await capture(ctx.app, token, faces.notLive, { step: 2 }),
          400,
          'FACE_LIVENESS_FAILED',
        );
        expect((await profileOf(token)).userFaceStatus).toBe('FAIL');
      }
      await capture(ctx.app, token, faces.notLive);
      const sent = usage(await sendPhoto(ctx.app, token, faces.notLive, { step: 2 }));
      const limit = expectError(
        await analysed(ctx.app, token, sent.faceUsageIntentionId),
        403,
        'LIVENESS_ATTEMPTS_LIMIT_REACHED',
      );
      expect(limit.additionalData).toEqual({ expireDays: LIVENESS_BLOCK_DAYS });

      const blocked = expectError(
        await sendPhoto(ctx.app, token, faces.personA[0]),
        403,
        'LIVENESS_ATTEMPTS_LIMIT_REACHED',
      );
      expect(blocked.additionalData).toEqual({ expireDays: LIVENESS_BLOCK_DAYS });

      ctx.clock.advance(LIVENESS_BLOCK_DAYS * 24 * 60 * 60 * 1000 + 1000);
      const again = usage(await sendPhoto(ctx.app, token, faces.personA[0]));
      expect(again.faceUsageIntentionId).not.toBe(sent.faceUsageIntentionId);
      await analysed(ctx.app, token, again.faceUsageIntentionId);
    });

    it('enrols the photo of a native face SDK in one call', async () => {
      const { token } = await newFaceUser(ctx.app);
      const handshake = dataOf<{ sessionId: string; sessionKey: string; sessionToken: string }>(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/user/set-face/handshake',
          headers: bearer(token),
          payload: {
            deviceRequestInfo: {
              platform: 'android',
              platformVersion: '14',
              deviceName: 'Pixel',
              userAgent: 'x',
            },
          },
        }),
      );
      expect(handshake.sessionKey).not.toBe(handshake.sessionToken);
      // The SDK session token is no session for the API.
      const withSdkToken = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: bearer(handshake.sessionToken),
      });
      expectError(withSdkToken, 401, 'UNAUTHORIZED');

      const sent = usage(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/user/set-face/enroll',
          headers: bearer(token),
          payload: {
            fortfaceSdkData: photoBase64(faces.other),
            sessionId: handshake.sessionId,
            sessionToken: handshake.sessionToken,
          },
        }),
      );
      const done = usage(await analysed(ctx.app, token, sent.faceUsageIntentionId));
      // One photo, however live it looks, waits for a person (decision 064).
      expect(done).toMatchObject({
        faceUsageIntentionState: 'FINISHED',
        identityVerificationOutcome: 'PROCESSING',
      });
      const notJpeg = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/set-face/enroll',
        headers: bearer(token),
        payload: { fortfaceSdkData: 'not a photo' },
      });
      expectError(notJpeg, 400, 'FACE_IMAGE_INVALID_TYPE');
      // The session enrolled once (sdk-session.test.ts has the other refusals).
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/set-face/enroll',
        headers: bearer(token),
        payload: {
          fortfaceSdkData: photoBase64(faces.other),
          sessionId: handshake.sessionId,
          sessionToken: handshake.sessionToken,
        },
      });
      expectError(again, 403, 'FACE_SESSION_INVALID');
    });

    it('answers bad uploads, strangers and signed-out callers with their codes', async () => {
      const { token } = await newFaceUser(ctx.app);
      const post = (payload: unknown, headers: Record<string, string> = bearer(token)) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/user/set-face/async',
          headers,
          payload: payload as object,
        });
      const photo = photoBase64(faces.personA[0]);
      expectError(
        await post({ images: [], usesGlasses: false, step: 1 }),
        400,
        'FACE_IMAGE_INVALID_COUNT',
      );
      expectError(
        await post({ images: [photo, photo], usesGlasses: false, step: 1 }),
        400,
        'FACE_IMAGE_INVALID_COUNT',
      );
      expectError(
        await post({ images: ['iVBORw0KGgoAAAANSUhEUgAA'], usesGlasses: false, step: 1 }),
        400,
        'FACE_IMAGE_INVALID_TYPE',
      );
      expectError(
        await post({ images: ['/9j/4AAQSkZJRgABAQ=='], usesGlasses: false, step: 1 }),
        400,
        'FACE_IMAGE_INVALID_SIZE',
      );
      // A JPEG header on bytes that are not a photo: the engine refuses it.
      const garbage = Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.alloc(4096, 7),
      ]).toString('base64');
      const sent = usage(await post({ images: [garbage], usesGlasses: false, step: 1 }));
      expectError(
        await analysed(ctx.app, token, sent.faceUsageIntentionId),
        400,
        'FACE_IMAGE_INVALID_TYPE',
      );
      expectError(
        await post({ images: [photo], usesGlasses: false, step: 1 }, {}),
        401,
        'UNAUTHORIZED',
      );

      const stranger = await newFaceUser(ctx.app);
      expectError(
        await poll(ctx.app, stranger.token, sent.faceUsageIntentionId),
        404,
        'FACE_USAGE_INTENTION_NOT_FOUND',
      );
      expectError(await poll(ctx.app, token, 'not-a-uuid'), 400, 'VALIDATION_ERROR');
      const [row] = await ctx.database.db
        .select()
        .from(faceUsageIntentions)
        .where(eq(faceUsageIntentions.id, sent.faceUsageIntentionId));
      expect(row!.refusal).toEqual({ code: 'FACE_IMAGE_INVALID_TYPE' });
    });
  },
);
