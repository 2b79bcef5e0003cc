// A BRL amount field of /perfil/limites (as the wallet's amount field): two
// decimals, no negatives, the hint and the field's own error under it.
import { useId } from 'react';
import { BrlAmountInput } from '../../../components/ui/brl-amount-input';

export function LimitAmountField({
  label,
  hint,
  error,
  value,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  error: string | null;
  value: string;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <BrlAmountInput
        id={id}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        value={value}
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
