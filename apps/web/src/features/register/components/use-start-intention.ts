// Starts (or restarts) the registration on the server once terms, name and
// CPF are known; a later change of name or CPF needs a new start.
import type { ErrorCode } from '@rosto/contract/errors';
import { useState } from 'react';
import { useCaptchaCheck } from '../../../components/ui/captcha-check';
import { errorCode } from '../../../lib/error-text';
import { useStartRegistration } from '../api/start-registration';
import { needsNewIntention } from '../stores/onboarding-machine';
import { useRegisterStep } from './register-step';

export function useStartIntention() {
  const { state, dispatch, handleFlowError } = useRegisterStep();
  const startRegistration = useStartRegistration();
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const captcha = useCaptchaCheck('register');

  /** Saves the answers and moves on, calling register/start when needed. */
  const startAndAdvance = async (patch: { fullName?: string; cpf?: string }) => {
    setFailure(null);
    const next = { ...state, ...patch };
    if (!needsNewIntention(next)) {
      dispatch({ type: 'advance', patch });
      return;
    }
    const proof = await captcha.proof();
    if (!proof) return;
    const fullName = next.fullName.trim().replace(/\s+/gu, ' ');
    startRegistration.mutate(
      {
        fullName,
        cpf: next.cpf,
        acceptedTermsAt: next.acceptedTermsAt ?? new Date().toISOString(),
        ...proof,
      },
      {
        onSuccess: ({ registerIntentionId }) =>
          dispatch({
            type: 'advance',
            patch: {
              ...patch,
              registerIntentionId,
              startedWith: { fullName, cpf: next.cpf },
              // A new intention knows no phone yet.
              phoneConfirmed: false,
              resendAt: null,
              emailSaved: false,
            },
          }),
        onError: (error) => {
          if (captcha.refused(error)) return;
          if (!handleFlowError(error)) setFailure(errorCode(error));
        },
      },
    );
  };

  return {
    startAndAdvance,
    pending: startRegistration.isPending,
    failure,
    captchaMissing: captcha.missing,
    captchaWidget: captcha.widget,
  };
}
