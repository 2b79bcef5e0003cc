// The PIN asked before a sensitive action (deleting the account, replacing
// the face): the dots in their own form, the server's refusal under them, a
// spinner while it checks, and for a PIN locked after 5 wrong ones the way
// out, "Redefinir senha" (a new PIN by SMS is the only unlock).
import type { ErrorCode } from '@rosto/contract/errors';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../../config/paths';
import { useErrorText } from '../../lib/error-text';
import '../../lib/locales/pin';
import { PinEntry } from './pin-entry';
import { Spinner } from './spinner';
import { stepStyles } from './step-layout';

export function PinCheck({
  failure,
  pending,
  pendingLabel,
  onComplete,
  onTyping,
}: {
  /** The refusal of the last PIN, told under the dots. */
  failure: ErrorCode | null;
  /** The PIN is being checked: the dots take no input meanwhile. */
  pending: boolean;
  /** What the spinner says while checking. */
  pendingLabel: string;
  onComplete: (pin: string) => void;
  /** A digit was typed after a result: the screen clears its failure. */
  onTyping: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText(failure);
  return (
    <form className={stepStyles.form} noValidate onSubmit={(event) => event.preventDefault()}>
      <PinEntry error={errorText} pending={pending} onComplete={onComplete} onTyping={onTyping}>
        {pending && <Spinner label={pendingLabel} />}
        {failure === 'USER_PIN_LOCKED' && (
          <Link
            to={paths.profileResetPin.getHref()}
            className="button button--secondary button--block"
          >
            {t('resetPin.reset')}
          </Link>
        )}
      </PinEntry>
    </form>
  );
}
