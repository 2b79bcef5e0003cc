// /perfil/redefinir-pin, third and fourth steps: the new PIN (checked here
// with the contract's rules, so a too-easy one never leaves the phone), then
// the same PIN again; on a match change-pin gets the PIN verified on the
// second step and the new one.
import type { ErrorCode } from '@rosto/contract/errors';
import { pinIssue, pinMismatchError, pinsMatch } from '@rosto/contract/validators/pin';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { errorCode } from '../../../lib/error-text';
import '../../../lib/locales/pin';
import { useChangePin } from '../api/user-pin';
import type { SendNewPin } from './pin-send-new';
import { PinStepScreen } from './pin-step-screen';

export function PinChooseStep({
  onChosen,
  onBack,
}: {
  onChosen: (pin: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  return (
    <PinStepScreen
      title={t('resetPin.choose.title')}
      subtitle={t('resetPin.choose.text')}
      onBack={onBack}
      failure={failure}
      onComplete={(pin) => {
        const issue = pinIssue(pin);
        if (issue) setFailure(issue);
        else onChosen(pin);
      }}
      onTyping={() => setFailure(null)}
    />
  );
}

export function PinConfirmStep({
  currentPin,
  newPin,
  onChanged,
  sendNewPin,
  resetting,
  onBack,
}: {
  currentPin: string;
  newPin: string;
  onChanged: () => void;
  sendNewPin: SendNewPin;
  resetting: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangePin();
  const [failure, setFailure] = useState<ErrorCode | null>(null);

  const confirm = (confirmation: string) => {
    if (!pinsMatch(newPin, confirmation)) {
      setFailure(pinMismatchError);
      return;
    }
    setFailure(null);
    change.mutate(
      { currentPin, newPin },
      {
        onSuccess: onChanged,
        // The PIN verified a moment ago may have changed since (another
        // device) or been locked: told under the dots, with the reset if locked.
        onError: (error) => setFailure(errorCode(error)),
      },
    );
  };

  return (
    <PinStepScreen
      title={t('resetPin.confirm.title')}
      subtitle={t('resetPin.confirm.text')}
      onBack={onBack}
      failure={failure}
      pending={change.isPending}
      pendingLabel={t('resetPin.confirm.saving')}
      onComplete={confirm}
      onTyping={() => setFailure(null)}
      resetting={resetting}
      onReset={() => {
        setFailure(null);
        sendNewPin('locked', setFailure);
      }}
    />
  );
}
