// The head turn the server asked for when the liveness check was unsure
// (issue 28, decision 062): a large instruction with an arrow (shared with the
// customer's enrolment, as the recording is), the seconds left, and the frames
// recorded while the customer turns.
import type { ChallengeAction } from '@rosto/contract/schemas/face';
import { useTranslation } from '../../../lib/i18n';
import { TurnArrow } from '../../../components/face-capture/turn-arrow';
import { useCamera } from '../../../components/face-capture/use-camera';
import { Spinner } from '../../../components/ui/spinner';
import { useCountdown } from '../../../lib/use-countdown';
import styles from './terminal.module.css';
import { TurnRecorder } from './turn-recorder';

export function ChallengeStep({
  action,
  expiresAt,
  sending,
  onFrames,
  onUsePin,
}: {
  action: ChallengeAction;
  expiresAt: string;
  sending: boolean;
  onFrames: (frames: string[]) => void;
  onUsePin: () => void;
}) {
  const { t } = useTranslation();
  const { state } = useCamera();
  const secondsLeft = useCountdown(Date.parse(expiresAt));
  return (
    <div className={styles.split} data-testid="terminal-challenge">
      <div className={styles.column}>
        <p className={styles.text}>{t('terminal.challenge.title')}</p>
        <h1 className={styles.challengeText} aria-live="assertive">
          <TurnArrow action={action} className={styles.challengeArrow} />
          {t(`terminal.challenge.${action}`)}
        </h1>
        {!sending && (
          <p className={styles.text} role="timer" aria-live="off">
            {t('terminal.challenge.countdown', { seconds: secondsLeft })}
          </p>
        )}
        <button type="button" className="button button--secondary" onClick={onUsePin}>
          {t('terminal.challenge.usePin')}
        </button>
      </div>
      <div className={`${styles.column} ${styles.cameraColumn}`}>
        {sending ? (
          <div className={styles.cameraMessage}>
            <Spinner label={t('terminal.challenge.sending')} />
            <span aria-hidden="true">{t('terminal.challenge.sending')}</span>
          </div>
        ) : state.view === 'live' ? (
          <TurnRecorder stream={state.stream} onFrames={onFrames} />
        ) : (
          <div className={styles.cameraMessage}>
            <Spinner label={t('terminal.face.opening')} />
          </div>
        )}
      </div>
    </div>
  );
}
