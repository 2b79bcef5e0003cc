// /perfil/trocar-rosto, first step: the PIN (users who have one), else a
// button that sends the code. Never sent on its own, so a reload of this
// screen sends no SMS. The PIN is checked before any code goes out.
import type { ErrorCode } from '@rosto/contract/errors';
import type { FaceStepUpCodeSent } from '@rosto/contract/schemas/face';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingButton } from '../../../components/ui/loading-button';
import { PinEntry } from '../../../components/ui/pin-entry';
import { Spinner } from '../../../components/ui/spinner';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { paths } from '../../../config/paths';
import { errorCode, useErrorText } from '../../../lib/error-text';
import '../../../lib/locales/pin';
import { useStartFaceStepUp, type StartFaceStepUpInput } from '../api/face-step-up';
import styles from './face.module.css';

export function FaceStepUpStart({
  pinRequired,
  notice,
  onCodeSent,
  onBack,
}: {
  pinRequired: boolean;
  /** Why the step-up is asked again (it ran out, or expired on the code step). */
  notice: ErrorCode | null;
  onCodeSent: (sent: FaceStepUpCodeSent) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const start = useStartFaceStepUp();
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const errorText = useErrorText(failure);
  const noticeText = useErrorText(notice);

  const send = (input: StartFaceStepUpInput) => {
    setFailure(null);
    start.mutate(input, {
      onSuccess: onCodeSent,
      // A wrong PIN, a locked one, too many codes: all told under the entry.
      onError: (error) => setFailure(errorCode(error)),
    });
  };

  return (
    <StepLayout
      pageTitle={t('face.stepUp.pageTitle')}
      title={t('face.stepUp.title')}
      subtitle={pinRequired ? t('face.stepUp.pinText') : t('face.stepUp.smsText')}
      onBack={onBack}
    >
      {noticeText && (
        <p className={styles.stepUpNotice} role="alert">
          {noticeText}
        </p>
      )}
      {pinRequired ? (
        <form className={stepStyles.form} noValidate onSubmit={(event) => event.preventDefault()}>
          <PinEntry
            error={errorText}
            pending={start.isPending}
            onComplete={(pin) => send({ pin })}
            onTyping={() => setFailure(null)}
          >
            {start.isPending && <Spinner label={t('face.stepUp.checking')} />}
            {/* Locked after 5 wrong PINs: only a reset (a new PIN by SMS) unlocks it. */}
            {failure === 'USER_PIN_LOCKED' && (
              <Link
                to={paths.profileResetPin.getHref()}
                className="button button--secondary button--block"
              >
                {t('resetPin.reset')}
              </Link>
            )}
          </PinEntry>
        </form>
      ) : (
        <form
          className={stepStyles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!start.isPending) send({});
          }}
        >
          <div role="alert" className={styles.stepUpError}>
            {errorText && <p className="field__error">{errorText}</p>}
          </div>
          <div className={stepStyles.footer}>
            <LoadingButton loading={start.isPending}>{t('face.stepUp.sendCode')}</LoadingButton>
          </div>
        </form>
      )}
    </StepLayout>
  );
}
