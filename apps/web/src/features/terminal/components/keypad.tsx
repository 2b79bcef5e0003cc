// The big on-screen number pad of the terminal (amount and PIN): 1-9, then an
// extra key (00 or clear), 0 and backspace, each labelled for screen readers.
import styles from './terminal.module.css';

export type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
export type PadKey = Digit | 'extra' | 'back';

const digits: Digit[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

export function Keypad({
  label,
  backLabel,
  extra,
  disabled = false,
  onKey,
}: {
  label: string;
  backLabel: string;
  /** The bottom-left key: its visible text and its accessible name. */
  extra: { text: string; label: string };
  disabled?: boolean;
  onKey: (key: PadKey) => void;
}) {
  const key = (value: PadKey, text: string, name?: string) => (
    <button
      key={value}
      type="button"
      className={styles.key}
      aria-label={name}
      disabled={disabled}
      onClick={() => onKey(value)}
    >
      {text}
    </button>
  );
  return (
    <div role="group" aria-label={label} className={styles.keypad}>
      {digits.map((digit) => key(digit, digit))}
      {key('extra', extra.text, extra.label)}
      {key('0', '0')}
      {key('back', '⌫', backLabel)}
    </div>
  );
}
