// Registration: the e-mail, then the same e-mail typed again (docs/spec/account-checklist.md §5):
// input kept as typed, trimmed and lowercased (decision 070); the retyped one
// must match, and Enter does not submit it (it is retyped, not confirmed by
// reflex). Then set-email, or set-privatelabel-email with the partner opt-in
// given on the screen before (its moment), whose recorded copy the receipt shows.
import type { ErrorCode } from '@rosto/contract/errors';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  EMAIL_MAX_LENGTH,
  emailsMatch,
  isValidEmail,
  normaliseEmail,
  emailMismatchError,
} from '@rosto/contract/validators/email';
import { EmailField, useEmailInput } from '../../../components/ui/email-field';
import { LoadingButton } from '../../../components/ui/loading-button';
import { TextField } from '../../../components/ui/text-field';
import { track } from '../../../lib/analytics';
import { errorCode, useErrorText } from '../../../lib/error-text';
import { useSetRegisterEmail } from '../api/set-email';
import { useSetPrivateLabelEmail } from '../api/set-private-label-email';
import type { OnboardingPatch } from '../stores/onboarding-machine';
import styles from './register.module.css';
import { RegisterFormStep } from './register-form-step';
import { useRegisterStep } from './register-step';
import { closeKeyboard } from '../../../lib/native-bridge';

export function EmailStep() {
  const { t } = useTranslation();
  const { state, dispatch } = useRegisterStep();
  const field = useEmailInput(state.email);
  const { email } = field;
  const valid = isValidEmail(email);

  return (
    <RegisterFormStep
      screen="email"
      onSubmit={() => {
        field.touch();
        // A changed address must be saved again after its confirmation.
        if (valid) {
          closeKeyboard();
          dispatch({
            type: 'advance',
            patch: { email, emailSaved: state.emailSaved && email === state.email },
          });
        }
      }}
      footer={
        <button type="submit" className="button button--primary button--block" disabled={!valid}>
          {t('common.continue')}
        </button>
      }
    >
      <EmailField email={field} autoFocus hint={t('register.email.hint')} />
    </RegisterFormStep>
  );
}

export function EmailConfirmStep() {
  const { t } = useTranslation();
  const { state, dispatch, handleFlowError, user } = useRegisterStep();
  const [confirmation, setConfirmation] = useState('');
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const setEmail = useSetRegisterEmail();
  const setPrivateLabelEmail = useSetPrivateLabelEmail();
  const matches = emailsMatch(state.email, confirmation);
  const mismatch = checked && confirmation !== '' && !matches;
  const errorText = useErrorText(failure ?? (mismatch ? emailMismatchError : null));
  const pending = setEmail.isPending || setPrivateLabelEmail.isPending;

  const done = (patch: OnboardingPatch = {}) => {
    track('REGISTER_EMAIL_SET', { variant: state.variant });
    dispatch({ type: 'advance', patch: { ...patch, emailSaved: true } });
  };
  const onError = (error: unknown) => {
    if (!handleFlowError(error)) setFailure(errorCode(error));
  };

  const confirm = () => {
    setChecked(true);
    setFailure(null);
    if (!matches || pending) return;
    if (state.variant === 'standard') {
      if (state.emailSaved) {
        done();
        return;
      }
      if (!state.registerIntentionId) return;
      setEmail.mutate(
        { registerIntentionId: state.registerIntentionId, email: state.email },
        { onSuccess: () => done(), onError },
      );
    } else if (user) {
      setPrivateLabelEmail.mutate(
        {
          userId: user.id,
          email: state.email,
          optInAt: state.optedInAt ?? new Date().toISOString(),
          optInBy: 'register-private-label',
        },
        {
          onSuccess: (recorded) =>
            done({ recordedOptIn: { optInAt: recorded.optInAt, optInBy: recorded.optInBy } }),
          onError,
        },
      );
    }
  };

  return (
    <RegisterFormStep
      screen="emailConfirm"
      // Enter must not submit: the button does (docs/spec/account-checklist.md §5).
      footer={
        <LoadingButton
          type="button"
          loading={pending}
          disabled={confirmation === ''}
          onClick={confirm}
        >
          {t('register.emailConfirm.confirm')}
        </LoadingButton>
      }
    >
      <div className={styles.card}>
        <span className="field__hint">{t('register.emailConfirm.typed')}</span>
        <p className={styles.summary}>{state.email}</p>
      </div>
      <TextField
        label={t('fields.emailConfirmation')}
        name="email-confirmation"
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={EMAIL_MAX_LENGTH}
        value={confirmation}
        autoFocus
        enterKeyHint="done"
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        onBlur={() => setChecked(confirmation !== '')}
        onChange={(event) => {
          const next = normaliseEmail(event.currentTarget.value);
          setConfirmation(next);
          setFailure(null);
          if (emailsMatch(state.email, next)) setChecked(false);
        }}
        error={errorText}
      />
    </RegisterFormStep>
  );
}
