// Step 2 of the card validation (docs/spec/wallet-checklist.md §2, §5): the amount of the small
// charge in the money box typed cents-first (decision 071), the card it was made on, and during a registration a hint to look at the
// bank's app on the phone. The amount leaves as integer cents.
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { useId, useState } from 'react';
import { useTranslation, useLanguage } from '../../../../lib/i18n';
import { MoneyInput } from '../../../../components/ui/money-input';
import { formatMoney } from '@rosto/contract/format-money';
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
 * The amount typed, or null while there is none to send; `outOfRange` when it is
 * one the small charge never is (issue 29: a typo spends no try).
 */
function amountOf(cents: number | null): { cents: number | null; outOfRange: boolean } {
  if (cents === null || cents <= 0) return { cents: null, outOfRange: false };
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
  const [typed, setTyped] = useState<number | null>(null);
  const { cents, outOfRange } = amountOf(typed);
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
        <MoneyInput
          id={inputId}
          className={`field__input ${styles.amountInput}`}
          autoFocus
          aria-describedby={outOfRange ? `${errorId} ${hintId}` : hintId}
          aria-invalid={outOfRange || undefined}
          cents={typed}
          onChange={setTyped}
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
