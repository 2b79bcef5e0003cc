// Registration: the 4-digit PIN and its confirmation (docs/spec/account-checklist.md §5), each a
// shared PIN entry (judged when the fourth digit is in, the text of a problem
// under the dots). The confirmation finishes the registration: token and profile,
// the session starts, then the success screen. The PIN is only ever in memory.
import type { ErrorCode } from '@rosto/contract/errors';
import type { UserFeature, UserProfile } from '@rosto/contract/schemas/user';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { pinIssue, pinMismatchError, pinsMatch } from '@rosto/contract/validators/pin';
import { PinEntry } from '../../../components/ui/pin-entry';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { Spinner } from '../../../components/ui/spinner';
import { track } from '../../../lib/analytics';
import { errorCode, errorText as errorTextOf, useErrorText } from '../../../lib/error-text';
import { startSession } from '../../../lib/session';
import { showSnackbar } from '../../../lib/snackbar';
import { useFinishRegistration } from '../api/finish-registration';
import styles from './register.module.css';
import { useRegisterStep } from './register-step';

/** The app-store review account: its profile carries this feature flag (decision 026). */
const REVIEW_ACCOUNT = 'REVIEW_ACCOUNT' satisfies UserFeature;

const isReviewAccount = (profile: Pick<UserProfile, 'features'>): boolean =>
  Array.isArray(profile.features) && profile.features.includes(REVIEW_ACCOUNT);

/** Codes the PIN screens explain under the dots; other finish errors go to a snackbar. */
const PIN_CODES = new Set<ErrorCode>(['INVALID_USER_PIN_FORMAT', 'INVALID_USER_PIN_TOO_EASY']);

function PinScreen({
  title,
  subtitle,
  pageTitle,
  failure,
  pending = false,
  onComplete,
  onTyping,
}: {
  title: string;
  subtitle: string;
  pageTitle: string;
  failure: ErrorCode | null;
  pending?: boolean;
  onComplete: (pin: string) => void;
  onTyping: () => void;
}) {
  const { t } = useTranslation();
  const { progress, back } = useRegisterStep();
  const errorText = useErrorText(failure);

  return (
    <StepLayout
      pageTitle={pageTitle}
      title={title}
      subtitle={subtitle}
      progress={progress}
      onBack={back}
    >
      <form className={stepStyles.form} noValidate onSubmit={(event) => event.preventDefault()}>
        <PinEntry error={errorText} pending={pending} onComplete={onComplete} onTyping={onTyping}>
          {pending && <Spinner label={t('register.pin.finishing')} />}
          <p className={styles.pinNote}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
            {t('register.pin.note')}
          </p>
        </PinEntry>
      </form>
    </StepLayout>
  );
}

export function PinStep({ onChosen }: { onChosen: (pin: string) => void }) {
  const { t } = useTranslation();
  const { dispatch } = useRegisterStep();
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  return (
    <PinScreen
      pageTitle={t('register.pin.pageTitle')}
      title={t('register.pin.title')}
      subtitle={t('register.pin.subtitle')}
      failure={failure}
      onTyping={() => setFailure(null)}
      onComplete={(pin) => {
        const issue = pinIssue(pin);
        if (issue) {
          setFailure(issue);
          return;
        }
        onChosen(pin);
        dispatch({ type: 'advance' });
      }}
    />
  );
}

export function PinConfirmStep({ pin }: { pin: string | null }) {
  const { t } = useTranslation();
  const { state, dispatch, handleFlowError } = useRegisterStep();
  const finish = useFinishRegistration();
  const [failure, setFailure] = useState<ErrorCode | null>(null);

  const confirm = (confirmation: string) => {
    if (!pin || !pinsMatch(pin, confirmation)) {
      setFailure(pinMismatchError);
      return;
    }
    if (!state.registerIntentionId) return;
    finish.mutate(
      { registerIntentionId: state.registerIntentionId, pin },
      {
        onSuccess: ({ token, profile }) => {
          track('REGISTER_FINISHED');
          // The success screen first, so the guard lets the new session stay on it;
          // the store-review account has its own, without the face step (decision 027).
          dispatch({ type: 'finished', reviewAccount: isReviewAccount(profile) });
          startSession(token, profile.id);
        },
        onError: (error) => {
          if (handleFlowError(error)) return;
          const code = errorCode(error);
          if (PIN_CODES.has(code)) {
            setFailure(code);
            return;
          }
          // Finish errors show as a snackbar (docs/spec/account-checklist.md §8), never twice at
          // once.
          void errorTextOf(code).then((text) => showSnackbar(text, { variant: 'error' }));
        },
      },
    );
  };

  return (
    <PinScreen
      pageTitle={t('register.pinConfirm.pageTitle')}
      title={t('register.pinConfirm.title')}
      subtitle={t('register.pinConfirm.subtitle')}
      failure={failure}
      pending={finish.isPending}
      onTyping={() => setFailure(null)}
      onComplete={confirm}
    />
  );
}
