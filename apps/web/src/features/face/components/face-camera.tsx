// The camera page (docs/spec/account-checklist.md §2 item 2): the live front camera with the oval
// face outline, two instruction lines for the capture at hand (first photo,
// liveness, with glasses), the live hint, and the round shutter. While a
// photo is analysed the camera keeps running under the analysis panel, so the
// next capture the server asks for is taken on the same page.
// The liveness capture answers a head turn (decision 062): its side, with the
// till's arrow on the mirrored preview, is the heading (a live region, so a
// new side is read out) with the seconds left to start; the shutter takes the
// photo facing the camera, then the turn's frames. Without a challenge it is
// today's photo and burst, saying why.
import type { ErrorCode } from '@rosto/contract/errors';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { TurnArrow } from '../../../components/face-capture/turn-arrow';
import { useCameraPreview } from '../../../components/face-capture/use-camera-preview';
import { useShutter, type AfterShutter } from '../../../components/face-capture/use-shutter';
import { IconButton } from '../../../components/ui/icon-button';
import { useErrorText } from '../../../lib/error-text';
import { useCountdown } from '../../../lib/use-countdown';
import { useFaceHints } from '../hooks/use-face-hints';
import type { LivenessChallenge } from '../stores/face-capture-machine';
import type { UploadStatus } from '../stores/face-upload';
import type { CaptureStep } from '../utils/face-outcome';
import { AnalysisPanel } from './analysis-panel';
import styles from './face.module.css';

export type CaptureKind = 'first' | 'liveness' | 'glasses';

export function captureKind(capture: CaptureStep): CaptureKind {
  if (capture.step === 2) return 'liveness';
  return capture.usesGlasses ? 'glasses' : 'first';
}

/** Photo 1 and 2 without glasses, 3 and 4 with them. */
export function captureNumber(capture: CaptureStep): number {
  return (capture.usesGlasses ? 2 : 0) + capture.step;
}

export const isUploading = (status: UploadStatus) =>
  status === 'STARTED' || status === 'PROCESSING_IMAGE';

/** What the camera page shows of the head turn: none outside the liveness capture. */
export type TurnView = 'none' | 'asking' | 'ready' | 'turning' | 'paused' | 'fallback';

export function turnView(capture: CaptureStep, challenge: LivenessChallenge): TurnView {
  if (capture.step !== 2) return 'none';
  switch (challenge.view) {
    case 'idle':
    case 'asking':
      return 'asking';
    case 'used':
      return 'none';
    default:
      return challenge.view;
  }
}

/** The seconds left to start the turn, ticking (not read out at each tick). */
function TurnCountdown({ startBy }: { startBy: number }) {
  const { t } = useTranslation();
  const seconds = useCountdown(startBy);
  return (
    <p className={styles.turnCountdown} role="timer" aria-live="off">
      {t('face.camera.challenge.countdown', { seconds })}
    </p>
  );
}

/** No challenge could be asked: why, and a new try; the shutter still takes today's photo. */
function TurnFallback({ code, onRetry }: { code: ErrorCode; onRetry: () => void }) {
  const { t } = useTranslation();
  const reason = useErrorText(code);
  return (
    <div className={styles.turnNotice}>
      <p>
        <strong>{t('face.camera.challenge.fallbackTitle')}</strong>
        {reason && `${reason} `}
        {t('face.camera.challenge.fallbackText')}
      </p>
      <button type="button" className={styles.turnAction} onClick={onRetry}>
        {t('face.camera.challenge.retry')}
      </button>
    </div>
  );
}

export function FaceCamera({
  stream,
  capture,
  uploadStatus,
  retakeCode,
  photos,
  challenge,
  onPhoto,
  onTurnStarted,
  onAskChallenge,
  onClose,
}: {
  stream: MediaStream;
  capture: CaptureStep;
  /** Photos in all ("Foto 3 de 4"). */
  photos: number;
  uploadStatus: UploadStatus;
  retakeCode: ErrorCode | null;
  /** The liveness capture's head turn. */
  challenge: LivenessChallenge;
  onPhoto: (image: string, frames: string[]) => void;
  /** The shutter with a turn asked: the photo is taken, the turn's frames follow. */
  onTurnStarted: () => void;
  /** Another head turn, after one ran out or none could be asked. */
  onAskChallenge: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const video = useCameraPreview(stream);
  const [ready, setReady] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const askAgain = useRef<HTMLButtonElement>(null);
  const { recording, take } = useShutter(video);
  const turn = turnView(capture, challenge);
  const busy = isUploading(uploadStatus) || recording !== null;
  // No photo while the turn is fetched, recorded, or its time ran out.
  const held = turn === 'asking' || turn === 'turning' || turn === 'paused';
  const hint = useFaceHints(video, ready && !busy);
  const retakeText = useErrorText(retakeCode);
  const kind = captureKind(capture);
  const number = captureNumber(capture);

  // Each new capture's instruction takes the focus, so it is read out.
  useEffect(() => {
    heading.current?.focus();
  }, [number]);
  // The shutter is held once the time ran out: the focus goes to what asks again.
  useEffect(() => {
    if (turn === 'paused') askAgain.current?.focus();
  }, [turn]);

  // The liveness capture (step 2) takes the head turn asked, or else a burst
  // after the shutter (decision 038): a face seen moving on its own can only help.
  const after: AfterShutter = turn === 'ready' ? 'turn' : capture.step === 2 ? 'burst' : 'nothing';
  const takePhoto = () =>
    busy || held
      ? Promise.resolve()
      : take(after, onPhoto, after === 'turn' ? onTurnStarted : undefined);

  // The side asked stays the heading until the analysis ends: nothing new is read out.
  const asked =
    challenge.view === 'ready' || challenge.view === 'turning' || challenge.view === 'used'
      ? challenge
      : null;
  let title: ReactNode = t(`face.camera.instructions.${kind}.line1`);
  let text = t(`face.camera.instructions.${kind}.line2`);
  if (asked) {
    // The arrow on the side of the words it points to: before a left turn, after a right one.
    const arrow = <TurnArrow action={asked.challenge.action} className={styles.turnArrow} />;
    const left = asked.challenge.action === 'turn-left';
    title = (
      <>
        {left && arrow}
        {t(`face.camera.challenge.${asked.challenge.action}`)}
        {!left && arrow}
      </>
    );
    text = t('face.camera.challenge.line2');
  } else if (turn === 'paused') {
    title = t('face.camera.challenge.expiredTitle');
    text = t('face.camera.challenge.expiredText');
  }

  let status: ReactNode = null;
  if (recording === 'burst') status = t('face.camera.burst');
  else if (recording === 'turn' || turn === 'turning') status = t('face.camera.challenge.turning');
  else if (turn === 'asking') status = t('face.camera.challenge.preparing');
  else if (hint && turn !== 'paused')
    status = (
      <span className={styles.hintText} data-hint={hint}>
        {t(`face.camera.hints.${hint}`)}
      </span>
    );
  if (typeof status === 'string') status = <span className={styles.hintText}>{status}</span>;

  return (
    <main id="main" className={styles.camera}>
      <title>{t('face.camera.pageTitle')}</title>
      <video
        ref={video}
        className={styles.video}
        autoPlay
        playsInline
        muted
        aria-label={t('face.camera.videoLabel')}
        onLoadedData={() => setReady(true)}
      />
      <div className={styles.oval} data-ready={hint === 'OK'} aria-hidden="true" />

      <div className={styles.cameraTop}>
        <div className={styles.cameraBar}>
          <IconButton icon="back" label={t('face.camera.close')} onClick={onClose} />
          <span className={styles.cameraProgress}>
            {t('face.camera.progress', { current: number, total: photos })}
          </span>
          <span className={styles.cameraBarEnd} aria-hidden="true" />
        </div>
        {/* A live region from the start: a side drawn later, or another, is read out. */}
        <h1 ref={heading} tabIndex={-1} className={styles.cameraTitle} aria-live="assertive">
          {title}
        </h1>
        <p className={styles.cameraText}>{text}</p>
      </div>

      <div className={styles.cameraBottom}>
        <div role="alert">
          {retakeText && (
            <p className={styles.retake}>
              <strong>{t('face.camera.retakeTitle')}</strong>
              {retakeText}
            </p>
          )}
        </div>
        {challenge.view === 'fallback' && turn === 'fallback' && !busy && (
          <TurnFallback code={challenge.code} onRetry={onAskChallenge} />
        )}
        {turn === 'paused' && (
          <button
            ref={askAgain}
            type="button"
            className="button button--primary"
            onClick={onAskChallenge}
          >
            {t('face.camera.challenge.askAgain')}
          </button>
        )}
        {challenge.view === 'ready' && turn === 'ready' && (
          // Beside the shutter it counts for.
          <TurnCountdown startBy={challenge.startBy} />
        )}
        <p className={styles.hint} role="status" aria-live="polite">
          {status}
        </p>
        <button
          type="button"
          className={styles.shutter}
          aria-label={t('face.camera.shutter')}
          disabled={!ready || busy || held}
          onClick={() => void takePhoto()}
        />
      </div>

      {isUploading(uploadStatus) && <AnalysisPanel status={uploadStatus} overlay />}
    </main>
  );
}
