// Face registration steps for API tests: photos come from the shared face set
// (../shared/faces), sent as the app sends them (base64 JPEG).
import { createFaceNotices } from '../src/modules/face-review/notices';
import { type FaceReview, createFaceReview } from '../src/modules/face-review/review';
import { createFaceReviewRepository } from '../src/modules/face-review/review-repository';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { FaceChallenge, FaceUsage } from '@rosto/contract/schemas/face';
import type { CreateSandboxUserBodyInput } from '@rosto/contract/schemas/sandbox';
import type { UserProfile } from '@rosto/contract/schemas/user';
import type { App } from '../src/app';
import { readSharedFace } from '../src/face-engine/testing/shared-faces';
import type { DatabaseHandle } from '../src/db/client';
import { OnnxFaceEngine } from '../src/face-engine/onnx-engine';
import { type FakeClock, bearer, fakeClock, startTestApp } from './app';
import { createTestDatabase } from './database';
import { turnFrames } from './challenge';
import { sandboxUser } from './entrance';

export interface FaceTestContext {
  engine: OnnxFaceEngine;
  database: DatabaseHandle;
  app: App;
  /** Stands still unless advanced: captures at one instant belong together. */
  clock: FakeClock;
}

/**
 * One real face engine, database and app (jobs polled every 100 ms) for a
 * describe block; the returned object is filled in beforeAll.
 */
export function useFaceTestApp(): FaceTestContext {
  const context = {} as FaceTestContext;
  beforeAll(async () => {
    context.engine = await OnnxFaceEngine.create();
    context.database = await createTestDatabase();
    context.clock = fakeClock();
    context.app = await startTestApp(context.database, {
      faceEngine: context.engine,
      clock: context.clock,
      faceJobs: { pollMs: 100 },
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    await context.engine?.close();
  });
  return context;
}

/** Photos of the shared set and what the engine makes of them (see the face decision record). */
export const faces = {
  /** One person, live, good quality: a capture pair that registers. */
  personA: ['stock-emotions-a-1.jpg', 'stock-emotions-a-3.jpg', 'stock-emotions-a-4.jpg'],
  /** Step 2 is the photo with the higher liveness score. */
  personB: ['stock-emotions-b-2.jpg', 'stock-emotions-b-8.jpg'],
  /** A third person (both photos live), enrolled only by the face-change notice test. */
  personC: ['person-vlado.jpg', 'person-vlado5.jpg'],
  other: 'person-nicole.jpg',
  /** A printed photo held to a camera: judged an attack (../shared/faces-attacks). */
  notLive: 'faces-attacks/vietmoney-attack-03.jpg',
  /** A printed photo the passive check alone judges live (issue 28's regression). */
  livePrint: 'faces-attacks/vietmoney-attack-01.jpg',
  noFace: 'no-face-background.jpg',
  group: 'several-group-2.jpg',
  blurred: 'person-lauren.jpg',
} as const;

export const photoBase64 = (file: string): string => readSharedFace(file).toString('base64');

export async function newFaceUser(
  app: App,
  body: CreateSandboxUserBodyInput = {},
): Promise<{ token: string; profile: UserProfile }> {
  return sandboxUser(app, {
    mustRegisterFace: true,
    faceStatus: 'NOT_STARTED',
    biometricConsent: true,
    ...body,
  });
}

export interface PhotoOptions {
  step?: 1 | 2;
  usesGlasses?: boolean;
  wearsGlasses?: boolean;
  /** set-face waits for the analysis; set-face/async (default) does not. */
  sync?: boolean;
  /** The capture's burst frames, base64 JPEG (decision 038). */
  frames?: string[];
  /** Step 2: the liveness challenge the frames answer (decision 062). */
  challengeId?: string;
}

export function sendPhoto(
  app: App,
  token: string,
  file: string | Buffer,
  options: PhotoOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: options.sync ? '/api/user/set-face' : '/api/user/set-face/async',
    headers: bearer(token),
    payload: {
      images: [typeof file === 'string' ? photoBase64(file) : file.toString('base64')],
      usesGlasses: options.usesGlasses ?? false,
      step: options.step ?? 1,
      ...(options.frames ? { frames: options.frames } : {}),
      ...(options.challengeId ? { challengeId: options.challengeId } : {}),
      ...(options.wearsGlasses === undefined ? {} : { wearsGlasses: options.wearsGlasses }),
    },
  });
}

export function poll(app: App, token: string, id: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api/user/set-face/polling/${id}`,
    headers: bearer(token),
  });
}

/** Polls (every 50 ms, as the app does every 2 s) until the analysis is over; the last answer. */
export async function analysed(
  app: App,
  token: string,
  id: string,
  timeoutMs = 20_000,
): Promise<LightMyRequestResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await poll(app, token, id);
    const state =
      response.statusCode === 200
        ? response.json<{ data: FaceUsage }>().data.faceUsageIntentionState
        : null;
    if (state !== 'PROCESSING') return response;
    if (Date.now() > deadline) throw new Error(`analysis of ${id} still running`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sends a photo and waits for its analysis. */
export async function capture(
  app: App,
  token: string,
  file: string | Buffer,
  options: PhotoOptions = {},
): Promise<LightMyRequestResponse> {
  const sent = await sendPhoto(app, token, file, options);
  if (sent.statusCode !== 200) return sent;
  return analysed(app, token, sent.json<{ data: FaceUsage }>().data.faceUsageIntentionId);
}

/**
 * The liveness capture (step 2) as the app takes it: a head-turn challenge
 * asked, then `file` with the frames of that turn (test/challenge.ts), so
 * that the face enrols without a person's review (decision 064); analysed.
 */
export async function livenessCapture(
  ctx: Pick<FaceTestContext, 'app' | 'engine'>,
  token: string,
  file: string,
  options: Omit<PhotoOptions, 'step' | 'frames' | 'challengeId'> = {},
): Promise<LightMyRequestResponse> {
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/set-face/challenge',
    headers: bearer(token),
  });
  if (asked.statusCode !== 200) return asked;
  const challenge = asked.json<{ data: FaceChallenge }>().data;
  const frames = await turnFrames(ctx.engine, file, challenge.action);
  return capture(ctx.app, token, file, {
    ...options,
    step: 2,
    frames,
    challengeId: challenge.challengeId,
  });
}

/** A capture pair (photo, then the liveness capture with its head turn), each analysed; the last answer. */
export async function capturePair(
  ctx: Pick<FaceTestContext, 'app' | 'engine'>,
  token: string,
  [photo, liveness]: readonly [string, string, ...string[]],
): Promise<LightMyRequestResponse> {
  const first = await capture(ctx.app, token, photo);
  if (first.statusCode !== 200) return first;
  return livenessCapture(ctx, token, liveness);
}

/**
 * The SMS texts the sandbox sent to a phone, oldest first, once there are at
 * least `count` (face notices go out just after the analysis ends).
 */
export async function smsTo(
  app: App,
  phoneDigits: string,
  count: number,
  timeoutMs = 5_000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/sandbox/outbox?to=${encodeURIComponent(phoneDigits)}`,
    });
    const bodies = response
      .json<{ data: { channel: string; body: string }[] }>()
      .data.filter((item) => item.channel === 'sms')
      .map((item) => item.body)
      .reverse();
    if (bodies.length >= count || Date.now() > deadline) return bodies;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The SMS code of a step-up, read from the sandbox outbox. */
const STEP_UP_CODE = /trocar o rosto cadastrado é (\d{6})\./u;

/**
 * Confirms a step-up (decision 023) as the app does: the PIN when given, then
 * the code the sandbox "sent"; answers the step-up's id.
 */
export async function confirmStepUp(
  app: App,
  token: string,
  options: { pin?: string; deviceUUID?: string } = {},
): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/user/set-face/step-up',
    headers: bearer(token),
    payload: {
      deviceUUID: options.deviceUUID ?? randomUUID(),
      ...(options.pin ? { pin: options.pin } : {}),
    },
  });
  if (started.statusCode !== 200) throw new Error(started.body);
  const { stepUpId } = started.json<{ data: { stepUpId: string } }>().data;
  const profile = await app.inject({
    method: 'GET',
    url: '/api/user/profile',
    headers: bearer(token),
  });
  const digits = profile.json<{ data: UserProfile }>().data.phone!.number;
  const outbox = await app.inject({
    method: 'GET',
    url: `/api/sandbox/outbox?to=${encodeURIComponent(digits)}`,
  });
  const code = STEP_UP_CODE.exec(
    outbox.json<{ data: { body: string }[] }>().data[0]?.body ?? '',
  )?.[1];
  if (!code) throw new Error('no step-up code in the outbox');
  const confirmed = await app.inject({
    method: 'PUT',
    url: '/api/user/set-face/step-up',
    headers: bearer(token),
    payload: { stepUpId, otp: code },
  });
  if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
  return stepUpId;
}

/** The face review (decision 010) as the operator command runs it, on the app's database and SMS. */
export function faceReviewOf(app: App, now: () => Date): FaceReview {
  return createFaceReview({
    reviews: createFaceReviewRepository(app.db),
    notices: createFaceNotices({
      users: app.usersRepository,
      sms: app.messaging.sms,
      log: app.log,
    }),
    now,
  });
}
