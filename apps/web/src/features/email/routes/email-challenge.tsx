// /validar-email/:id: the link from the confirmation e-mail asks the owner's
// CPF (mask 000.000.000-00); confirm opens only for a valid CPF, which is sent
// as digits. Either way the status page tells the outcome.
import '../../../lib/locales/onboarding';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/errors/not-found-page';
import { CpfField, useCpfInput } from '../../../components/ui/cpf-field';
import { LoadingButton } from '../../../components/ui/loading-button';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { paths } from '../../../config/paths';
import { useValidateEmailToken } from '../api/validate-email-token';
import { isEmailTokenShape, type EmailChallengeOutcome } from '../utils/email-link';
import { closeKeyboard } from '../../../lib/native-bridge';

function EmailChallenge({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cpf = useCpfInput();
  const validate = useValidateEmailToken();

  const finish = (status: EmailChallengeOutcome) =>
    void navigate(paths.emailChallengeStatus.getHref(), { replace: true, state: { status } });

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
          validate.mutate(
            { emailValidationToken: token, cpf: cpf.digits },
            { onSuccess: () => finish('success'), onError: () => finish('fail') },
          );
        }}
      >
        <div className={stepStyles.fields}>
          <CpfField cpf={cpf} autoFocus />
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
