// The customer the face matched: the first name (never more), the amount,
// each card usable here as a big button, and under them the customer's other
// cards with why each is not offered (not validated yet, in review, another
// shop's own card).
import type { TerminalPayment } from '@rosto/contract/schemas/terminal-payments';
import { useId } from 'react';
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { formatMoney } from '@rosto/contract/format-money';
import { cardName, cardNumberLabel } from '../utils/card-label';
import styles from './terminal.module.css';

type Customer = NonNullable<TerminalPayment['customer']>;

export function ConfirmStep({
  customer,
  amountCents,
  onChoose,
  onNotCustomer,
  onNewSale,
}: {
  customer: Customer;
  amountCents: number;
  onChoose: (cardId: string) => void;
  onNotCustomer: () => void;
  onNewSale: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const amount = formatMoney(amountCents, language);
  const unavailableId = useId();
  return (
    <div className={styles.split}>
      <div className={styles.column}>
        <h1 className={styles.title}>
          {t('terminal.confirm.title', { name: customer.firstName })}
        </h1>
        <p className={styles.text}>{t('terminal.confirm.text', { amount })}</p>
        <p className={styles.amount}>{amount}</p>
      </div>
      <div className={styles.column}>
        {customer.cards.length > 0 ? (
          <ul className={styles.cards} aria-label={t('terminal.confirm.cardsLabel')}>
            {customer.cards.map((card) => {
              const name = cardName(card, t('terminal.cardFallback'));
              return (
                <li key={card.id}>
                  <button type="button" className={styles.card} onClick={() => onChoose(card.id)}>
                    {card.lastFour
                      ? t('terminal.confirm.card', { name, lastFour: card.lastFour })
                      : t('terminal.confirm.cardNoDigits', { name })}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <>
            <p role="alert">{t('terminal.confirm.noCards')}</p>
            <button type="button" className="button button--primary" onClick={onNewSale}>
              {t('terminal.failure.newSale')}
            </button>
          </>
        )}
        {customer.unavailableCards.length > 0 && (
          <div className={styles.unavailable}>
            <p id={unavailableId}>{t('terminal.confirm.unavailableLabel')}</p>
            <ul aria-labelledby={unavailableId}>
              {customer.unavailableCards.map((card) => (
                <li key={card.id}>
                  {t('terminal.confirm.unavailable', {
                    card: cardNumberLabel(card, t('terminal.cardFallback')),
                    reason: t(`terminal.confirm.reasons.${card.reason}`),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
        <button type="button" className="button button--secondary" onClick={onNotCustomer}>
          {t('terminal.confirm.notMe')}
        </button>
      </div>
    </div>
  );
}
