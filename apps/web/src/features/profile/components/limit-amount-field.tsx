// A BRL amount field of /perfil/limites (as the wallet's amount field): two
// decimals, no negatives, the hint and the field's own error under it.
import { useId } from 'react';
import { NumericFormat } from 'react-number-format';
import { MAX_AMOUNT_CENTS } from '@rosto/contract/validators/amount';

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
      <NumericFormat
        id={id}
        className="field__input"
        inputMode="decimal"
        autoComplete="off"
        // The field is in BRL's own notation whatever the language.
        placeholder="R$ 0,00"
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        value={value}
        onValueChange={(values) => onChange(values.formattedValue)}
        thousandSeparator="."
        decimalSeparator=","
        allowedDecimalSeparators={[',', '.']}
        prefix="R$ "
        decimalScale={2}
        fixedDecimalScale
        allowNegative={false}
        isAllowed={({ floatValue }) =>
          floatValue === undefined || Math.round(floatValue * 100) <= MAX_AMOUNT_CENTS
        }
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
