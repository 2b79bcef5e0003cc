import { describe, expect, it } from 'vitest';
import { exampleFaceImage, exampleIds } from '../testing/examples';
import {
  challengeFramesSchema,
  faceCaptureBodySchema,
  faceChallengeResponseSchema,
  faceHandshakeBodySchema,
  faceHandshakeResponseSchema,
  faceOutcomeAction,
  facePollingParamsSchema,
  faceUsageResponseSchema,
  isFaceRegistered,
} from './face';
import { firstIssueMessage } from '../testing/first-issue-message';
import {
  BURST_FRAME_MAX_BYTES,
  BURST_MAX_FRAMES,
  CHALLENGE_MAX_FRAMES,
  CHALLENGE_MIN_FRAMES,
} from '../validators/face-image';

describe('handshake', () => {
  it('takes device info and answers with the SDK session', () => {
    const deviceRequestInfo = {
      platform: 'android',
      platformVersion: '14',
      deviceName: 'Pixel 8',
      userAgent: 'Mozilla/5.0',
    };
    expect(faceHandshakeBodySchema.parse({ deviceRequestInfo })).toEqual({ deviceRequestInfo });
    const data = { sessionToken: 't', sessionKey: 'k', sessionId: 's' };
    expect(faceHandshakeResponseSchema.parse({ data })).toEqual({ data });
  });
});

describe('capture', () => {
  const body = { images: [exampleFaceImage], usesGlasses: false, step: 1 };

  it('takes one base64 JPEG, the glasses flag and the step', () => {
    expect(faceCaptureBodySchema.parse(body)).toEqual(body);
    expect(
      faceCaptureBodySchema.parse({
        ...body,
        images: [`data:image/jpeg;base64,${exampleFaceImage}`],
      }),
    ).toBeTruthy();
    expect(faceCaptureBodySchema.safeParse({ ...body, step: 3 }).success).toBe(false);
  });

  it('answers the face image codes', () => {
    const count = (images: unknown) =>
      firstIssueMessage(faceCaptureBodySchema, { ...body, images });
    expect(count([])).toBe('FACE_IMAGE_INVALID_COUNT');
    expect(count([exampleFaceImage, exampleFaceImage])).toBe('FACE_IMAGE_INVALID_COUNT');
    expect(count('not an array')).toBe('FACE_IMAGE_INVALID_COUNT');
    expect(count(['iVBORw0KGgoAAAANSUhEUg=='])).toBe('FACE_IMAGE_INVALID_TYPE');
    expect(count(['/9j/AAAA'])).toBe('FACE_IMAGE_INVALID_SIZE');
  });
});

describe('burst frames', () => {
  const body = { images: [exampleFaceImage], usesGlasses: false, step: 2 };
  const frames = (value: unknown) =>
    firstIssueMessage(faceCaptureBodySchema, { ...body, frames: value });

  it('takes 1 to 4 more JPEG frames of the capture, or none', () => {
    expect(faceCaptureBodySchema.parse(body)).toEqual(body);
    const burst = [exampleFaceImage, `data:image/jpeg;base64,${exampleFaceImage}`];
    expect(faceCaptureBodySchema.parse({ ...body, frames: burst }).frames).toEqual(burst);
  });

  it('answers the face image codes for a bad burst', () => {
    expect(frames([])).toBe('FACE_IMAGE_INVALID_COUNT');
    expect(frames(Array.from({ length: BURST_MAX_FRAMES + 1 }, () => exampleFaceImage))).toBe(
      'FACE_IMAGE_INVALID_COUNT',
    );
    expect(frames(['iVBORw0KGgoAAAANSUhEUg=='])).toBe('FACE_IMAGE_INVALID_TYPE');
    expect(frames(['/9j/AAAA'])).toBe('FACE_IMAGE_INVALID_SIZE');
    // A frame may not be as big as a photo: 256 KiB at most.
    const big = `/9j/${'A'.repeat(Math.ceil(((BURST_FRAME_MAX_BYTES + 3) * 4) / 3 / 4) * 4 - 4)}`;
    expect(frames([big])).toBe('FACE_IMAGE_INVALID_SIZE');
  });
});

describe('the liveness challenge', () => {
  const challengeId = exampleIds.faceUsageIntentionId;
  const liveness = { images: [exampleFaceImage], usesGlasses: false, step: 2, challengeId };
  const turn = (length: number) => Array.from({ length }, () => exampleFaceImage);
  const issue = (value: unknown) => firstIssueMessage(faceCaptureBodySchema, value);

  it('answers a challenge: its id, the side to turn to and when it expires', () => {
    const data = { challengeId, action: 'turn-left', expiresAt: '2026-11-26T12:00:20.000Z' };
    expect(faceChallengeResponseSchema.parse({ data })).toEqual({ data });
    expect(
      faceChallengeResponseSchema.safeParse({ data: { ...data, action: 'nod' } }).success,
    ).toBe(false);
  });

  it('takes 2 to 6 frames of the turn with a challenge id on the liveness capture', () => {
    const frames = turn(CHALLENGE_MAX_FRAMES);
    expect(faceCaptureBodySchema.parse({ ...liveness, frames })).toEqual({ ...liveness, frames });
    expect(
      faceCaptureBodySchema.parse({ ...liveness, frames: turn(CHALLENGE_MIN_FRAMES) }),
    ).toBeTruthy();
    expect(issue({ ...liveness, frames: turn(CHALLENGE_MIN_FRAMES - 1) })).toBe(
      'FACE_IMAGE_INVALID_COUNT',
    );
    expect(issue({ ...liveness, frames: turn(CHALLENGE_MAX_FRAMES + 1) })).toBe(
      'FACE_IMAGE_INVALID_COUNT',
    );
    expect(issue(liveness)).toBe('FACE_IMAGE_INVALID_COUNT');
  });

  it('keeps a burst without a challenge at 4 frames, and a challenge to the liveness capture', () => {
    const { challengeId: _none, ...burst } = liveness;
    expect(issue({ ...burst, frames: turn(BURST_MAX_FRAMES + 1) })).toBe(
      'FACE_IMAGE_INVALID_COUNT',
    );
    const onFirstPhoto = faceCaptureBodySchema.safeParse({
      ...liveness,
      step: 1,
      frames: turn(CHALLENGE_MIN_FRAMES),
    });
    expect(onFirstPhoto.error?.issues.map((problem) => problem.path)).toEqual([['challengeId']]);
    expect(
      faceCaptureBodySchema.safeParse({ ...liveness, challengeId: 'nope', frames: turn(2) })
        .success,
    ).toBe(false);
  });

  it('checks each frame of the turn as a burst frame', () => {
    expect(firstIssueMessage(challengeFramesSchema, [exampleFaceImage, '/9j/AAAA'])).toBe(
      'FACE_IMAGE_INVALID_SIZE',
    );
    expect(firstIssueMessage(challengeFramesSchema, [exampleFaceImage, 'nope'])).toBe(
      'FACE_IMAGE_INVALID_TYPE',
    );
  });
});

describe('usage and polling', () => {
  const usage = {
    faceUsageIntentionId: exampleIds.faceUsageIntentionId,
    faceUsageIntentionState: 'FINISHED',
    identityVerificationOutcome: 'FAIL',
    usesGlasses: true,
    withGlassesRegistered: false,
    withoutGlassesRegistered: true,
    nextCapture: null,
    livenessAttemptsLimitReached: true,
    expireDays: 7,
  } as const;

  it('parses the face usage answer', () => {
    expect(faceUsageResponseSchema.parse({ data: usage })).toEqual({ data: usage });
    expect(facePollingParamsSchema.safeParse({ id: 'nope' }).success).toBe(false);
  });

  it('counts a face as registered only with every capture it needs', () => {
    expect(isFaceRegistered(usage)).toBe(false);
    expect(isFaceRegistered({ ...usage, withGlassesRegistered: true })).toBe(true);
    expect(isFaceRegistered({ ...usage, usesGlasses: false })).toBe(true);
  });

  it('maps outcomes to done, poll or error', () => {
    expect(faceOutcomeAction('SUCCESS')).toBe('done');
    expect(faceOutcomeAction('PENDING')).toBe('done');
    expect(faceOutcomeAction('PROCESSING')).toBe('poll');
    expect(faceOutcomeAction('NOT_STARTED')).toBe('poll');
    expect(faceOutcomeAction(null)).toBe('poll');
    expect(faceOutcomeAction('FAIL')).toBe('error');
    expect(faceOutcomeAction('INVALID_IMAGE')).toBe('error');
  });
});
