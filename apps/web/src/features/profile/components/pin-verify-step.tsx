// /perfil/redefinir-pin, second step: the PIN in use, or the one just sent by
// SMS, checked (verify-pin) as soon as the fourth digit is in. 5 wrong in a
// row lock it (USER_PIN_LOCKED): then the reset is offered.
import type { ErrorCode } from '@rosto/contract/errors';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { remainingAttemptsOf } from '../../../lib/api-client';
import { errorCode } from '../../../lib/error-text';
import '../../../lib/locales/pin';
import { NEW_PIN_SMS_SECONDS, useVerifyPin } from '../api/user-pin';
import type { PinSource } from '../stores/reset-pin-machine';
import type { NewPinReason, SendNewPin } from './pin-send-new';
import { PinStepScreen } from './pin-step-screen';

export function PinVerifyStep({
  source,
  onVerified,
  sendNewPin,
  resetting,
  onBack,
}: {
  source: PinSource;
  onVerified: (pin: string) => void;
  sendNewPin: SendNewPin;
  resetting: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyPin();
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [remainingAttempts, setRemainingAttempts] = useState<number | null>(null);

  const check = (pin: string) => {
    setFailure(null);
    verify.mutate(pin, {
      onSuccess: () => onVerified(pin),
      onError: (error) => {
        setRemainingAttempts(remainingAttemptsOf(error));
        setFailure(errorCode(error));
      },
    });
  };

  const requestPin = (reason: NewPinReason) => {
    setFailure(null);
    sendNewPin(reason, setFailure);
  };

  return (
    <PinStepScreen
      title={t(source === 'sms' ? 'resetPin.verify.smsTitle' : 'resetPin.verify.currentTitle')}
      subtitle={
        source === 'sms'
          ? t('resetPin.verify.smsText', { seconds: NEW_PIN_SMS_SECONDS })
          : t('resetPin.verify.currentText')
      }
      onBack={onBack}
      failure={failure}
      remainingAttempts={remainingAttempts}
      pending={verify.isPending}
      pendingLabel={t('resetPin.verify.checking')}
      onComplete={check}
      onTyping={() => setFailure(null)}
      resetting={resetting}
      onReset={() => requestPin('locked')}
    >
      {source === 'current' && (
        <button
          type="button"
          className="link-button"
          disabled={resetting}
          onClick={() => requestPin('forgot')}
        >
          {t('resetPin.intro.forgot')}
        </button>
      )}
    </PinStepScreen>
  );
}
