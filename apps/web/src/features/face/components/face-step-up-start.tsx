// /perfil/trocar-rosto, first step: the PIN (users who have one), else a
// button that sends the code. Never sent on its own, so a reload of this
// screen sends no SMS. The PIN is checked before any code goes out.
import type { ErrorCode } from '@rosto/contract/errors';
import type { FaceStepUpCodeSent } from '@rosto/contract/schemas/face';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LoadingButton } from '../../../components/ui/loading-button';
import { PinCheck } from '../../../components/ui/pin-check';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { errorCode, useErrorText } from '../../../lib/error-text';
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
        <PinCheck
          failure={failure}
          pending={start.isPending}
          pendingLabel={t('face.stepUp.checking')}
          onComplete={(pin) => send({ pin })}
          onTyping={() => setFailure(null)}
        />
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
