// Step 2 of the card validation (docs/spec/wallet-checklist.md §2, §5): the amount of the small
// charge in a BRL field (two decimals, no negatives, at most R$ 10 billion),
// the card it was made on, and during a registration a hint to look at the
// bank's app on the phone. The amount leaves as integer cents.
import { isValidAmountCents, parseBrlToCents } from '@rosto/contract/validators/amount';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrlAmountInput } from '../../../../components/ui/brl-amount-input';
import { formatMoney } from '@rosto/contract/format-money';
import { useLanguage } from '../../../../lib/i18n';
import '../../../../lib/locales/wallet-validate';
import { VALIDATION_CHARGE_MAX_CENTS, VALIDATION_CHARGE_MIN_CENTS } from '../utils/validation-flow';
import { ValidationFormStep } from './validation-form-step';
import styles from './validation-screens.module.css';

function PhoneIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <rect
        x="6"
        y="2.5"
        width="12"
        height="19"
        rx="2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path d="M10.5 18.5h3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The field's text as integer cents, or null while it is not an amount; `outOfRange`
 * when it is one the small charge never is (issue 29: a typo spends no try).
 */
function amountOf(text: string): { cents: number | null; outOfRange: boolean } {
  const cents = parseBrlToCents(text);
  if (cents === null || !isValidAmountCents(cents)) return { cents: null, outOfRange: false };
  const outOfRange = cents < VALIDATION_CHARGE_MIN_CENTS || cents > VALIDATION_CHARGE_MAX_CENTS;
  return { cents: outOfRange ? null : cents, outOfRange };
}

export function ValidationAmount({
  card,
  registering,
  sending,
  onSubmit,
  onBack,
}: {
  card: Pick<PaymentMethod, 'authorizerName' | 'cardLastFourDigits' | 'alias'>;
  /** In a registration: the phone-icon variant. */
  registering: boolean;
  sending: boolean;
  onSubmit: (amountCents: number) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [text, setText] = useState('');
  const { cents, outOfRange } = amountOf(text);
  const errorId = `${inputId}-error`;
  const range = {
    min: formatMoney(VALIDATION_CHARGE_MIN_CENTS, language),
    max: formatMoney(VALIDATION_CHARGE_MAX_CENTS, language),
  };

  return (
    <ValidationFormStep
      step="amount"
      card={card}
      sending={sending}
      answer={cents}
      onSubmit={onSubmit}
      onBack={onBack}
    >
      {registering && (
        <p className={styles.phoneHint} data-testid="validation-phone-hint">
          <PhoneIcon />
          <span>{t('walletValidate.amount.phoneHint')}</span>
        </p>
      )}
      <div className="field">
        <label htmlFor={inputId} className="field__label">
          {t('walletValidate.amount.label')}
        </label>
        <BrlAmountInput
          id={inputId}
          className={`field__input ${styles.amountInput}`}
          autoFocus
          aria-describedby={outOfRange ? `${errorId} ${hintId}` : hintId}
          aria-invalid={outOfRange || undefined}
          value={text}
          onChange={setText}
          readOnly={sending}
        />
        {outOfRange && (
          <p id={errorId} className="field__error" role="alert">
            {t('walletValidate.amount.outOfRange', range)}
          </p>
        )}
        <p id={hintId} className="field__hint">
          {t('walletValidate.amount.hint', range)}
        </p>
      </div>
    </ValidationFormStep>
  );
}
