// A charge without a clear answer (decision 057): the till waits while the
// server asks the card company, counting down to the moment the server gives
// the charge up. No button charges again: the first charge may still land.
import { useTranslation } from '../../../lib/i18n';
import { Spinner } from '../../../components/ui/spinner';
import { useCountdown } from '../../../lib/use-countdown';
import styles from './terminal.module.css';

/** "1:05": minutes and seconds left. */
const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function CheckingStep({ settleBy }: { settleBy: string | null }) {
  const { t } = useTranslation();
  const untilMs = settleBy === null ? null : Date.parse(settleBy);
  const secondsLeft = useCountdown(untilMs);
  // Past the server's own limit and still no word: the server is not reached.
  const stalled = untilMs !== null && secondsLeft === 0;
  return (
    <div className={styles.outcome} data-testid="terminal-checking">
      <Spinner label={t('terminal.checking.title')} />
      <h1 className={styles.title}>{t('terminal.checking.title')}</h1>
      <p className={styles.text} role="status">
        {stalled ? t('terminal.checking.stalled') : t('terminal.checking.text')}
      </p>
      {untilMs !== null && !stalled && (
        // A timer read on demand, not announced every second.
        <p className={styles.text} role="timer" aria-live="off">
          {t('terminal.checking.countdown', { time: minutesAndSeconds(secondsLeft) })}
        </p>
      )}
    </div>
  );
}
