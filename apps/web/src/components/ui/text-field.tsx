// A labelled input with an optional hint and an error that screen readers
// announce (role=alert) and tie to the input (aria-describedby).
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  /** Error text; null or undefined for none. */
  error?: ReactNode;
  /** Shown under the error, e.g. a link to act on it. */
  errorAction?: ReactNode;
  id?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, errorAction, id, className, ...inputProps },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={className ? `field__input ${className}` : 'field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div role="alert" className="field__error-slot">
        {error && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
        {error && errorAction}
      </div>
    </div>
  );
});
