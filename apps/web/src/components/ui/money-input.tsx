// The one money box of the app (decision 071): typed cents-first as Brazilian
// banking apps and the terminal's keypad take it (@rosto/contract/typed-cents),
// so "2345" is R$ 23,45 and a backspace drops the last digit. It always shows
// the amount formatted in the app's language ("R$ 23,45", "R$23.45"), which is
// also what a screen reader reads. The value is integer cents, null while empty.
import type { ComponentProps } from 'react';
import { formatMoney } from '@rosto/contract/format-money';
import { centsFromPasted, centsFromTyped } from '@rosto/contract/typed-cents';
import { useLanguage } from '../../lib/i18n';

type PassedProps = Pick<
  ComponentProps<'input'>,
  'id' | 'className' | 'autoFocus' | 'disabled' | 'readOnly' | 'aria-describedby' | 'aria-invalid'
>;

export function MoneyInput({
  cents,
  onChange,
  ...input
}: PassedProps & { cents: number | null; onChange: (cents: number | null) => void }) {
  const language = useLanguage();
  // An input's text is edited: plain spaces, as formatMoney's option says.
  const shown = cents === null ? '' : formatMoney(cents, language, { plainSpaces: true });
  return (
    <input
      {...input}
      className={input.className ?? 'field__input'}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={formatMoney(0, language, { plainSpaces: true })}
      value={shown}
      onChange={(event) => {
        const next = centsFromTyped(event.target.value);
        // Deleting down to nothing but zeros empties the box, so a backspace
        // always gets back to the placeholder.
        const deleting = event.target.value.length < shown.length;
        onChange(deleting && next === 0 ? null : next);
      }}
      onPaste={(event) => {
        // A pasted amount replaces the box's, read as written ("23,45").
        event.preventDefault();
        if (input.readOnly || input.disabled) return;
        const pasted = centsFromPasted(event.clipboardData.getData('text'));
        if (pasted !== null) onChange(pasted);
      }}
      // The amount shown is selected: the first digit typed starts a new one.
      onFocus={(event) => event.target.select()}
    />
  );
}
