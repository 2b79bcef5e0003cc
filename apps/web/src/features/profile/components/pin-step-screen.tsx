// One PIN step of /perfil/redefinir-pin: the step frame, the shared dots
// (judged at the fourth digit and emptied at once, whatever the answer), the
// problem's text under them, and for a locked PIN the way out: a reset that
// sends a new PIN by SMS.
import type { ErrorCode } from '@rosto/contract/errors';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LoadingButton } from '../../../components/ui/loading-button';
import { PinEntry } from '../../../components/ui/pin-entry';
import { Spinner } from '../../../components/ui/spinner';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { useErrorText } from '../../../lib/error-text';
import '../../../lib/locales/pin';
import styles from './pin-steps.module.css';

export function PinStepScreen({
  title,
  subtitle,
  onBack,
  failure,
  remainingAttempts = null,
  pending = false,
  pendingLabel,
  onComplete,
  onTyping,
  resetting = false,
  onReset,
  children,
}: {
  title: string;
  subtitle: string;
  onBack: () => void;
  failure: ErrorCode | null;
  /** The tries left before the PIN locks, when a wrong PIN's answer says (issue 29). */
  remainingAttempts?: number | null;
  /** The PIN is being checked or sent: the dots take no input meanwhile. */
  pending?: boolean;
  pendingLabel?: string;
  onComplete: (pin: string) => void;
  onTyping: () => void;
  /** A new PIN is being sent by SMS. */
  resetting?: boolean;
  /** "Redefinir senha", offered once the PIN is locked (USER_PIN_LOCKED). */
  onReset?: () => void;
  /** Under the dots when the PIN is not locked (another way out). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const failureText = useErrorText(failure);
  const errorText =
    failureText && failure === 'INVALID_USER_PIN' && remainingAttempts !== null
      ? `${failureText} ${t('resetPin.triesLeft', { count: remainingAttempts })}`
      : failureText;
  const locked = failure === 'USER_PIN_LOCKED' && onReset !== undefined;

  return (
    <StepLayout
      pageTitle={t('resetPin.pageTitle')}
      title={title}
      subtitle={subtitle}
      onBack={onBack}
    >
      <form className={stepStyles.form} noValidate onSubmit={(event) => event.preventDefault()}>
        <PinEntry
          error={errorText}
          pending={pending || resetting}
          onComplete={onComplete}
          onTyping={onTyping}
        >
          {pending && <Spinner label={pendingLabel} />}
          {resetting && !locked && <Spinner label={t('resetPin.sending')} />}
          <div className={styles.actions}>
            {locked ? (
              <LoadingButton
                type="button"
                className="button button--primary button--block"
                loading={resetting}
                onClick={onReset}
              >
                {t('resetPin.reset')}
              </LoadingButton>
            ) : (
              children
            )}
          </div>
        </PinEntry>
      </form>
    </StepLayout>
  );
}
