// One card in a list (the wallet, and any wallet screen that names a card):
// the authorizer's icon, the API's two-line text, the holder of a dependent
// card, and the badge of its state (docs/spec/wallet-checklist.md §2). A link when given `to`
// (the card rides along as navigation state), a button when given `onClick`,
// plain content otherwise.
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import '../../../../lib/locales/wallet';
import { cardBadge, cardDisplayState } from '../utils/card-display';
import { CardIcon } from './card-icon';
import styles from './payment-method-row.module.css';

export function CardBadge({ card }: { card: PaymentMethod }) {
  const { t } = useTranslation();
  const badge = cardBadge(card);
  if (!badge) return null;
  return (
    <span className={styles.badge} data-badge={badge}>
      {t(`wallet.badge.${badge}`)}
    </span>
  );
}

export function PaymentMethodRow({
  card,
  onClick,
  to,
  state,
}: {
  card: PaymentMethod;
  onClick?: () => void;
  /** Makes the row a link (keyboard, screen readers and "open in new tab" work). */
  to?: To;
  /** Navigation state of the link. */
  state?: unknown;
}) {
  const { t } = useTranslation();
  const blocked = cardDisplayState(card) === 'blocked';
  // The brand is read out only when the first line does not already say it (an alias).
  const iconName =
    card.formattedTwoLineFirstLine === card.authorizerName ? '' : card.authorizerName;
  const content: ReactNode = (
    <>
      <CardIcon
        className={styles.icon}
        card={card}
        blocked={blocked}
        label={iconName}
        width={48}
        height={32}
      />
      {/* The spaces keep the parts apart in the row's accessible name. */}
      <span className={styles.text}>
        <span className={styles.first}>{card.formattedTwoLineFirstLine}</span>{' '}
        {/* A store card may say its place twice: once is enough. */}
        {card.formattedTwoLineSecondLine &&
          card.formattedTwoLineSecondLine !== card.formattedTwoLineFirstLine && (
            <span className={styles.second}>{card.formattedTwoLineSecondLine}</span>
          )}{' '}
        {card.isDependent && card.titularName && (
          <span className={styles.titular}>{t('wallet.titular', { name: card.titularName })}</span>
        )}{' '}
        {/* Under the lines, so a long badge never cuts the card's name. */}
        <CardBadge card={card} />
      </span>
      {(to !== undefined || onClick) && (
        <svg
          className={styles.chevron}
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
        >
          <path
            d="M9 5l7 7-7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
    </>
  );
  const common = {
    className: styles.row,
    'data-blocked': blocked || undefined,
    'data-testid': 'payment-method-row',
  };
  if (to !== undefined) {
    return (
      <Link to={to} state={state} {...common}>
        {content}
      </Link>
    );
  }
  if (onClick) {
    return (
      <button type="button" onClick={onClick} {...common}>
        {content}
      </button>
    );
  }
  return <div {...common}>{content}</div>;
}
