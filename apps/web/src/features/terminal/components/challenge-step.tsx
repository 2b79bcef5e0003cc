// The head turn the server asked for when the liveness check was unsure
// (issue 28, decision 062): a large instruction with an arrow, the seconds
// left, and the frames recorded while the customer turns: the first one at
// once (still facing), then one every CHALLENGE_FRAME_INTERVAL_MS. The preview
// is a mirror (terminal.module.css), so the customer's own left is the
// screen's left: the arrow points the way they must turn as they see it.
import type { ChallengeAction } from '@rosto/contract/schemas/face';
import { useTranslation } from 'react-i18next';
import { useCamera } from '../../../components/face-capture/use-camera';
import { Spinner } from '../../../components/ui/spinner';
import { useCountdown } from '../../../lib/use-countdown';
import styles from './terminal.module.css';
import { TurnRecorder } from './turn-recorder';

function Arrow({ action }: { action: ChallengeAction }) {
  return (
    <svg
      className={styles.challengeArrow}
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-side={action === 'turn-left' ? 'left' : 'right'}
    >
      <path
        d={action === 'turn-left' ? 'M10 5 3 12l7 7v-4.5h11v-5H10z' : 'M14 5l7 7-7 7v-4.5H3v-5h11z'}
        fill="currentColor"
      />
    </svg>
  );
}

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
          <Arrow action={action} />
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
