// The screens of one face capture (docs/spec/account-checklist.md §2, §4, §8) as a pure state
// machine: instructions (and the biometric consent given there), then the host
// app's capture or the web camera, the capture the server asks for next (on
// the web camera the liveness capture answers a head turn, decision 062), and
// each ending that stays on the page.
// No React, no requests, no storage: the hook (hooks/use-face-capture-flow.ts)
// sends the events and runs the effects (uploads, navigation, analytics).
import type { ErrorCode } from '@rosto/contract/errors';
import type { FaceChallenge, FaceSetAsyncBody, FaceUsage } from '@rosto/contract/schemas/face';
import {
  BURST_MAX_FRAMES,
  CHALLENGE_MAX_FRAMES,
  CHALLENGE_MIN_FRAMES,
} from '@rosto/contract/validators/face-image';
import type { FaceStatus } from '@rosto/contract/schemas/user';
import {
  errorReaction,
  FIRST_CAPTURE,
  profileOutcomeSucceeded,
  type CaptureStep,
  type FaceOrigin,
} from '../utils/face-outcome';
import type { NativeCaptureMode } from '../utils/native-capture';

export type FlowPhase =
  | { name: 'instructions' }
  | { name: 'camera' }
  | { name: 'native'; mode: NativeCaptureMode }
  | { name: 'unavailable' }
  | { name: 'failed'; code: ErrorCode }
  | { name: 'profile-success' }
  /** code null: the analysis finished with a failed outcome. */
  | { name: 'profile-error'; code: ErrorCode | null };

/**
 * How long a challenge lives (decision 062's CHALLENGE_TTL_MS): counted on
 * this device from the moment it was asked, which comes before the server
 * issued it, so a phone whose clock is wrong never outlasts it.
 */
export const CHALLENGE_LIFE_MS = 20_000;
/** The turn starts this long before the challenge's end: 1 s of frames, then the upload. */
export const CHALLENGE_SEND_MARGIN_MS = 5_000;
/**
 * The recording lasts 1 s: a turn that ends this long after `startBy` was
 * paused (the page hidden) and the server may already refuse its challenge.
 */
export const TURN_SLACK_MS = 2_000;
/** Challenges that may run out unused in a row before one is asked only on request. */
export const MAX_UNUSED_CHALLENGES = 3;

/**
 * The head turn of the liveness capture (step 2) on the web camera (issue 28,
 * decision 062). A face enrols without a person's review only when its turn
 * passes; without a challenge the capture is today's (the photo and its
 * burst) and waits for review unless the photo alone is judged live.
 */
export type LivenessChallenge =
  /** None asked for this capture yet: the hook asks one on the liveness capture. */
  | { view: 'idle' }
  | { view: 'asking' }
  /** The shutter takes the photo, then the turn; it must start by `startBy` (this device's clock). */
  | { view: 'ready'; challenge: FaceChallenge; startBy: number }
  /** The photo is taken and the turn recorded: it no longer runs out while the frames come. */
  | { view: 'turning'; challenge: FaceChallenge; startBy: number }
  /** MAX_UNUSED_CHALLENGES ran out unused: another is asked when the user says so. */
  | { view: 'paused' }
  /** The call failed (`code`): today's liveness capture, its burst without a challenge. */
  | { view: 'fallback'; code: ErrorCode }
  /** Sent with the photo (each challenge answers one capture); still shown under the analysis. */
  | { view: 'used'; challenge: FaceChallenge };

export interface CaptureFlowState {
  /** Onboarding (its endings leave for /validation) or the profile (they stay here). */
  origin: FaceOrigin;
  /** VITE_FACE_WEB_CAPTURE_ENABLED: without it the browser shows "use the app". */
  webCaptureEnabled: boolean;
  phase: FlowPhase;
  /** The capture the next photo is for. */
  capture: CaptureStep;
  /** FACE_REGISTER_NO_FACE_FOUND: shown on the camera while the photo is taken again. */
  retakeCode: ErrorCode | null;
  /** The consent is being recorded, or the host app asked what it offers. */
  starting: boolean;
  /** The answer given on the instructions; null until the capture first starts. */
  wearsGlasses: boolean | null;
  /**
   * The biometric consent was recorded from this page (LGPD art. 11): the
   * instructions show it ticked and it is not sent again. Forgotten with the
   * page, and when a capture says the server holds none.
   */
  consentGiven: boolean;
  /** Why the instructions show again: the consent call failed, or the server holds no consent. */
  instructionsError: ErrorCode | null;
  challenge: LivenessChallenge;
  /** Challenges that ran out unused since the last one asked on request or used. */
  unusedChallenges: number;
}

export type CaptureFlowEvent =
  /** "Start" with the consent ticked: the consent goes to the server first. */
  | { type: 'consent-sent' }
  | { type: 'consent-recorded' }
  /** The consent call failed: the instructions stay, with its message. */
  | { type: 'consent-failed'; code: ErrorCode }
  /** "Start" on the instructions (or a retry): `askingHost` while the host app is asked. */
  | { type: 'start'; wearsGlasses: boolean; askingHost: boolean }
  /** The host app said which capture it offers (null: none, the web camera is used). */
  | { type: 'host-answered'; mode: NativeCaptureMode | null }
  /** A photo (or the native SDK's data) goes to the server. */
  | { type: 'photo-sent' }
  /** The server waits for another capture (upload INITIALIZED). */
  | { type: 'capture-accepted'; usage: Pick<FaceUsage, 'nextCapture'> }
  /** The analysis finished (upload SUCCESSFUL) with this outcome. */
  | { type: 'analysis-finished'; outcome: FaceStatus }
  /** The upload ended in this error code. */
  | { type: 'upload-failed'; code: ErrorCode }
  /** The host app's camera or SDK failed before anything was sent. */
  | { type: 'native-failed'; code: ErrorCode }
  | { type: 'back-to-instructions' }
  /** A head turn is asked for the liveness capture (by the hook, or the user after a pause). */
  | { type: 'challenge-asked' }
  /** `askedAt`: this device's clock just before the call. */
  | { type: 'challenge-received'; challenge: FaceChallenge; askedAt: number }
  | { type: 'challenge-failed'; code: ErrorCode }
  /** The shutter: the photo, then the turn's frames. */
  | { type: 'turn-started' }
  /** Its time to start the turn ran out: another is asked (up to MAX_UNUSED_CHALLENGES). */
  | { type: 'challenge-expired' };

export function initialCaptureFlow(
  origin: FaceOrigin,
  webCaptureEnabled: boolean,
): CaptureFlowState {
  return {
    origin,
    webCaptureEnabled,
    phase: { name: 'instructions' },
    capture: FIRST_CAPTURE,
    retakeCode: null,
    starting: false,
    wearsGlasses: null,
    consentGiven: false,
    instructionsError: null,
    challenge: { view: 'idle' },
    unusedChallenges: 0,
  };
}

/** A capture begins (again): no challenge yet; its own is asked when it is the liveness one. */
const freshChallenge = {
  challenge: { view: 'idle' },
  unusedChallenges: 0,
} satisfies Pick<CaptureFlowState, 'challenge' | 'unusedChallenges'>;

/** The liveness capture on the web camera: the one that answers a head turn. */
export function asksChallenge(state: CaptureFlowState): boolean {
  return state.phase.name === 'camera' && state.capture.step === 2;
}

/**
 * When the challenge on screen runs out (this device's clock): its start by
 * `startBy`, its frames by TURN_SLACK_MS later; null when none is on screen.
 */
export function challengeDeadline({ challenge }: CaptureFlowState): number | null {
  if (challenge.view === 'ready') return challenge.startBy;
  if (challenge.view === 'turning') return challenge.startBy + TURN_SLACK_MS;
  return null;
}

/** The turn ended too late for its challenge (the page was hidden meanwhile). */
export function challengeExpired(state: CaptureFlowState, now: number): boolean {
  const deadline = challengeDeadline(state);
  return deadline !== null && now > deadline;
}

function challengeReducer(state: CaptureFlowState, event: CaptureFlowEvent): CaptureFlowState {
  const { challenge } = state;
  switch (event.type) {
    case 'challenge-asked':
      if (!asksChallenge(state) || !['idle', 'paused', 'fallback'].includes(challenge.view))
        return state;
      // A request of the user's own starts the count of unused ones again.
      return {
        ...state,
        challenge: { view: 'asking' },
        unusedChallenges: challenge.view === 'idle' ? state.unusedChallenges : 0,
      };
    case 'challenge-received':
      if (challenge.view !== 'asking') return state;
      return {
        ...state,
        challenge: {
          view: 'ready',
          challenge: event.challenge,
          startBy: event.askedAt + CHALLENGE_LIFE_MS - CHALLENGE_SEND_MARGIN_MS,
        },
      };
    case 'challenge-failed':
      if (challenge.view !== 'asking') return state;
      return { ...state, challenge: { view: 'fallback', code: event.code } };
    case 'turn-started':
      if (challenge.view !== 'ready') return state;
      return { ...state, challenge: { ...challenge, view: 'turning' } };
    case 'challenge-expired': {
      if (challenge.view !== 'ready' && challenge.view !== 'turning') return state;
      const unusedChallenges = state.unusedChallenges + 1;
      return {
        ...state,
        unusedChallenges,
        challenge: unusedChallenges < MAX_UNUSED_CHALLENGES ? { view: 'idle' } : { view: 'paused' },
      };
    }
    default:
      return state;
  }
}

function webCameraPhase(state: CaptureFlowState): FlowPhase {
  return state.webCaptureEnabled ? { name: 'camera' } : { name: 'unavailable' };
}

/** The server holds no consent: the instructions ask for it again, saying why. */
function consentRequired(state: CaptureFlowState, code: ErrorCode): CaptureFlowState {
  return {
    ...state,
    phase: { name: 'instructions' },
    capture: FIRST_CAPTURE,
    retakeCode: null,
    consentGiven: false,
    instructionsError: code,
  };
}

function afterUploadError(state: CaptureFlowState, code: ErrorCode): CaptureFlowState {
  switch (errorReaction(code, state.origin)) {
    case 'retake':
      // The server clears a refused photo with the next step-1 photo
      // (decision 010): a refused liveness photo restarts its pair.
      return {
        ...state,
        ...freshChallenge,
        retakeCode: code,
        capture: { step: 1, usesGlasses: state.capture.usesGlasses },
      };
    case 'unexpected':
      return { ...state, phase: { name: 'failed', code } };
    case 'page-error':
      return { ...state, phase: { name: 'profile-error', code } };
    case 'validation':
      // The registration leaves for /validation.
      return state;
    case 'step-up':
      // The page leaves to confirm who replaces the face.
      return state;
    case 'consent':
      return consentRequired(state, code);
  }
}

export function captureFlowReducer(
  state: CaptureFlowState,
  event: CaptureFlowEvent,
): CaptureFlowState {
  switch (event.type) {
    case 'consent-sent':
      // The instructions stay, with their spinner, until the server answers.
      return { ...state, starting: true, instructionsError: null };
    case 'consent-recorded':
      return { ...state, consentGiven: true };
    case 'consent-failed':
      return { ...state, starting: false, instructionsError: event.code };
    case 'start': {
      const restarted = {
        ...state,
        ...freshChallenge,
        capture: FIRST_CAPTURE,
        retakeCode: null,
        wearsGlasses: event.wearsGlasses,
        instructionsError: null,
      };
      // The current screen stays (with its spinner) until the host answers.
      if (event.askingHost) return { ...restarted, starting: true };
      return { ...restarted, starting: false, phase: webCameraPhase(state) };
    }
    case 'host-answered':
      if (!state.starting) return state;
      return {
        ...state,
        starting: false,
        phase: event.mode ? { name: 'native', mode: event.mode } : webCameraPhase(state),
      };
    case 'photo-sent': {
      // A challenge answers one capture, whatever becomes of it.
      const sent =
        state.challenge.view === 'turning'
          ? { ...state, challenge: { view: 'used' as const, challenge: state.challenge.challenge } }
          : state;
      return sent.retakeCode === null ? sent : { ...sent, retakeCode: null };
    }
    case 'capture-accepted':
      // While CAPTURING the server always says which capture it expects next.
      if (event.usage.nextCapture)
        return { ...state, ...freshChallenge, capture: event.usage.nextCapture };
      return { ...state, phase: { name: 'failed', code: 'FACE_CAPTURE_OUT_OF_ORDER' } };
    case 'analysis-finished':
      // The registration leaves for /validation: nothing more to show here.
      if (state.origin === 'register') return state;
      return {
        ...state,
        phase: profileOutcomeSucceeded(event.outcome)
          ? { name: 'profile-success' }
          : { name: 'profile-error', code: null },
      };
    case 'upload-failed':
      return afterUploadError(state, event.code);
    case 'native-failed':
      // The SDK's handshake is a capture call too: it may find no consent.
      if (errorReaction(event.code, state.origin) === 'consent') {
        return consentRequired(state, event.code);
      }
      return { ...state, phase: { name: 'failed', code: event.code } };
    case 'challenge-asked':
    case 'challenge-received':
    case 'challenge-failed':
    case 'turn-started':
    case 'challenge-expired':
      return challengeReducer(state, event);
    case 'back-to-instructions':
      return {
        ...state,
        ...freshChallenge,
        phase: { name: 'instructions' },
        capture: FIRST_CAPTURE,
        retakeCode: null,
        instructionsError: null,
      };
  }
}

/**
 * The set-face/async body for `image` taken for the current capture. On the
 * liveness capture (step 2) `frames` go with it: the head turn's, with its
 * challenge, when one was being answered and enough of them were recorded; else as a
 * burst (decision 038), the first BURST_MAX_FRAMES.
 */
export function captureRequestOf(
  state: CaptureFlowState,
  image: string,
  frames: string[] = [],
): FaceSetAsyncBody {
  const { capture, wearsGlasses, challenge } = state;
  const body: FaceSetAsyncBody = {
    images: [image],
    usesGlasses: capture.usesGlasses,
    step: capture.step,
  };
  // Asked once, before the first capture; the server plans the glasses capture from it.
  if (capture.step === 1 && !capture.usesGlasses && wearsGlasses !== null) {
    body.wearsGlasses = wearsGlasses;
  }
  if (capture.step !== 2 || frames.length === 0) return body;
  if (challenge.view === 'turning' && frames.length >= CHALLENGE_MIN_FRAMES) {
    body.frames = frames.slice(0, CHALLENGE_MAX_FRAMES);
    body.challengeId = challenge.challenge.challengeId;
  } else {
    body.frames = frames.slice(0, BURST_MAX_FRAMES);
  }
  return body;
}
