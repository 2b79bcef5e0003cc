// Code boxes (six for the SMS code, four dots for the PIN) over one real
// input (input-otp): typing, deleting, arrow keys, paste and the phone's
// one-time-code autofill all work as in a plain field, and a screen reader
// hears one labelled field instead of six unnamed ones. A complete entry
// lowers the native wrapper's keyboard (decision 028).
import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { OTPInput } from 'input-otp';
import { sanitizeOtp } from '@rosto/contract/validators/otp';
import { closeKeyboard } from '../../lib/native-bridge';
import styles from './otp-input.module.css';

export interface CodeInputProps {
  label: string;
  /** Read after the label (e.g. "6 dígitos"). */
  hint?: string;
  length: number;
  value: string;
  onChange: (value: string) => void;
  /**
   * Called once all boxes hold a digit (typed, pasted or autofilled). In the
   * native wrapper the keyboard closes first: the screen moves on or waits on
   * the server, and a WebView would leave the keyboard over it.
   */
  onComplete?: (value: string) => void;
  /** Id of the text that explains the current error (role=alert outside). */
  errorId?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** PIN entry: dots instead of digits and no autofill. */
  secret?: boolean;
  labelHidden?: boolean;
}

/** Pasted codes often carry spaces or a dash ("123 456"); only the digits count. */
export const cleanPastedCode = (text: string) => sanitizeOtp(text).replace(/-/gu, '');

export function CodeInput({
  label,
  hint,
  length,
  value,
  onChange,
  onComplete,
  errorId,
  invalid = false,
  disabled = false,
  autoFocus = false,
  secret = false,
  labelHidden = false,
}: CodeInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errorId ?? null].filter(Boolean).join(' ');

  // Complete once per entry: the same full code again (pasted twice) is not
  // submitted twice.
  const completed = useRef<string | null>(null);
  // The screen empties the boxes after an error: the same code may then be
  // entered (or pasted) again, and counts as a new entry.
  useEffect(() => {
    if (value.length < length) completed.current = null;
  }, [value, length]);
  const input = useRef<HTMLInputElement>(null);
  // Disabled while a code is checked, the field loses focus (in the wrapper
  // closeKeyboard() took it already): give it back, so the person can type
  // again right after an error.
  const wasDisabled = useRef(disabled);
  useEffect(() => {
    if (wasDisabled.current && !disabled) input.current?.focus();
    wasDisabled.current = disabled;
  }, [disabled]);
  const change = (next: string) => {
    // A refused key leaves the value unchanged; React puts the controlled
    // field back to it.
    const digits = next.replace(/\D/gu, '').slice(0, length);
    onChange(digits);
    if (digits.length < length) {
      completed.current = null;
    } else if (completed.current !== digits) {
      completed.current = digits;
      if (onComplete) {
        closeKeyboard();
        onComplete(digits);
      }
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      {hint && (
        <span id={hintId} className="visually-hidden">
          {hint}
        </span>
      )}
      <OTPInput
        ref={input}
        id={id}
        maxLength={length}
        value={value}
        onChange={change}
        pasteTransformer={cleanPastedCode}
        inputMode="numeric"
        autoComplete={secret ? 'off' : 'one-time-code'}
        type={secret ? 'password' : 'text'}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        disabled={disabled}
        autoFocus={autoFocus}
        pushPasswordManagerStrategy="none"
        containerClassName={[
          styles.container,
          invalid ? styles.invalid : '',
          disabled ? styles.disabled : '',
        ].join(' ')}
        render={({ slots }) => (
          <div
            className={styles.boxes}
            style={{ '--slots': length } as CSSProperties}
            aria-hidden="true"
          >
            {slots.map((slot, index) => (
              <div key={index} className={styles.box} data-active={slot.isActive}>
                {slot.char !== null &&
                  (secret ? <span className={styles.dot} /> : <span>{slot.char}</span>)}
                {slot.hasFakeCaret && <span className={styles.caret} />}
              </div>
            ))}
          </div>
        )}
      />
    </div>
  );
}
