// The card being validated, as the amount and CVV steps name it: the
// authorizer and the short number ("Visa •••• 1111"), never more of the card.
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { useTranslation } from '../../../../lib/i18n';
import '../../../../lib/locales/wallet-validate';
import styles from './validation-screens.module.css';

export function ValidationCardSummary({
  card,
}: {
  card: Pick<PaymentMethod, 'authorizerName' | 'cardLastFourDigits' | 'alias'>;
}) {
  const { t } = useTranslation();
  const shortNumber = card.cardLastFourDigits ? `•••• ${card.cardLastFourDigits}` : '';
  return (
    <div className={styles.summary}>
      <span className={styles.summaryIcon} aria-hidden="true">
        <svg width="22" height="16" viewBox="0 0 22 16">
          <rect
            x="1"
            y="1"
            width="20"
            height="14"
            rx="2.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
          <path d="M1 5.5h20" stroke="currentColor" strokeWidth="2.2" />
        </svg>
      </span>
      <p className={styles.summaryText}>
        <span className={styles.summaryLabel}>{card.alias ?? t('walletValidate.amount.card')}</span>
        <span className={styles.summaryCard} data-testid="validation-card">
          {[card.authorizerName, shortNumber].filter(Boolean).join(' ')}
        </span>
      </p>
    </div>
  );
}
