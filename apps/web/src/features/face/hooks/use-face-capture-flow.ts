// The whole face capture of /register/face (account.md §2, §4, §8): the
// instructions, the camera (the host app's SDK or camera when it offers one,
// else the web camera), each photo sent and polled, the next capture the
// server asks for (liveness, then glasses), and where each ending leads.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FaceSetAsyncBody, FaceUsage } from '@rosto/contract/schemas/face';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import { errorCode } from '../../../lib/error-text';
import { isInNativeHost } from '../../../lib/native-bridge';
import { requestDeviceInfo, type DeviceInfo } from '../../../lib/native-device';
import { showSnackbar } from '../../../lib/snackbar';
import { profileQueryOptions } from '../../auth/api/get-profile';
import { enrollFace } from '../api/enroll-face';
import { startFaceCapture } from '../api/start-face-capture';
import { startFaceSession } from '../api/start-face-session';
import { getFaceFlow, updateFaceFlow } from '../stores/face-store';
import type { UploadError, UploadState } from '../stores/face-upload';
import {
  errorReaction,
  FIRST_CAPTURE,
  nextCaptureOf,
  profileOutcomeSucceeded,
  type CaptureStep,
  type FaceOrigin,
} from '../utils/face-outcome';
import {
  captureWithNativeCamera,
  captureWithNativeSdk,
  deviceRequestInfo,
  nativeCaptureMode,
  type NativeCaptureMode,
} from '../utils/native-capture';
import { useFaceUpload } from './use-face-upload';

/** account.md §4: from the profile, the success screen stays 5 s. */
export const PROFILE_SUCCESS_DELAY_MS = 5000;

export type FlowPhase =
  | { name: 'instructions' }
  | { name: 'camera' }
  | { name: 'native'; mode: NativeCaptureMode }
  | { name: 'unavailable' }
  | { name: 'failed'; code: string }
  | { name: 'profile-success' }
  /** code null: the analysis finished with a failed outcome. */
  | { name: 'profile-error'; code: string | null };

export interface FaceCaptureFlow {
  phase: FlowPhase;
  /** The capture the next photo is for. */
  capture: CaptureStep;
  upload: UploadState;
  /** FACE_REGISTER_NO_FACE_FOUND: shown on the camera while the photo is taken again. */
  retakeCode: string | null;
  /** The host app is being asked what it offers. */
  starting: boolean;
  start: (wearsGlasses: boolean) => void;
  sendPhoto: (image: string) => void;
  /** Opens the host's SDK or camera for the current capture. */
  captureNative: (mode: NativeCaptureMode) => void;
  backToInstructions: () => void;
  retry: () => void;
}

const isFirstCapture = (capture: CaptureStep) => capture.step === 1 && !capture.usesGlasses;

export function useFaceCaptureFlow(origin: FaceOrigin): FaceCaptureFlow {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [upload, uploader] = useFaceUpload();
  const [phase, setPhase] = useState<FlowPhase>({ name: 'instructions' });
  const [capture, setCapture] = useState<CaptureStep>(FIRST_CAPTURE);
  const [retakeCode, setRetakeCode] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  // Read by callbacks that finish after later renders.
  const captureRef = useRef(capture);
  const wearsGlasses = useRef<boolean | null>(null);
  const hostInfo = useRef<Promise<DeviceInfo | null> | null>(null);
  const nativeRun = useRef<AbortController | null>(null);

  const moveTo = useCallback((next: CaptureStep) => {
    captureRef.current = next;
    setCapture(next);
  }, []);

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
      setPhase(
        profileOutcomeSucceeded(outcome)
          ? { name: 'profile-success' }
          : { name: 'profile-error', code: null },
      );
    },
    [origin, navigate, refreshProfile],
  );

  const failed = useCallback(
    ({ code, expireDays }: UploadError) => {
      const reaction = errorReaction(code, origin);
      track('FACE_CAPTURE_FAILED', { code, reaction });
      switch (reaction) {
        case 'retake':
          // The server clears a refused photo with the next step-1 photo
          // (decision 010): a refused liveness photo restarts its pair.
          setRetakeCode(code);
          moveTo({ step: 1, usesGlasses: captureRef.current.usesGlasses });
          return;
        case 'unexpected':
          setPhase({ name: 'failed', code });
          return;
        case 'validation':
        case 'page-error': {
          const limit = code === 'LIVENESS_ATTEMPTS_LIMIT_REACHED';
          updateFaceFlow({
            faceStatus: 'FAIL',
            livenessAttemptsLimitReached: limit,
            blockedDays: limit ? expireDays : null,
            errorCode: code,
          });
          if (reaction === 'page-error') {
            setPhase({ name: 'profile-error', code });
            return;
          }
          void refreshProfile();
          void navigate(paths.faceValidation.getHref(), { replace: true });
        }
      }
    },
    [origin, navigate, refreshProfile, moveTo],
  );

  const settle = useCallback(
    (result: UploadState | null) => {
      if (!result) return;
      if (result.status === 'INITIALIZED' && result.usage) {
        const next = nextCaptureOf(result.usage, captureRef.current, wearsGlasses.current === true);
        uploader.reset();
        if (next) moveTo(next);
        else setPhase({ name: 'failed', code: 'FACE_CAPTURE_OUT_OF_ORDER' });
      } else if (result.status === 'SUCCESSFUL' && result.usage) {
        finished(result.usage);
      } else if (result.status === 'ERROR' && result.error) {
        failed(result.error);
      }
    },
    [uploader, moveTo, finished, failed],
  );

  const sendPhoto = useCallback(
    (image: string) => {
      const current = captureRef.current;
      const body: FaceSetAsyncBody = {
        images: [image],
        usesGlasses: current.usesGlasses,
        step: current.step,
      };
      // Asked once, before the first capture; the server plans the glasses capture from it.
      if (isFirstCapture(current) && wearsGlasses.current !== null) {
        body.wearsGlasses = wearsGlasses.current;
      }
      setRetakeCode(null);
      void uploader.submit((signal) => startFaceCapture(body, { signal })).then(settle);
    },
    [uploader, settle],
  );

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
              const session = await startFaceSession(
                { deviceRequestInfo: deviceRequestInfo(info) },
                { signal },
              );
              const fortfaceSdkData = await captureWithNativeSdk(session, signal);
              if (!fortfaceSdkData) return;
              setRetakeCode(null);
              settle(
                await uploader.submit((abort) =>
                  enrollFace({ fortfaceSdkData }, { signal: abort }),
                ),
              );
            })();
      capturing.catch((error: unknown) => {
        if (signal.aborted) return;
        console.warn('Native capture failed', error);
        setPhase({ name: 'failed', code: errorCode(error) });
      });
    },
    [sendPhoto, settle, uploader],
  );

  const start = useCallback(
    (answer: boolean) => {
      wearsGlasses.current = answer;
      moveTo(FIRST_CAPTURE);
      setRetakeCode(null);
      uploader.reset();
      const openWebCamera = () =>
        setPhase(env.faceWebCaptureEnabled ? { name: 'camera' } : { name: 'unavailable' });
      if (!hostInfo.current) {
        openWebCamera();
        return;
      }
      setStarting(true);
      void hostInfo.current.then((info) => {
        setStarting(false);
        const mode = nativeCaptureMode(info);
        if (mode) setPhase({ name: 'native', mode });
        else openWebCamera();
      });
    },
    [uploader, moveTo],
  );

  const backToInstructions = useCallback(() => {
    nativeRun.current?.abort();
    uploader.reset();
    setRetakeCode(null);
    moveTo(FIRST_CAPTURE);
    setPhase({ name: 'instructions' });
  }, [uploader, moveTo]);

  const retry = useCallback(() => {
    if (wearsGlasses.current === null) backToInstructions();
    else start(wearsGlasses.current);
  }, [backToInstructions, start]);

  // From the profile: the success screen shows 5 s, then the profile is read
  // again and the user goes on to add a card (just registered) or back to /perfil.
  const profileSuccess = phase.name === 'profile-success';
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
    phase,
    capture,
    upload,
    retakeCode,
    starting,
    start,
    sendPhoto,
    captureNative,
    backToInstructions,
    retry,
  };
}
