// /validar-email/:id: the link from the confirmation e-mail asks the owner's
// CPF (mask 000.000.000-00); confirm opens only for a valid CPF, which is sent
// as digits. Either way the status page tells the outcome.
import '../../../lib/locales/onboarding';
import type { ErrorCode } from '@rosto/contract/errors';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { NotFoundPage } from '../../../components/errors/not-found-page';
import { CpfField, useCpfInput } from '../../../components/ui/cpf-field';
import { LoadingButton } from '../../../components/ui/loading-button';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { paths } from '../../../config/paths';
import { useValidateEmailToken } from '../api/validate-email-token';
import {
  isEmailTokenShape,
  type EmailChallengeOutcome,
  type EmailChallengeRetry,
} from '../utils/email-link';
import { closeKeyboard } from '../../../lib/native-bridge';
import { remainingAttemptsOf } from '../../../lib/api-client';
import { errorCode, preloadErrorCatalogue, useErrorText } from '../../../lib/error-text';

function EmailChallenge({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cpf = useCpfInput();
  const validate = useValidateEmailToken();

  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const errorText = useErrorText(failure);

  const finish = (status: EmailChallengeOutcome, retry: EmailChallengeRetry | null = null) =>
    void navigate(paths.emailChallengeStatus.getHref(), {
      replace: true,
      state: { status, retry },
    });

  /** What the link says goes to the status page; a failure to reach us stays here to retry. */
  const failed = (error: unknown) => {
    const code = errorCode(error);
    if (code === 'EMAIL_VALIDATION_CPF_MISMATCH') {
      const remaining = remainingAttemptsOf(error);
      finish('fail', remaining === null ? null : { token, remainingAttempts: remaining });
    } else if (code === 'EMAIL_VALIDATION_TOKEN_INVALID' || code === 'CPF_INVALID') {
      finish('fail');
    } else {
      setFailure(code);
    }
  };

  return (
    <StepLayout
      pageTitle={t('emailChallenge.pageTitle')}
      brand
      title={t('emailChallenge.title')}
      subtitle={t('emailChallenge.subtitle')}
    >
      <form
        className={stepStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!cpf.valid || validate.isPending) return;
          closeKeyboard();
          setFailure(null);
          void preloadErrorCatalogue();
          validate.mutate(
            { emailValidationToken: token, cpf: cpf.digits },
            { onSuccess: () => finish('success'), onError: failed },
          );
        }}
      >
        <div className={stepStyles.fields}>
          <CpfField cpf={cpf} autoFocus />
          <div role="alert">{errorText && <p className="field__error">{errorText}</p>}</div>
        </div>
        <div className={stepStyles.footer}>
          <LoadingButton loading={validate.isPending} disabled={!cpf.canContinue}>
            {t('emailChallenge.confirm')}
          </LoadingButton>
        </div>
      </form>
    </StepLayout>
  );
}

export function EmailChallengeRoute() {
  const { id } = useParams();
  return isEmailTokenShape(id) ? <EmailChallenge key={id} token={id} /> : <NotFoundPage />;
}
