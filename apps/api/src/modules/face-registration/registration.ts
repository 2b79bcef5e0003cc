// Face registration (docs/spec/account-checklist.md §2 face capture, §4 face outcomes): each photo
// is queued for analysis; the analysis moves the user's registration on.
//
//   step 1 photo ──► one face, good quality?  ──► CAPTURING, next: step 2
//   step 2 photo ──► same person as step 1, live? ──► template saved
//                    ──► glasses wearers: next step 1 with glasses; else FINISHED
//
// A refused photo keeps the registration CAPTURING with the refusal, which
// polling answers as its catalogue code. Failed liveness checks count; at the
// limit new captures are refused for some days.
//
// Replacing a face already enrolled (decision 023) needs a confirmed step-up of
// the session (face-step-up/step-ups.ts) for every photo; the new face is compared with the
// old one: the same person replaces it, anyone else waits for an operator's
// review with the old face still the active one.
import type { FaceChallenge, FaceUsage } from '@rosto/contract/schemas/face';
import type { ErrorCode } from '@rosto/contract/errors';
import type { FaceRefusal, NextCapture } from '../../db/schema';
import { AppError } from '../../errors';
import type { UsersRepository } from '../user/repository';
import { enrolmentLiveness, enrolmentRefusal } from '../../face-engine/policy';
import {
  type FaceFeatures,
  descriptorFromBytes,
  descriptorToBytes,
  embeddingFromBytes,
  embeddingToBytes,
  faceScore,
  findDuplicateFaces,
  isSamePerson,
} from '../../face-engine/similarity';
import {
  type AnalyseResult,
  type FaceAnalysis,
  FaceEngineError,
  type FaceEngine,
  hasFace,
} from '../../face-engine/types';
import type { FaceChallenges } from '../face-challenge/challenges';
import type { FaceReplayGuard } from '../face-replay/service';
import { challengeOutcome } from '../face-challenge/outcome';
import type { FaceSearch } from '../face-search/face-search';
import { openFrames, openImage, sealFrames, sealImage } from '../../face-images/image-crypto';
import { type RelativeBox, cropProfilePictures } from '../../face-images/profile-pictures';
import type {
  FaceIntentionChanges,
  FaceIntentionRepository,
  FaceIntentionRow,
} from './intention-repository';
import type { FaceJobRow } from './job-repository';
import type { LeaseRunner } from '../../jobs/lease-runner';
import type { BiometricConsentRepository } from './consent-repository';
import type { FaceNotices } from '../face-review/notices';
import type { FaceStepUps } from '../face-step-up/step-ups';
import type { FaceTemplateRepository, TemplateStanding } from '../face-search/template-repository';

/** Failed liveness checks allowed within the window before captures are blocked. */
export const LIVENESS_MAX_FAILURES = 3;
export const LIVENESS_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How long captures stay blocked after the last failure that reached the limit. */
export const LIVENESS_BLOCK_DAYS = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Failures worth retrying on another attempt (the engine was busy or a worker died). */
const TRANSIENT_CODES = new Set(['FACE_SERVICE_UNAVAILABLE', 'FACE_SERVICE_ERROR']);

export interface CaptureInput {
  image: Buffer;
  /** More frames of the capture (decision 038): evidence that can only raise confidence. */
  frames?: Buffer[] | undefined;
  step: 1 | 2;
  usesGlasses: boolean;
  wearsGlasses?: boolean | undefined;
  /** Step 2: the challenge the frames answer (decision 062). */
  challengeId?: string | undefined;
}

export interface FaceRegistrationDeps {
  intentions: FaceIntentionRepository;
  templates: Pick<
    FaceTemplateRepository,
    | 'templateFeatures'
    | 'saveTemplate'
    | 'duplicateFlags'
    | 'hadFaceBefore'
    | 'hasActiveFaceOutside'
    | 'activeFaces'
    | 'awaitsReviewIn'
  >;
  stepUps: Pick<FaceStepUps, 'requireGrant' | 'markUsed'>;
  /** The head turn the liveness capture may answer (decision 062). */
  challenges: Pick<FaceChallenges, 'forEnrolment' | 'use' | 'record'>;
  /** A challenge's turn recorded before, for this customer, fails it (decision 063). */
  replays: Pick<FaceReplayGuard, 'fingerprints' | 'replayed'>;
  /** No photo is analysed without the consent to biometric processing (LGPD art. 11). */
  consents: Pick<BiometricConsentRepository, 'hasConsent'>;
  users: Pick<UsersRepository, 'findById' | 'updateFace'>;
  engine: FaceEngine;
  search: () => Promise<FaceSearch>;
  imageKey: Buffer;
  now: () => Date;
  /** The job runner: a photo's analysis starts at once when it has a free slot (decision 082). */
  jobs: Pick<LeaseRunner<FaceJobRow>, 'queue'>;
  /** The owner's SMS when the face changes (decision 021); never throws. */
  notices: Pick<FaceNotices, 'send'>;
}

export function toFaceUsage(row: FaceIntentionRow): FaceUsage {
  return {
    faceUsageIntentionId: row.id,
    faceUsageIntentionState: row.state,
    identityVerificationOutcome:
      row.state === 'PROCESSING' ? 'PROCESSING' : row.state === 'FINISHED' ? row.outcome : null,
    usesGlasses: row.wearsGlasses,
    withGlassesRegistered: row.withGlassesRegistered,
    withoutGlassesRegistered: row.withoutGlassesRegistered,
    nextCapture: row.state === 'CAPTURING' ? row.nextCapture : null,
    livenessAttemptsLimitReached: row.refusal?.code === 'LIVENESS_ATTEMPTS_LIMIT_REACHED',
    expireDays:
      typeof row.refusal?.additionalData?.expireDays === 'number'
        ? row.refusal.additionalData.expireDays
        : null,
  };
}

/** The refusal kept on a registration, as the error the API answers with. */
export function refusalError(refusal: FaceRefusal): AppError {
  return new AppError(
    refusal.code,
    refusal.additionalData ? { additionalData: refusal.additionalData } : {},
  );
}

/** The analysed face's box as fractions of the photo (the size the engine saw it at). */
function relativeBox(result: FaceAnalysis): RelativeBox {
  const { box } = result.faces[0]!;
  const { width, height } = result.image;
  return {
    x: box.x / width,
    y: box.y / height,
    width: box.width / width,
    height: box.height / height,
  };
}

/** The step-1 photo of a capture pair, kept (sealed) until its liveness photo arrives. */
interface FirstPhoto extends FaceFeatures {
  image: Buffer;
  box: RelativeBox;
}

/** How many of the closest faces by embedding the fused score checks for duplicates. */
const DUPLICATE_CANDIDATES = 20;

const clearPending = {
  pendingImage: null,
  pendingEmbedding: null,
  pendingDescriptor: null,
  pendingBox: null,
} as const;

/** Element-wise mean of two descriptors. */
function meanVector(a: Float32Array, b: Float32Array): Float32Array {
  return a.map((value, i) => (value + b[i]!) / 2);
}

function meanEmbedding(a: Float32Array, b: Float32Array): Float32Array {
  const mean = new Float32Array(a.length);
  let norm = 0;
  for (let i = 0; i < a.length; i += 1) {
    mean[i] = a[i]! + b[i]!;
    norm += mean[i]! * mean[i]!;
  }
  norm = Math.sqrt(norm);
  for (let i = 0; i < a.length; i += 1) mean[i]! /= norm;
  return mean;
}

export function createFaceRegistration(deps: FaceRegistrationDeps) {
  const { intentions, templates, users, engine, imageKey, now } = deps;

  /**
   * Queues a photo's analysis (the registration PROCESSING, its job written):
   * claimed by this process in the same write and started in the request when
   * the runner has a slot, else left for the first runner free (decision 082).
   * Null when the registration was not waiting for a photo.
   */
  async function queueAnalysis(
    ...[intentionId, changes, job, at]: Parameters<FaceIntentionRepository['queueAnalysis']>
  ): Promise<FaceIntentionRow | null> {
    const written: { intention: FaceIntentionRow | null } = { intention: null };
    await deps.jobs.queue(async (claim) => {
      const queued = await intentions.queueAnalysis(intentionId, changes, job, at, claim);
      written.intention = queued?.intention ?? null;
      return queued?.job ?? null;
    });
    return written.intention;
  }

  /** Days left of a liveness block, or 0. */
  async function livenessBlockDays(userId: string, at: Date): Promise<number> {
    const { failures, last } = await intentions.livenessFailuresSince(
      userId,
      new Date(at.getTime() - LIVENESS_WINDOW_MS),
    );
    if (failures < LIVENESS_MAX_FAILURES || !last) return 0;
    const until = last.getTime() + LIVENESS_BLOCK_DAYS * DAY_MS;
    return until > at.getTime() ? Math.ceil((until - at.getTime()) / DAY_MS) : 0;
  }

  async function refuseIfBlocked(userId: string, at: Date): Promise<void> {
    const expireDays = await livenessBlockDays(userId, at);
    if (expireDays > 0) {
      throw new AppError('LIVENESS_ATTEMPTS_LIMIT_REACHED', { additionalData: { expireDays } });
    }
  }

  /**
   * Whether this registration replaces a face the user has: another
   * registration's face is active, or it already runs under a step-up (its
   * first pair may have replaced the only old face by now).
   */
  const isReplacement = async (intention: Pick<FaceIntentionRow, 'id' | 'userId' | 'stepUpId'>) =>
    intention.stepUpId !== null ||
    (await templates.hasActiveFaceOutside(intention.userId, intention.id));

  /** Whether the user's next photo would replace an enrolled face (and so needs a step-up). */
  async function replacesFace(userId: string): Promise<boolean> {
    const open = await intentions.findOpenIntention(userId);
    return open ? isReplacement(open) : templates.hasActiveFaceOutside(userId);
  }

  /**
   * The registration a photo goes to, refused while a photo of it is analysed;
   * a replacement runs under the session's confirmed step-up (or is refused).
   */
  async function intentionForPhoto(
    userId: string,
    sessionId: string,
    at: Date,
  ): Promise<{ intention: FaceIntentionRow; stepUp: FaceIntentionChanges }> {
    if (!(await deps.consents.hasConsent(userId))) {
      throw new AppError('BIOMETRIC_CONSENT_REQUIRED');
    }
    await refuseIfBlocked(userId, at);
    const intention = await intentions.openIntention(userId, at);
    if (intention.state === 'PROCESSING') throw new AppError('FACE_CAPTURE_OUT_OF_ORDER');
    if (!(await isReplacement(intention))) return { intention, stepUp: {} };
    return {
      intention,
      stepUp: { stepUpId: await deps.stepUps.requireGrant(userId, sessionId, at) },
    };
  }

  /** Queues one photo of the user's registration; answers the registration as it is now. */
  async function capture(
    userId: string,
    sessionId: string,
    input: CaptureInput,
  ): Promise<FaceIntentionRow> {
    const at = now();
    const { intention, stepUp } = await intentionForPhoto(userId, sessionId, at);
    const changes: FaceIntentionChanges = { ...stepUp };
    if (input.step === 2) {
      const next = intention.nextCapture;
      if (
        next?.step !== 2 ||
        next.usesGlasses !== input.usesGlasses ||
        !intention.pendingEmbedding
      ) {
        throw new AppError('FACE_CAPTURE_OUT_OF_ORDER');
      }
    } else {
      // A step-1 photo (re)starts a capture pair, whatever came before.
      Object.assign(changes, clearPending);
      if (input.wearsGlasses !== undefined) changes.wearsGlasses = input.wearsGlasses;
    }
    // Used up here, in the request, so that it counts once whatever becomes
    // of the job; its action travels with the job (decision 062).
    const used =
      input.step === 2 && input.challengeId !== undefined
        ? await deps.challenges.use(input.challengeId, { userId, paymentId: null })
        : null;
    const challenge =
      used?.status === 'open' && !(await replayedTurn(userId, used.id, input)) ? used : null;
    // Frames sent for a challenge that is unknown, expired, used or replayed
    // prove nothing: the photo is judged alone, as without a burst.
    const frames = used && !challenge ? [] : (input.frames ?? []);
    const queued = await queueAnalysis(
      intention.id,
      changes,
      {
        kind: 'capture',
        step: input.step,
        usesGlasses: input.usesGlasses,
        image: sealImage(imageKey, input.image),
        frames: frames.length > 0 ? sealFrames(imageKey, frames) : null,
        ...(challenge ? { challengeId: challenge.id, challengeAction: challenge.action } : {}),
      },
      at,
    );
    if (!queued) throw new AppError('FACE_CAPTURE_OUT_OF_ORDER');
    return queued;
  }

  /**
   * A head turn for the liveness capture (decision 062), once the registration
   * waits for that capture: FACE_CAPTURE_OUT_OF_ORDER before, and the liveness
   * block's answer while it lasts.
   */
  async function challenge(userId: string): Promise<FaceChallenge> {
    await refuseIfBlocked(userId, now());
    const open = await intentions.findOpenIntention(userId);
    if (open?.state !== 'CAPTURING' || open.nextCapture?.step !== 2) {
      throw new AppError('FACE_CAPTURE_OUT_OF_ORDER');
    }
    return deps.challenges.forEnrolment(userId);
  }

  /**
   * Whether the photo or frames answering a challenge were sent before for
   * this customer, at a till or another challenge (decision 063): the
   * challenge then fails, recorded as replayed, and the capture is judged as
   * without it. The challenge's id keys the capture, so the check remembers them.
   */
  async function replayedTurn(
    userId: string,
    challengeId: string,
    input: CaptureInput,
  ): Promise<boolean> {
    const prints = await deps.replays.fingerprints([input.image, ...(input.frames ?? [])]);
    const replayed = await deps.replays.replayed('customer', userId, challengeId, prints);
    if (replayed) await deps.challenges.record(challengeId, 'enrolment', 'replayed');
    return replayed;
  }

  /** Records what the challenge of a liveness capture came to, if it answered one. */
  async function recordChallenge(
    job: FaceJobRow,
    second: AnalyseResult,
    first: FaceFeatures | null,
  ): Promise<void> {
    if (!job.challengeId) return;
    await deps.challenges.record(
      job.challengeId,
      'enrolment',
      challengeOutcome(second, first ? [first] : []),
    );
  }

  /** A native face SDK capture: photo and liveness in one (step 1 and 2 on one photo). */
  async function enroll(
    userId: string,
    sessionId: string,
    image: Buffer,
  ): Promise<FaceIntentionRow> {
    const at = now();
    const { intention, stepUp } = await intentionForPhoto(userId, sessionId, at);
    const usesGlasses = intention.nextCapture?.usesGlasses ?? false;
    const queued = await queueAnalysis(
      intention.id,
      { ...clearPending, ...stepUp },
      { kind: 'enroll', step: 1, usesGlasses, image: sealImage(imageKey, image) },
      at,
    );
    if (!queued) throw new AppError('FACE_CAPTURE_OUT_OF_ORDER');
    return queued;
  }

  /** Ends an analysis with a refusal; the user may capture again from `next`. */
  async function refuse(
    intention: FaceIntentionRow,
    code: ErrorCode,
    next: NextCapture,
    extra: FaceIntentionChanges = {},
  ): Promise<void> {
    await intentions.updateIntention(
      intention.id,
      {
        state: 'CAPTURING',
        nextCapture: next,
        refusal: { code },
        outcome: 'INVALID_IMAGE',
        ...extra,
      },
      now(),
    );
  }

  async function failLiveness(intention: FaceIntentionRow, score: number, job: FaceJobRow) {
    const at = now();
    await intentions.recordLivenessFailure(intention.userId, score, at);
    const expireDays = await livenessBlockDays(intention.userId, at);
    // A failed replacement leaves the enrolled face as it was: no stranger's
    // failed attempt may take the owner's face out of use.
    const replacing = await isReplacement(intention);
    if (expireDays > 0) {
      await intentions.finishIntention(
        intention,
        {
          ...clearPending,
          outcome: 'FAIL',
          nextCapture: null,
          refusal: { code: 'LIVENESS_ATTEMPTS_LIMIT_REACHED', additionalData: { expireDays } },
        },
        replacing ? {} : { faceStatus: 'FAIL' },
        at,
      );
      return;
    }
    if (!replacing) await users.updateFace(intention.userId, { faceStatus: 'FAIL' });
    await refuse(
      intention,
      'FACE_LIVENESS_FAILED',
      { step: 1, usesGlasses: job.usesGlasses },
      { ...clearPending, outcome: 'FAIL' },
    );
  }

  /** Saves the face of a passed capture pair and decides what comes next. */
  async function enrolFace(
    intention: FaceIntentionRow,
    job: FaceJobRow,
    first: FirstPhoto,
    second: FaceAnalysis,
  ): Promise<void> {
    const face: FaceFeatures = {
      embedding: meanEmbedding(first.embedding, second.embedding),
      descriptor: first.descriptor
        ? meanVector(first.descriptor, second.descriptor)
        : second.descriptor,
    };
    // The search narrows by embedding; the fused score decides among the closest.
    const search = await deps.search();
    const closest = await search.nearest(face.embedding, DUPLICATE_CANDIDATES);
    const duplicates = findDuplicateFaces(
      face,
      await templates.templateFeatures(closest.map((match) => match.templateId)),
      { exceptUserId: intention.userId },
    );
    const pictures = await cropProfilePictures(openImage(imageKey, first.image), first.box);
    const at = now();
    const replacing = await replacementStanding(intention, face);
    // A replacement under review is reviewed anyway; else an unsure liveness check asks for it.
    const standing: TemplateStanding =
      !replacing.awaitingReview && enrolmentLiveness(second) === 'review'
        ? { awaitingReview: true, reason: 'liveness' }
        : replacing;
    // A face a person must look at keeps what the liveness check saw (the pair's
    // second photo and its burst) until the review ends (decision 051). A
    // single-photo capture's liveness photo is the enrolment photo itself.
    const shownToReviewer =
      (standing.awaitingReview || duplicates.length > 0) && job.kind === 'capture'
        ? { livenessPhoto: job.image, burstFrames: job.frames }
        : {};
    await templates.saveTemplate(
      {
        userId: intention.userId,
        intentionId: intention.id,
        usesGlasses: job.usesGlasses,
        embedding: Buffer.from(embeddingToBytes(face.embedding)),
        descriptor: face.descriptor ? Buffer.from(descriptorToBytes(face.descriptor)) : null,
        image: first.image,
        pictures: sealImage(imageKey, Buffer.from(JSON.stringify(pictures))),
        faceBox: first.box,
        livenessScore: second.liveness.score,
        livenessDetail: {
          models: second.liveness.models,
          burst: second.burst,
          challenge: second.challenge,
        },
        ...shownToReviewer,
      },
      standing,
      face.embedding,
      duplicates.map(({ userId, score }) => ({ userId, similarity: score })),
      search.kind === 'pgvector',
      at,
    );
    const registered = {
      withGlassesRegistered: intention.withGlassesRegistered || job.usesGlasses,
      withoutGlassesRegistered: intention.withoutGlassesRegistered || !job.usesGlasses,
    };
    const restart = { ...clearPending, refusal: null };
    if (intention.wearsGlasses && !registered.withGlassesRegistered) {
      await intentions.updateIntention(
        intention.id,
        {
          ...restart,
          ...registered,
          state: 'CAPTURING',
          outcome: null,
          nextCapture: { step: 1, usesGlasses: true },
        },
        at,
      );
      return;
    }
    if (intention.stepUpId) await deps.stepUps.markUsed(intention.stepUpId, at);
    // A face awaiting review (another person replacing the face, or a liveness
    // check that could not tell): a replacement leaves the old face active and
    // the status as it is; a first face puts the status in review ("pre-approved").
    if (standing.awaitingReview || (await templates.awaitsReviewIn(intention.id))) {
      const replacement = await isReplacement(intention);
      await intentions.finishIntention(
        intention,
        { ...restart, ...registered, outcome: 'PROCESSING', nextCapture: null },
        replacement
          ? {}
          : {
              faceStatus: 'PROCESSING',
              mustRegisterFace: false,
              usesGlasses: intention.wearsGlasses,
            },
        at,
      );
      await deps.notices.send(
        intention.userId,
        replacement ? 'replacement-pending' : 'pending',
        at,
      );
      return;
    }
    // A face like another user's waits for a person's review ("pre-approved").
    const flags = await templates.duplicateFlags(intention.userId);
    const outcome = flags.some((flag) => !flag.reviewedAt) ? 'PROCESSING' : 'SUCCESS';
    const user = await users.findById(intention.userId);
    const replaced = await templates.hadFaceBefore(intention.userId, intention.createdAt);
    await intentions.finishIntention(
      intention,
      { ...restart, ...registered, outcome, nextCapture: null },
      {
        faceStatus: outcome,
        mustRegisterFace: false,
        usesGlasses: intention.wearsGlasses,
        ...(user?.privateLabelEnabled ? { privateLabelHasEncodings: true } : {}),
      },
      at,
    );
    // Only once the face is saved: a failed SMS is logged and changes nothing.
    await deps.notices.send(
      intention.userId,
      outcome === 'PROCESSING' ? 'pending' : replaced ? 'replaced' : 'enrolled',
      at,
    );
  }

  /**
   * How a new face of this registration is saved: active, unless it replaces
   * an enrolled face it does not look like (then it awaits review, decision 023).
   */
  async function replacementStanding(
    intention: FaceIntentionRow,
    face: FaceFeatures,
  ): Promise<TemplateStanding> {
    if (!(await isReplacement(intention))) return { awaitingReview: false };
    // The faces active now: the old ones, and a pair of this registration that
    // already proved to be the same person.
    const previous = await templates.activeFaces(intention.userId);
    if (previous.length === 0 || previous.some((old) => isSamePerson(face, old))) {
      return { awaitingReview: false };
    }
    return {
      awaitingReview: true,
      reason: 'replacement',
      previousFaceScore: Math.max(...previous.map((old) => faceScore(face, old))),
    };
  }

  /**
   * Analyses one queued photo. Throws only for failures worth another attempt.
   * `holdLease` renews the job's lease before anything is saved; it throws when
   * the lease ran out while the engine worked (another instance may have the job).
   */
  async function process(job: FaceJobRow, holdLease: () => Promise<void>): Promise<void> {
    const intention = await intentions.findIntention(job.intentionId);
    if (!intention || intention.state !== 'PROCESSING' || !job.image) return;
    const photo = openImage(imageKey, job.image);
    let result;
    try {
      result = await engine.analyse(photo, {
        frames: job.frames ? openFrames(imageKey, job.frames) : [],
        // The frames are then the turn the challenge asked for (decision 062).
        ...(job.challengeAction ? { challenge: job.challengeAction } : {}),
      });
    } catch (error) {
      await holdLease();
      if (error instanceof FaceEngineError && !TRANSIENT_CODES.has(error.code)) {
        await refuse(intention, error.code, {
          step: job.step,
          usesGlasses: job.usesGlasses,
        });
        return;
      }
      throw error;
    }
    await holdLease();
    const sameStep = { step: job.step, usesGlasses: job.usesGlasses };

    if (job.step === 1) {
      const refusal = enrolmentRefusal(result);
      if (refusal || !hasFace(result)) {
        await refuse(intention, refusal ?? 'FACE_REGISTER_NO_FACE_FOUND', sameStep);
        return;
      }
      const first: FirstPhoto = {
        image: job.image,
        embedding: result.embedding,
        descriptor: result.descriptor,
        box: relativeBox(result),
      };
      if (job.kind === 'enroll') {
        await checkSecondPhoto(intention, job, first, result);
        return;
      }
      await intentions.updateIntention(
        intention.id,
        {
          state: 'CAPTURING',
          nextCapture: { step: 2, usesGlasses: job.usesGlasses },
          outcome: null,
          pendingImage: job.image,
          pendingEmbedding: Buffer.from(embeddingToBytes(result.embedding)),
          pendingDescriptor: Buffer.from(descriptorToBytes(result.descriptor)),
          pendingBox: first.box,
        },
        now(),
      );
      return;
    }

    if (!intention.pendingEmbedding || !intention.pendingImage || !intention.pendingBox) {
      await refuse(intention, 'FACE_CAPTURE_OUT_OF_ORDER', {
        step: 1,
        usesGlasses: job.usesGlasses,
      });
      return;
    }
    const refusal = enrolmentRefusal(result);
    // The liveness photo is taken on the move: only a missing or extra face refuses it.
    const first: FirstPhoto = {
      image: intention.pendingImage,
      embedding: embeddingFromBytes(intention.pendingEmbedding),
      // Null for a pair started before the descriptor existed: compared by embedding alone.
      descriptor: intention.pendingDescriptor
        ? descriptorFromBytes(intention.pendingDescriptor)
        : null,
      box: intention.pendingBox,
    };
    await recordChallenge(job, result, first);
    if (
      refusal === 'FACE_REGISTER_NO_FACE_FOUND' ||
      refusal === 'FACE_REGISTER_MORE_THEN_ONE_FACE_FOUND' ||
      !hasFace(result)
    ) {
      await refuse(intention, refusal ?? 'FACE_REGISTER_NO_FACE_FOUND', sameStep);
      return;
    }
    await checkSecondPhoto(intention, job, first, result);
  }

  /** The liveness photo: the same person as the first, and a live one. */
  async function checkSecondPhoto(
    intention: FaceIntentionRow,
    job: FaceJobRow,
    first: FirstPhoto,
    second: FaceAnalysis,
  ): Promise<void> {
    if (!isSamePerson(first, second)) {
      await refuse(
        intention,
        'NOT_SAME_PERSON',
        { step: 1, usesGlasses: job.usesGlasses },
        clearPending,
      );
      return;
    }
    // A photo judged an attack fails (and counts towards the block); one the
    // models cannot judge (too small) or are unsure of waits for review (decision 037).
    if (enrolmentLiveness(second) === 'refuse') {
      await failLiveness(intention, second.liveness.score, job);
      return;
    }
    await enrolFace(intention, job, first, second);
  }

  /** A job that failed on every attempt: the user is told to try again. */
  async function giveUp(job: FaceJobRow): Promise<void> {
    const intention = await intentions.findIntention(job.intentionId);
    if (!intention || intention.state !== 'PROCESSING') return;
    await refuse(intention, 'FACE_SERVICE_ERROR', {
      step: job.step,
      usesGlasses: job.usesGlasses,
    });
  }

  return { capture, challenge, enroll, process, giveUp, livenessBlockDays, replacesFace };
}

export type FaceRegistration = ReturnType<typeof createFaceRegistration>;
