// The 4-digit PIN as dots (registration, confirming who replaces a face):
// judged as soon as the fourth digit is in, the dots empty at once (the PIN
// never stays on screen or in state), and the error shows under them. In the
// native wrapper the fourth digit also closes the keyboard (CodeInput).
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { PIN_LENGTH } from '@rosto/contract/validators/pin';
import { CodeInput } from './otp-input';
import styles from './pin-entry.module.css';

export function PinEntry({
  error,
  pending = false,
  onComplete,
  onTyping,
  children,
}: {
  /** Mapped error text, shown under the dots. */
  error: string | null;
  /** The PIN is being checked: the dots take no input meanwhile. */
  pending?: boolean;
  onComplete: (pin: string) => void;
  /** A digit was typed after a result: the screen clears its error. */
  onTyping: () => void;
  /** Under the error (a spinner, a note). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const errorId = `${useId()}-pin-error`;

  return (
    <div className={styles.area}>
      <CodeInput
        label={t('fields.pin')}
        labelHidden
        hint={t('fields.pinDigits')}
        length={PIN_LENGTH}
        value={pin}
        secret
        autoFocus
        disabled={pending}
        invalid={error !== null}
        errorId={error ? errorId : undefined}
        onChange={(next) => {
          setPin(next);
          if (next.length > 0) onTyping();
        }}
        onComplete={(value) => {
          setPin('');
          onComplete(value);
        }}
      />
      <div role="alert" className={styles.error}>
        {error && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}
