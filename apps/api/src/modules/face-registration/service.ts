// The face registration calls (docs/spec/account-checklist.md §7) over the registration rules
// (registration.ts): the photo decoded and queued, set-face waiting for its
// analysis, polling answered for one's own registration only, once its
// analysis ends or after a short wait (decision 082).
import type {
  FaceCaptureBody,
  FaceChallenge,
  FaceEnrollBody,
  FaceHandshakeResult,
  FaceUsage,
} from '@rosto/contract/schemas/face';
import { isBase64Jpeg, stripJpegDataUrl } from '@rosto/contract/validators/face-image';
import { AppError } from '../../errors';
import type { AnalysisSignal } from './analysis-signal';
import type { FaceIntentionRepository, FaceIntentionRow } from './intention-repository';
import { type FaceRegistration, refusalError, toFaceUsage } from './registration';
import type { FaceSdkSessions } from './sdk-sessions';

/** The face-set timeout of docs/spec/account-checklist.md §9. */
const SET_FACE_WAIT_MS = 20_000;
/**
 * How long a poll waits for an analysis still running before it answers
 * PROCESSING (decision 082): the app polls 2,000 ms after each answer
 * (docs/spec/account-checklist.md §4), so an analysis that ends just after a
 * poll is answered then, not a whole interval later; under the interval, so
 * an app has at most one waiting poll.
 */
const POLL_WAIT_MS = 1_500;
/**
 * How often a waiting call looks at the registration again: an analysis that
 * ends on another instance sends this process no signal.
 */
const RECHECK_MS = 250;

const photoBytes = (image: string) => Buffer.from(stripJpegDataUrl(image), 'base64');

/** The answer for a registration: its refusal as an error, or the registration. */
function usageOrRefusal(row: FaceIntentionRow): FaceUsage {
  if (row.refusal && row.state !== 'PROCESSING') throw refusalError(row.refusal);
  return toFaceUsage(row);
}

export interface FaceDeps {
  registration: Pick<FaceRegistration, 'capture' | 'challenge' | 'enroll'>;
  intentions: Pick<FaceIntentionRepository, 'findIntention'>;
  sdkSessions: Pick<FaceSdkSessions, 'open' | 'consume'>;
  analyses: Pick<AnalysisSignal, 'wait'>;
  /** How long a poll waits for a running analysis (default POLL_WAIT_MS). */
  pollWaitMs?: number;
}

export function createFaceService(deps: FaceDeps) {
  const queueCapture = (userId: string, sessionId: string, body: FaceCaptureBody) =>
    deps.registration.capture(userId, sessionId, {
      image: photoBytes(body.images[0]!),
      frames: body.frames?.map(photoBytes),
      step: body.step,
      usesGlasses: body.usesGlasses,
      wearsGlasses: body.wearsGlasses,
      challengeId: body.challengeId,
    });

  /**
   * The registration once its analysis ended, or as it is after `ms`: woken
   * when the analysis ends in this process, looking again every RECHECK_MS
   * for one that runs elsewhere (the row is the truth, whoever ran it).
   */
  async function settled(row: FaceIntentionRow, ms: number): Promise<FaceIntentionRow> {
    const deadline = Date.now() + ms;
    let current = row;
    while (current.state === 'PROCESSING') {
      const left = deadline - Date.now();
      if (left <= 0) break;
      await deps.analyses.wait(current.id, Math.min(RECHECK_MS, left));
      current = (await deps.intentions.findIntention(current.id)) ?? current;
    }
    return current;
  }

  return {
    /** A session of the native face SDK for this user (sdk-sessions.ts). */
    handshake(userId: string): Promise<FaceHandshakeResult> {
      return deps.sdkSessions.open(userId);
    },

    /**
     * A native face SDK capture (photo and liveness in one), within a session
     * of the handshake: the session is used up before the photo is queued.
     */
    async enroll(userId: string, sessionId: string, body: FaceEnrollBody): Promise<FaceUsage> {
      const { fortfaceSdkData } = body;
      if (!isBase64Jpeg(fortfaceSdkData)) throw new AppError('FACE_IMAGE_INVALID_TYPE');
      await deps.sdkSessions.consume(userId, body);
      return toFaceUsage(
        await deps.registration.enroll(userId, sessionId, photoBytes(fortfaceSdkData)),
      );
    },

    /** A head turn for the liveness capture to answer (decision 062). */
    challenge(userId: string): Promise<FaceChallenge> {
      return deps.registration.challenge(userId);
    },

    /** set-face: queues the photo and waits for its analysis, up to the timeout. */
    async captureAndWait(
      userId: string,
      sessionId: string,
      body: FaceCaptureBody,
    ): Promise<FaceUsage> {
      const queued = await queueCapture(userId, sessionId, body);
      return usageOrRefusal(await settled(queued, SET_FACE_WAIT_MS));
    },

    /** set-face/async: queues the photo and answers at once; the app polls. */
    async capture(userId: string, sessionId: string, body: FaceCaptureBody): Promise<FaceUsage> {
      return toFaceUsage(await queueCapture(userId, sessionId, body));
    },

    /**
     * Polling: the user's own registration, or FACE_USAGE_INTENTION_NOT_FOUND;
     * a running analysis is waited for up to `pollWaitMs`.
     */
    async usage(userId: string, intentionId: string): Promise<FaceUsage> {
      const row = await deps.intentions.findIntention(intentionId);
      if (!row || row.userId !== userId) throw new AppError('FACE_USAGE_INTENTION_NOT_FOUND');
      return usageOrRefusal(await settled(row, deps.pollWaitMs ?? POLL_WAIT_MS));
    },
  };
}
export type FaceService = ReturnType<typeof createFaceService>;
