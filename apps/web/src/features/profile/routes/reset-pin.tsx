// /perfil/redefinir-pin (docs/spec/account-checklist.md §2, 5 steps): change the PIN knowing the
// current one; or, forgotten or locked, have a new one sent by SMS and change
// that; or, for a user without one, create it the same way. The PINs stay in
// this screen's memory only.
import '../../../lib/locales/pin';
import { useCallback, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';
import { paths } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import { errorCode } from '../../../lib/error-text';
import { useHeadingFocusOnStepChange } from '../../../lib/use-heading-focus-on-step-change';
import { useProfile } from '../../../lib/user-profile';
import { useResetPin } from '../api/user-pin';
import { PinChanged } from '../components/pin-changed';
import { PinIntro } from '../components/pin-intro';
import { PinChooseStep, PinConfirmStep } from '../components/pin-new-steps';
import type { SendNewPin } from '../components/pin-send-new';
import { PinVerifyStep } from '../components/pin-verify-step';
import { initialResetPin, resetPinReducer, screenOf } from '../stores/reset-pin-machine';

export function ResetPinRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const [state, dispatch] = useReducer(resetPinReducer, initialResetPin);
  const reset = useResetPin();
  const screen = screenOf(state);
  useHeadingFocusOnStepChange(screen);

  const backToProfile = useCallback(
    () => void navigate(paths.profile.getHref(), { replace: true }),
    [navigate],
  );
  const back = () => (state.step === 'intro' ? backToProfile() : dispatch({ type: 'back' }));

  const sendNewPin: SendNewPin = (reason, onRefused) => {
    reset.mutate(undefined, {
      onSuccess: () => {
        track('PIN_RESET_SENT', { reason });
        dispatch({ type: 'pin-sent' });
      },
      onError: (error) => onRefused(errorCode(error)),
    });
  };
  const resetting = reset.isPending;

  if (!profile) {
    return <FullScreenLoader label={t('common.loading')} />;
  }

  switch (state.step) {
    case 'intro':
      return (
        <PinIntro
          hasPin={profile.hasPin}
          onChange={() => dispatch({ type: 'change' })}
          sendNewPin={sendNewPin}
          resetting={resetting}
          onBack={back}
        />
      );
    case 'verify':
      return (
        <PinVerifyStep
          // The SMS wording is a new screen: fresh dots and no old error.
          key={screen}
          source={state.source}
          onVerified={(pin) => dispatch({ type: 'verified', pin })}
          sendNewPin={sendNewPin}
          resetting={resetting}
          onBack={back}
        />
      );
    case 'choose':
      return <PinChooseStep onChosen={(pin) => dispatch({ type: 'chosen', pin })} onBack={back} />;
    case 'confirm':
      return (
        <PinConfirmStep
          currentPin={state.currentPin}
          newPin={state.newPin}
          onChanged={() => {
            track('PIN_CHANGED', { source: state.source });
            dispatch({ type: 'changed' });
          }}
          sendNewPin={sendNewPin}
          resetting={resetting}
          onBack={back}
        />
      );
    case 'changed':
      return <PinChanged onDone={backToProfile} />;
  }
}
