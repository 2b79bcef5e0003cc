// /editar-conta (account.md §2, §5): one e-mail field, prefilled with the
// profile's and cleaned as it is typed. Sending saves it and mails a
// confirmation link, then /validar-conta; a failure shows its text and the
// button works again (§8). Sending the validated address again is pointless,
// so the button waits for a new one.
import type { ErrorCode } from '@rosto/contract/errors';
import {
  EMAIL_MAX_LENGTH,
  canSendEmailChange,
  emailError,
  isValidEmail,
  looksIncompleteEmail,
  sanitizeEmail,
} from '@rosto/contract/validators/email';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingButton } from '../../../components/ui/loading-button';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { errorCode, preloadErrorCatalogue, useErrorText } from '../../../lib/error-text';
import '../../../lib/locales/account';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useProfile } from '../../../lib/user-profile';
import { useUpdateEmail } from '../api/update-email';
import { saveEmailLinkSent } from '../stores/email-link-sent';

export function EditAccountRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const update = useUpdateEmail();
  // Null until the user types: the field follows the profile, which may arrive after the first render.
  const [typed, setTyped] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);

  const current = sanitizeEmail(profile?.email ?? '');
  const email = typed ?? current;
  const alreadyValidated = profile?.isEmailValidated === true && email === current;
  const canSend = profile !== undefined && canSendEmailChange(email, profile);
  // Judged once typing pauses: "ana@mail.c" is on its way to "ana@mail.com".
  const settled = useDebouncedValue(email) === email;
  const warn =
    settled && email !== '' && (looksIncompleteEmail(email) || (touched && !isValidEmail(email)));
  const errorText = useErrorText(failure ?? (warn ? emailError : null));

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
          setTouched(true);
          send();
        }}
      >
        <div className={stepStyles.fields}>
          <TextField
            label={t('fields.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onBlur={() => setTouched(true)}
            onChange={(event) => {
              setTyped(sanitizeEmail(event.currentTarget.value));
              setFailure(null);
            }}
            hint={alreadyValidated ? t('account.edit.alreadyValidated') : t('account.edit.hint')}
            error={errorText}
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
