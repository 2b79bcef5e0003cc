// The amount of the sale: a live output in BRL and the number pad building
// the cents right to left (also from a physical keyboard; Enter charges), with
// the shop's maximum under it, stressed and announced when a key is not taken.
import { useId } from 'react';
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { formatMoney } from '@rosto/contract/format-money';
import { amountKeyOf, type AmountKey } from '../utils/amount-keys';
import { Keypad } from './keypad';
import styles from './terminal.module.css';
import { usePhysicalKeys } from '../hooks/use-physical-keys';

export function AmountPad({
  cents,
  maxCents,
  keyRefused,
  keyboard,
  onKey,
  onSubmit,
}: {
  cents: number;
  /** The shop's maximum; null until the till is known. */
  maxCents: number | null;
  /** The last key was not taken: it would have passed the maximum. */
  keyRefused: boolean;
  /** The physical keyboard types here (off while a dialog is open). */
  keyboard: boolean;
  onKey: (key: AmountKey) => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labelId = useId();

  usePhysicalKeys(keyboard, (key) => {
    if (key === 'Enter') {
      if (cents > 0) onSubmit();
      return true;
    }
    const padKey = amountKeyOf(key);
    if (padKey) onKey(padKey);
    return padKey !== null;
  });

  // Two grid items (the amount, the pad), placed by the screen's layout.
  return (
    <>
      <span id={labelId} className="visually-hidden">
        {t('terminal.amount.label')}
      </span>
      <output
        className={`${styles.amount} ${styles.amountArea}`}
        aria-live="polite"
        aria-labelledby={labelId}
        data-testid="terminal-amount"
      >
        {formatMoney(cents, language)}
      </output>
      <div className={`${styles.column} ${styles.padArea}`}>
        <Keypad
          label={t('terminal.amount.padLabel')}
          backLabel={t('terminal.amount.backspace')}
          extra={{ text: '00', label: t('terminal.amount.doubleZero') }}
          onKey={(key) => onKey(key === 'extra' ? '00' : key)}
        />
        {maxCents !== null && (
          <p
            className={keyRefused || cents > maxCents ? styles.maxRefused : 'field__hint'}
            data-testid="terminal-amount-max"
          >
            {t('terminal.amount.max', { max: formatMoney(maxCents, language) })}
          </p>
        )}
        <p className="visually-hidden" role="status">
          {keyRefused ? t('terminal.amount.refused') : ''}
        </p>
      </div>
    </>
  );
}
