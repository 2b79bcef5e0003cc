// The six-box code step shared by sign-in and registration (docs/spec/account-checklist.md §2):
// auto-submit on six digits, the error under the boxes (with the tries left
// once few are), the boxes closed once the code is spent with the way on (a
// new code), a note when a new code went out, the resend countdown, and the
// "I didn't receive the code" sheet whose options (SMS, call) open only once
// the countdown ends.
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { OTP_LENGTH } from '@rosto/contract/validators/otp';
import { LoadingButton } from './loading-button';
import { Modal } from './modal';
import { stepStyles } from './step-layout';
import { CodeInput } from './otp-input';
import { countdownText, ResendCountdown } from './resend-countdown';
import { useCountdown } from '../../lib/use-countdown';
import styles from './phone-code-form.module.css';

export type ResendChannel = 'sms' | 'call';

export interface PhoneCodeFormProps {
  code: string;
  onCodeChange: (code: string) => void;
  /** Six digits are in: typed, pasted, autofilled, or the confirm button. */
  onSubmit: (code: string) => void;
  submitting: boolean;
  /** Mapped error text, shown under the boxes. */
  error: string | null;
  /** Shown under the error (a support link, a "new code" hint...). */
  errorAction?: ReactNode;
  /** Tries left with this code, as the server said after a wrong one. */
  remainingAttempts?: number | null;
  /** Too many tries, or expired: nothing typed can succeed, only a new code. */
  spent?: boolean;
  /** The SMS was refused by a cap, yet a call may still go (decision 074): offer it. */
  callOffered?: boolean;
  /** A new code just went out this way (said once, until something is typed). */
  newCodeChannel?: ResendChannel | null;
  /** Epoch ms from which a new code may be asked for. */
  resendAt: number | null;
  resending: ResendChannel | null;
  onResend: (channel: ResendChannel) => void;
  /** Whether the resend sheet is open (the screen closes it once a resend is sent). */
  sheetOpen: boolean;
  onSheetOpenChange: (open: boolean) => void;
  /** Help and 'number changed' links under the countdown. */
  links?: ReactNode;
}

/** From this many tries left on, the error says how many (5 in all: after the third wrong). */
export const FEW_TRIES = 2;

export function PhoneCodeForm({
  code,
  onCodeChange,
  onSubmit,
  submitting,
  error,
  errorAction,
  remainingAttempts = null,
  spent = false,
  callOffered = false,
  newCodeChannel = null,
  resendAt,
  resending,
  onResend,
  sheetOpen,
  onSheetOpenChange,
  links,
}: PhoneCodeFormProps) {
  const { t } = useTranslation();
  const secondsLeft = useCountdown(resendAt);
  const canResend = secondsLeft === 0 && resending === null;
  const errorId = 'phone-code-error';

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.length === OTP_LENGTH && !submitting && !spent) onSubmit(code);
      }}
    >
      <CodeInput
        label={t('code.label')}
        hint={t('code.hint')}
        length={OTP_LENGTH}
        value={code}
        onChange={onCodeChange}
        onComplete={(value) => {
          if (!submitting && !spent) onSubmit(value);
        }}
        invalid={error !== null}
        errorId={error ? errorId : undefined}
        disabled={submitting || spent}
        autoFocus
      />

      <div role="alert" className={styles.error}>
        {error && (
          <p id={errorId} className="field__error">
            {error}
            {remainingAttempts !== null && remainingAttempts <= FEW_TRIES && (
              <> {t('code.triesLeft', { count: remainingAttempts })}</>
            )}
          </p>
        )}
        {error && errorAction}
        {error && callOffered && (
          <p className={styles.callOffer}>
            {t('code.callStillAvailable')}{' '}
            <LoadingButton
              type="button"
              className="link-button"
              loading={resending === 'call'}
              onClick={() => onResend('call')}
            >
              {t('code.callNow')}
            </LoadingButton>
          </p>
        )}
        {spent && (
          <button
            type="button"
            className="button button--primary button--block"
            aria-haspopup="dialog"
            onClick={() => onSheetOpenChange(true)}
          >
            {t('code.askNewCode')}
          </button>
        )}
      </div>
      <div role="status" className={styles.error}>
        {newCodeChannel && (
          <p className={styles.newCode}>
            {newCodeChannel === 'call' ? t('code.newCodeByCall') : t('code.newCodeBySms')}
          </p>
        )}
      </div>

      <ResendCountdown
        className={styles.status}
        secondsLeft={secondsLeft}
        wait={(time) => t('code.resendIn', { time })}
        ready={t('code.resendReady')}
      >
        <button
          type="button"
          className="link-button"
          aria-haspopup="dialog"
          onClick={() => onSheetOpenChange(true)}
        >
          {t('code.notReceived')}
        </button>
        {links && <div className={styles.links}>{links}</div>}
      </ResendCountdown>

      <div className={stepStyles.footer}>
        <LoadingButton loading={submitting} disabled={spent || code.length !== OTP_LENGTH}>
          {t('code.confirm')}
        </LoadingButton>
      </div>

      {sheetOpen && (
        <Modal
          variant="sheet"
          title={t('code.sheetTitle')}
          onClose={() => onSheetOpenChange(false)}
        >
          <p className={styles.sheetText}>
            {countdownText(
              secondsLeft,
              (time) => t('code.sheetWait', { time }),
              t('code.sheetText'),
            )}
          </p>
          <div className={styles.sheetActions}>
            <LoadingButton
              type="button"
              className="button button--primary button--block"
              disabled={!canResend}
              loading={resending === 'sms'}
              onClick={() => onResend('sms')}
            >
              {t('code.resendSms')}
            </LoadingButton>
            <LoadingButton
              type="button"
              className="button button--secondary button--block"
              disabled={!canResend}
              loading={resending === 'call'}
              onClick={() => onResend('call')}
            >
              {t('code.resendCall')}
            </LoadingButton>
            <button
              type="button"
              className="button button--ghost button--block"
              onClick={() => onSheetOpenChange(false)}
            >
              {t('common.cancel')}
            </button>
          </div>
        </Modal>
      )}
    </form>
  );
}
