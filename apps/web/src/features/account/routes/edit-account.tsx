// /editar-conta (docs/spec/account-checklist.md §2, §5): one e-mail field, prefilled with the
// profile's and cleaned as it is typed. Sending saves it and mails a
// confirmation link, then /validar-conta; a failure shows its text and the
// button works again (§8). Sending the validated address again is pointless,
// so the button waits for a new one.
import type { ErrorCode } from '@rosto/contract/errors';
import { canSendEmailChange, normaliseEmail } from '@rosto/contract/validators/email';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { EmailField, useEmailInput } from '../../../components/ui/email-field';
import { LoadingButton } from '../../../components/ui/loading-button';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { paths } from '../../../config/paths';
import { errorCode, preloadErrorCatalogue, useErrorText } from '../../../lib/error-text';
import '../../../lib/locales/account';
import { useProfile } from '../../../lib/user-profile';
import { useUpdateEmail } from '../api/update-email';
import { saveEmailLinkSent } from '../stores/email-link-sent';
import { closeKeyboard } from '../../../lib/native-bridge';

export function EditAccountRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const update = useUpdateEmail();
  // The field follows the profile, which may arrive after the first render.
  const field = useEmailInput(profile?.email ?? '', { warnIncomplete: true });
  const { email } = field;
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const failureText = useErrorText(failure);

  const alreadyValidated =
    profile?.isEmailValidated === true && email === normaliseEmail(profile.email ?? '');
  const canSend = profile !== undefined && canSendEmailChange(email, profile);

  const send = () => {
    if (!canSend || update.isPending) return;
    setFailure(null);
    void preloadErrorCatalogue();
    update.mutate(
      { email },
      {
        onSuccess: () => {
          saveEmailLinkSent({ sentAt: Date.now(), resent: false });
          void navigate(paths.validateAccount.getHref());
        },
        onError: (error) => setFailure(errorCode(error)),
      },
    );
  };

  return (
    <StepLayout
      pageTitle={t('account.edit.pageTitle')}
      title={t('account.edit.title')}
      subtitle={t('account.edit.subtitle')}
      onBack={() => void navigate(paths.profile.getHref())}
    >
      <form
        className={stepStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          field.touch();
          closeKeyboard();
          send();
        }}
      >
        <div className={stepStyles.fields}>
          <EmailField
            email={field}
            onInput={() => setFailure(null)}
            hint={alreadyValidated ? t('account.edit.alreadyValidated') : t('account.edit.hint')}
            error={failureText}
          />
        </div>
        <div className={stepStyles.footer}>
          <LoadingButton loading={update.isPending} disabled={!canSend}>
            {t('account.edit.send')}
          </LoadingButton>
        </div>
      </form>
    </StepLayout>
  );
}
