// The customer types the Rosto PIN on the terminal's pad: one line says why
// it is asked, four dots, the digits only in this component's state, sent and
// emptied at the fourth.
import { PIN_LENGTH } from '@rosto/contract/validators/pin';
import { useState } from 'react';
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { formatMoney } from '@rosto/contract/format-money';
import { Keypad, type Digit } from './keypad';
import styles from './terminal.module.css';
import { usePhysicalKeys } from '../hooks/use-physical-keys';

export function PinStep({
  firstName,
  amountCents,
  challengeMissed = false,
  onPin,
  onOtherCard,
}: {
  firstName: string;
  amountCents: number;
  /** The head turn did not let the face alone pay (decision 062). */
  challengeMissed?: boolean;
  onPin: (pin: string) => void;
  onOtherCard: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [pin, setPin] = useState('');

  const typeDigit = (digit: Digit) => {
    const next = pin + digit;
    if (next.length < PIN_LENGTH) {
      setPin(next);
      return;
    }
    setPin('');
    onPin(next);
  };

  usePhysicalKeys(true, (key) => {
    if (/^\d$/u.test(key)) typeDigit(key as Digit);
    else if (key === 'Backspace') setPin((value) => value.slice(0, -1));
    else return false;
    return true;
  });

  return (
    <div className={styles.split}>
      <div className={styles.column}>
        <h1 className={styles.title}>{t('terminal.pin.title')}</h1>
        <p className={styles.text}>
          {t('terminal.pin.text', {
            name: firstName,
            amount: formatMoney(amountCents, language),
          })}
        </p>
        {challengeMissed && (
          <p className={styles.text} role="status">
            {t('terminal.challenge.missed')}
          </p>
        )}
        <p className={styles.reason}>
          <svg className={styles.reasonIcon} viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1zm2 0h6V7a3 3 0 0 0-6 0v3z"
              fill="currentColor"
            />
          </svg>
          {t('terminal.pin.reason')}
        </p>
        <div
          className={styles.dots}
          role="img"
          aria-label={t('terminal.pin.dots', { count: pin.length })}
          data-testid="terminal-pin-dots"
        >
          {Array.from({ length: PIN_LENGTH }, (_, index) => (
            <span key={index} className={styles.dot} data-filled={index < pin.length} />
          ))}
        </div>
      </div>
      <div className={styles.column}>
        <Keypad
          label={t('terminal.pin.padLabel')}
          backLabel={t('terminal.pin.backspace')}
          extra={{ text: t('terminal.pin.clear'), label: t('terminal.pin.clear') }}
          onKey={(key) => {
            if (key === 'extra') setPin('');
            else if (key === 'back') setPin((value) => value.slice(0, -1));
            else typeDigit(key);
          }}
        />
        <button type="button" className="button button--secondary" onClick={onOtherCard}>
          {t('terminal.pin.otherCard')}
        </button>
      </div>
    </div>
  );
}
