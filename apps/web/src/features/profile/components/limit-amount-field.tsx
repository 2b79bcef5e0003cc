// An amount field of /perfil/limites: the app's money box, typed cents-first
// (decision 071), with the hint and the field's own error under it.
import { useId } from 'react';
import { MoneyInput } from '../../../components/ui/money-input';

export function LimitAmountField({
  label,
  hint,
  error,
  cents,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  error: string | null;
  cents: number | null;
  disabled: boolean;
  onChange: (cents: number | null) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <MoneyInput
        id={id}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        cents={cents}
        onChange={onChange}
        disabled={disabled}
      />
      <p id={hintId} className="field__hint">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
