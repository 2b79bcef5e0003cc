// An amount in reais as a person types it (docs/spec/wallet-checklist.md §5 "Amount: positive, max
// 10 billion, two decimals, BRL"): "R$ 1.234,56" whatever the app's language,
// a comma or a dot for the decimals, no negatives, nothing above the contract's
// maximum. react-number-format keeps the caret where the person types. The
// value is the formatted text; the contract's parseBrlToCents reads cents.
import type { ComponentProps } from 'react';
import { NumericFormat } from 'react-number-format';
import { MAX_AMOUNT_CENTS } from '@rosto/contract/validators/amount';

type PassedProps = Pick<
  ComponentProps<'input'>,
  'id' | 'className' | 'autoFocus' | 'disabled' | 'readOnly' | 'aria-describedby' | 'aria-invalid'
>;

export function BrlAmountInput({
  value,
  onChange,
  ...input
}: PassedProps & { value: string; onChange: (text: string) => void }) {
  return (
    <NumericFormat
      {...input}
      className={input.className ?? 'field__input'}
      inputMode="decimal"
      autoComplete="off"
      placeholder="R$ 0,00"
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
    />
  );
}
