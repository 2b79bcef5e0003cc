// The screens of one face capture (docs/spec/account-checklist.md §2, §4, §8) as a pure state
// machine: instructions (and the biometric consent given there), then the host
// app's capture or the web camera, the capture the server asks for next, and
// each ending that stays on the page.
// No React, no requests, no storage: the hook (hooks/use-face-capture-flow.ts)
// sends the events and runs the effects (uploads, navigation, analytics).
import type { ErrorCode } from '@rosto/contract/errors';
import type { FaceSetAsyncBody, FaceUsage } from '@rosto/contract/schemas/face';
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
  | { type: 'back-to-instructions' };

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
  };
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
    case 'photo-sent':
      return state.retakeCode === null ? state : { ...state, retakeCode: null };
    case 'capture-accepted':
      // While CAPTURING the server always says which capture it expects next.
      if (event.usage.nextCapture) return { ...state, capture: event.usage.nextCapture };
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
    case 'back-to-instructions':
      return {
        ...state,
        phase: { name: 'instructions' },
        capture: FIRST_CAPTURE,
        retakeCode: null,
        instructionsError: null,
      };
  }
}

/**
 * The set-face/async body for `image` taken for the current capture, with the
 * burst's `frames` on the liveness capture (step 2) only.
 */
export function captureRequestOf(
  state: CaptureFlowState,
  image: string,
  frames: string[] = [],
): FaceSetAsyncBody {
  const { capture, wearsGlasses } = state;
  const body: FaceSetAsyncBody = {
    images: [image],
    usesGlasses: capture.usesGlasses,
    step: capture.step,
  };
  // Asked once, before the first capture; the server plans the glasses capture from it.
  if (capture.step === 1 && !capture.usesGlasses && wearsGlasses !== null) {
    body.wearsGlasses = wearsGlasses;
  }
  if (capture.step === 2 && frames.length > 0) body.frames = frames;
  return body;
}
