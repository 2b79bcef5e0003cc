// A labelled text box with an optional hint below it and, when its value is
// refused, the error. The box's description lists the error first, then the
// hint: a screen reader says what is wrong before how to fill the box.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'aria-invalid' | 'aria-describedby'
> {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value; the box is invalid while there is one. */
  error?: string | null;
  /** Announces the error as it appears: for one the server sends after the submit. */
  announceError?: boolean;
  /**
   * Only for a form that finds the box by its id (to focus the first wrong
   * one); the box gets its own id otherwise.
   */
  id?: string;
}

export function TextField({
  label,
  hint,
  error = null,
  announceError = false,
  id: givenId,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const invalid = error !== null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [invalid ? errorId : null, hint === undefined ? null : hintId].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...inputProps} aria-invalid={invalid} aria-describedby={describedBy} />
      {hint !== undefined && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {invalid && (
        <p className="field-error" id={errorId} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
