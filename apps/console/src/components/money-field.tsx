// A money box typed cents-first (@rosto/contract/typed-cents): it always shows the amount
// formatted ("R$ 23,45"), and a screen reader reads it so. Entering the box
// selects the amount, so typing replaces it and the keys after go on from
// the right.
import { formatMoney } from '@rosto/contract/format-money';
import type { Locale } from '@rosto/contract/errors';
import { centsFromPasted, centsFromTyped } from '@rosto/contract/typed-cents';
import { TextField } from './text-field';

interface MoneyFieldProps {
  /** The box's id, for the form that focuses it. */
  id: string;
  label: string;
  hint?: string;
  cents: number | null;
  onChange: (cents: number | null) => void;
  error: string | null;
  language: Locale;
}

export function MoneyField({ id, label, hint, cents, onChange, error, language }: MoneyFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      error={error}
      className="money"
      inputMode="numeric"
      autoComplete="off"
      value={cents === null ? '' : formatMoney(cents, language, { plainSpaces: true })}
      onChange={(event) => onChange(centsFromTyped(event.target.value))}
      // A pasted amount replaces the box's, read as written ("23,45", "R$ 1.234,5").
      onPaste={(event) => {
        event.preventDefault();
        const pasted = centsFromPasted(event.clipboardData.getData('text'));
        if (pasted !== null) onChange(pasted);
      }}
      // The amount shown is selected: the first digit typed starts a new one.
      onFocus={(event) => event.target.select()}
    />
  );
}
