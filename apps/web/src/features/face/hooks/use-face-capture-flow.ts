// The whole face capture of /register/face (docs/spec/account-checklist.md §2, §4, §8): the
// instructions (whose biometric consent is recorded first), the camera (the host app's SDK or camera when it offers one,
// else the web camera), each photo sent and polled, the next capture the
// server asks for (liveness, then glasses), the head turn the liveness capture
// answers on the web camera (decision 062: asked, renewed when its time runs
// out, today's capture when none can be had), and where each ending leads (a
// step-up that ran out goes back to /perfil/trocar-rosto). The screens follow
// stores/face-capture-machine.ts; this hook runs the effects.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { ErrorCode } from '@rosto/contract/errors';
import type { FaceUsage } from '@rosto/contract/schemas/face';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import { errorCode, preloadErrorCatalogue } from '../../../lib/error-text';
import { isInNativeHost } from '../../../lib/native-bridge';
import { requestDeviceInfo, type DeviceInfo } from '../../../lib/native-device';
import { showSnackbar } from '../../../lib/snackbar';
import { profileQueryOptions } from '../../../lib/user-profile';
import { useAskFaceChallenge } from '../api/ask-face-challenge';
import { enrollFace } from '../api/enroll-face';
import { recordBiometricConsent } from '../api/record-consent';
import { startFaceCapture } from '../api/start-face-capture';
import { startFaceSession } from '../api/start-face-session';
import {
  asksChallenge,
  captureFlowReducer,
  captureRequestOf,
  challengeDeadline,
  challengeExpired,
  initialCaptureFlow,
  type CaptureFlowEvent,
  type FlowPhase,
  type LivenessChallenge,
} from '../stores/face-capture-machine';
import { getFaceFlow, updateFaceFlow } from '../stores/face-store';
import type { FaceStepUpEntryState } from '../stores/face-step-up-flow';
import type { UploadError, UploadState } from '../stores/face-upload';
import {
  errorReaction,
  validationViewOf,
  type CaptureStep,
  type FaceOrigin,
  capturePhotos,
} from '../utils/face-outcome';
import {
  captureWithNativeCamera,
  captureWithNativeSdk,
  deviceRequestInfo,
  nativeCaptureMode,
  type NativeCaptureMode,
} from '../utils/native-capture';
import { useFaceUpload } from './use-face-upload';

/** docs/spec/account-checklist.md §4: from the profile, the success screen stays 5 s. */

/** The result screen's chunk, as the router loads it; a failure here is the router's to show. */
const preloadResultScreen = () => import('../routes/face-validation').catch(() => undefined);

export const PROFILE_SUCCESS_DELAY_MS = 5000;

export interface FaceCaptureFlow {
  phase: FlowPhase;
  /** The capture the next photo is for. */
  capture: CaptureStep;
  /** Photos this capture takes in all: 2, or 4 for a person who wears glasses. */
  photos: number;
  upload: UploadState;
  /** FACE_REGISTER_NO_FACE_FOUND: shown on the camera while the photo is taken again. */
  retakeCode: ErrorCode | null;
  /** The consent is being recorded, or the host app asked what it offers. */
  starting: boolean;
  /** The biometric consent was recorded from this page: the box shows ticked. */
  consentGiven: boolean;
  /** The consent call failed, or a capture found no consent: shown on the instructions. */
  instructionsError: ErrorCode | null;
  /** The head turn of the liveness capture on the web camera. */
  challenge: LivenessChallenge;
  /** Called with the consent ticked: records it (once per page), then starts the capture. */
  start: (wearsGlasses: boolean) => void;
  /** A photo and, on the liveness capture, its burst or the frames of the head turn asked. */
  sendPhoto: (image: string, frames?: string[]) => void;
  /** The shutter with a challenge on screen: the photo is taken, the turn is being recorded. */
  startTurn: () => void;
  /** After MAX_UNUSED_CHALLENGES ran out unused, or a failed call: the user asks for another turn. */
  askChallenge: () => void;
  /** Opens the host's SDK or camera for the current capture. */
  captureNative: (mode: NativeCaptureMode) => void;
  backToInstructions: () => void;
  retry: () => void;
}

export function useFaceCaptureFlow(origin: FaceOrigin): FaceCaptureFlow {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [upload, uploader] = useFaceUpload();
  const { mutate: requestChallenge } = useAskFaceChallenge();
  // A store rather than useReducer: callbacks that finish after later renders
  // read the current state (the capture a photo was taken for) from it.
  const [machine] = useState(() =>
    createStore(() => initialCaptureFlow(origin, env.faceWebCaptureEnabled)),
  );
  const flow = useStore(machine);
  const hostInfo = useRef<Promise<DeviceInfo | null> | null>(null);
  const nativeRun = useRef<AbortController | null>(null);

  const send = useCallback(
    (event: CaptureFlowEvent) =>
      machine.setState(captureFlowReducer(machine.getState(), event), true),
    [machine],
  );

  useEffect(() => {
    // The host injects its bridge late: ask early, while the instructions show.
    if (isInNativeHost()) hostInfo.current = requestDeviceInfo();
    return () => nativeRun.current?.abort();
  }, []);

  const refreshProfile = useCallback(
    () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
    [queryClient],
  );

  const finished = useCallback(
    (usage: FaceUsage) => {
      const outcome = usage.identityVerificationOutcome ?? 'PROCESSING';
      updateFaceFlow({
        faceStatus: outcome,
        faceUsageIntentionId: usage.faceUsageIntentionId,
        livenessAttemptsLimitReached: usage.livenessAttemptsLimitReached,
        blockedDays: usage.expireDays,
        errorCode: null,
      });
      if (origin === 'register') {
        track('FACE_REGISTERED', { outcome });
        void refreshProfile();
        void navigate(paths.faceValidation.getHref(), { replace: true });
        return;
      }
      if (validationViewOf(outcome) === 'pre-approved') {
        // A face that waits for a person's review (a replacement unlike the
        // old face, decision 023): the spec's "pre-approved" screen, whose
        // close comes back to the profile.
        void refreshProfile();
        void navigate(paths.faceValidation.getHref(), {
          replace: true,
          state: { from: 'profile' },
        });
        return;
      }
      send({ type: 'analysis-finished', outcome });
    },
    [origin, navigate, refreshProfile, send],
  );

  const failed = useCallback(
    ({ code, expireDays }: UploadError) => {
      const reaction = errorReaction(code, origin);
      track('FACE_CAPTURE_FAILED', { code, reaction });
      if (reaction === 'step-up') {
        // Nothing was judged: the capture's outcome stays as it was. The
        // step-up page says why it asks again.
        send({ type: 'upload-failed', code });
        void navigate(paths.faceStepUp.getHref(), {
          replace: true,
          state: { expired: true } satisfies FaceStepUpEntryState,
        });
        return;
      }
      if (reaction === 'validation' || reaction === 'page-error') {
        const limit = code === 'LIVENESS_ATTEMPTS_LIMIT_REACHED';
        updateFaceFlow({
          faceStatus: 'FAIL',
          livenessAttemptsLimitReached: limit,
          blockedDays: limit ? expireDays : null,
          errorCode: code,
        });
      }
      send({ type: 'upload-failed', code });
      if (reaction === 'validation') {
        void refreshProfile();
        void navigate(paths.faceValidation.getHref(), { replace: true });
      }
    },
    [origin, navigate, refreshProfile, send],
  );

  const settle = useCallback(
    (result: UploadState | null) => {
      if (!result) return;
      if (result.status === 'INITIALIZED' && result.usage) {
        uploader.reset();
        send({ type: 'capture-accepted', usage: result.usage });
      } else if (result.status === 'SUCCESSFUL' && result.usage) {
        finished(result.usage);
      } else if (result.status === 'ERROR' && result.error) {
        failed(result.error);
      }
    },
    [uploader, send, finished, failed],
  );

  const sendPhoto = useCallback(
    (image: string, frames: string[] = []) => {
      const state = machine.getState();
      // A turn that ended past its challenge's time (the page was hidden) is
      // not sent: a new challenge is asked, and the photo taken again.
      if (challengeExpired(state, Date.now())) {
        send({ type: 'challenge-expired' });
        return;
      }
      const body = captureRequestOf(state, image, frames);
      send({ type: 'photo-sent' });
      // The result screen's code loads while the photo is analysed, so the
      // answer is drawn as soon as it comes (issue 31 §2, decision 082).
      void preloadResultScreen();
      void uploader.submit((signal) => startFaceCapture(body, { signal })).then(settle);
    },
    [machine, send, uploader, settle],
  );

  const startTurn = useCallback(() => send({ type: 'turn-started' }), [send]);

  // Each call's answer counts only while it is the latest one asked.
  const challengeCall = useRef(0);
  const askChallenge = useCallback(() => {
    send({ type: 'challenge-asked' });
    if (machine.getState().challenge.view !== 'asking') return;
    const call = (challengeCall.current += 1);
    const askedAt = Date.now();
    // A failure is shown in the user's language: the catalogue loads meanwhile.
    void preloadErrorCatalogue();
    requestChallenge(undefined, {
      onSuccess: (challenge) => {
        if (call === challengeCall.current)
          send({ type: 'challenge-received', challenge, askedAt });
      },
      onError: (error) => {
        if (call === challengeCall.current)
          send({ type: 'challenge-failed', code: errorCode(error) });
      },
    });
  }, [machine, requestChallenge, send]);

  // The liveness capture on the web camera asks its head turn at once, and
  // another when the time to start one ran out (up to MAX_UNUSED_CHALLENGES).
  const challengeDue = asksChallenge(flow) && flow.challenge.view === 'idle';
  useEffect(() => {
    if (challengeDue) askChallenge();
  }, [challengeDue, askChallenge]);
  const deadline = challengeDeadline(flow);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setTimeout(
      () => send({ type: 'challenge-expired' }),
      Math.max(0, deadline - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [deadline, send]);

  const captureNative = useCallback(
    (mode: NativeCaptureMode) => {
      nativeRun.current?.abort();
      const run = new AbortController();
      nativeRun.current = run;
      const { signal } = run;
      const capturing =
        mode === 'camera'
          ? captureWithNativeCamera(signal).then((image) => {
              if (image) sendPhoto(image);
            })
          : (async () => {
              const info = await (hostInfo.current ?? Promise.resolve(null));
              if (!info) throw new Error('Native face SDK: no device info');
              // One session per capture: the server takes it back once, with the result.
              const session = await startFaceSession(
                { deviceRequestInfo: deviceRequestInfo(info) },
                { signal },
              );
              const fortfaceSdkData = await captureWithNativeSdk(session, signal);
              if (!fortfaceSdkData) return;
              send({ type: 'photo-sent' });
              void preloadResultScreen();
              settle(
                await uploader.submit((abort) =>
                  enrollFace(fortfaceSdkData, session, { signal: abort }),
                ),
              );
            })();
      capturing.catch((error: unknown) => {
        if (signal.aborted) return;
        console.warn('Native capture failed', error);
        send({ type: 'native-failed', code: errorCode(error) });
      });
    },
    [send, sendPhoto, settle, uploader],
  );

  const startCapture = useCallback(
    (answer: boolean) => {
      const host = hostInfo.current;
      send({ type: 'start', wearsGlasses: answer, askingHost: host !== null });
      uploader.reset();
      void host?.then((info) => send({ type: 'host-answered', mode: nativeCaptureMode(info) }));
    },
    [send, uploader],
  );

  // No photo leaves before the consent is on record (LGPD art. 11): the server
  // refuses them anyway. Once recorded, a retry or a new start from this page
  // does not record it again.
  const start = useCallback(
    (answer: boolean) => {
      const state = machine.getState();
      if (state.consentGiven) {
        startCapture(answer);
        return;
      }
      if (state.starting) return;
      send({ type: 'consent-sent' });
      recordBiometricConsent().then(
        () => {
          send({ type: 'consent-recorded' });
          startCapture(answer);
        },
        (error: unknown) => send({ type: 'consent-failed', code: errorCode(error) }),
      );
    },
    [machine, send, startCapture],
  );

  const backToInstructions = useCallback(() => {
    nativeRun.current?.abort();
    uploader.reset();
    send({ type: 'back-to-instructions' });
  }, [send, uploader]);

  const retry = useCallback(() => {
    const { wearsGlasses } = machine.getState();
    if (wearsGlasses === null) backToInstructions();
    else start(wearsGlasses);
  }, [machine, backToInstructions, start]);

  // From the profile: the success screen shows 5 s, then the profile is read
  // again and the user goes on to add a card (just registered) or back to /perfil.
  const profileSuccess = flow.phase.name === 'profile-success';
  useEffect(() => {
    if (!profileSuccess) return;
    const timer = setTimeout(() => {
      void refreshProfile().finally(() => {
        if (getFaceFlow().registerIntentionId) {
          void navigate(paths.walletAdd.getHref(), { replace: true });
        } else {
          void navigate(paths.profile.getHref(), { replace: true });
          showSnackbar(t('face.almostThere'), { variant: 'success' });
        }
      });
    }, PROFILE_SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [profileSuccess, navigate, refreshProfile, t]);

  return {
    phase: flow.phase,
    capture: flow.capture,
    photos: capturePhotos(flow.wearsGlasses),
    upload,
    retakeCode: flow.retakeCode,
    starting: flow.starting,
    consentGiven: flow.consentGiven,
    instructionsError: flow.instructionsError,
    challenge: flow.challenge,
    start,
    sendPhoto,
    startTurn,
    askChallenge,
    captureNative,
    backToInstructions,
    retry,
  };
}
