// Registration: the CPF, when sign-in or the link did not give it. Continuing
// starts the registration on the server (with the captcha token when enabled).
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { CpfField, useCpfInput } from '../../../components/ui/cpf-field';
import { LoadingButton } from '../../../components/ui/loading-button';
import { paths } from '../../../config/paths';
import { preloadCaptcha } from '../../../lib/captcha';
import { useErrorText } from '../../../lib/error-text';
import { RegisterFormStep } from './register-form-step';
import { useRegisterStep } from './register-step';
import { useStartIntention } from './use-start-intention';
import { closeKeyboard } from '../../../lib/native-bridge';

export function CpfStep() {
  const { t } = useTranslation();
  const { state } = useRegisterStep();
  const cpf = useCpfInput(state.cpf);
  const { startAndAdvance, pending, failure, captchaMissing, captchaWidget } = useStartIntention();
  const failureText = useErrorText(failure);

  return (
    <RegisterFormStep
      screen="cpf"
      onSubmit={() => {
        if (cpf.valid && !pending) {
          closeKeyboard();
          void startAndAdvance({ cpf: cpf.digits });
        }
      }}
      footer={
        <LoadingButton loading={pending} disabled={!cpf.canContinue}>
          {t('common.continue')}
        </LoadingButton>
      }
    >
      <CpfField
        cpf={cpf}
        autoFocus
        onInput={preloadCaptcha}
        error={captchaMissing ? t('login.captchaRequired') : failureText}
        errorAction={
          failure === 'CPF_ALREADY_IN_USE' ? (
            <Link to={paths.login.getHref()} state={{ cpf: cpf.digits }} className="link-button">
              {t('register.signInInstead')}
            </Link>
          ) : undefined
        }
      />
      {captchaWidget}
    </RegisterFormStep>
  );
}
