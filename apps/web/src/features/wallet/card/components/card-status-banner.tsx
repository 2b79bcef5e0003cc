// What the edit page says about a card's state (docs/spec/wallet-checklist.md §2 "Edit card", §4):
// waiting for approval (an answer within 48 hours), rejected, pending
// validation (with the button to /carteira/{id}/validar), not validated (the
// card can only be deleted), deleted. A validated card shows nothing.
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { paths } from '../../../../config/paths';
import '../../../../lib/locales/wallet';
import { cardDisplayState } from '../../shared/utils/card-display';
import styles from './card-pages.module.css';

export type CardBannerKind =
  'waiting' | 'rejected' | 'pending' | 'notValidated' | 'reregister' | 'deleted';

const REJECTED: ReadonlySet<string> = new Set(['MANUAL_REJECTED', 'AUTO_REJECTED']);

export function cardBannerKind(card: PaymentMethod): CardBannerKind | null {
  switch (cardDisplayState(card)) {
    case 'blocked':
      return 'deleted';
    case 'waiting-approval':
      return 'waiting';
    case 'pending-validation':
      return 'pending';
    case 'reregister':
      return 'reregister';
    case 'not-validated':
      return REJECTED.has(card.cardStatus) ? 'rejected' : 'notValidated';
    case 'validated':
      return null;
  }
}

/**
 * Cards that can only be deleted: rejected, or no longer validatable (docs/spec/wallet-checklist.md
 * §2).
 */
export const isDeleteOnly = (kind: CardBannerKind | null) =>
  kind === 'rejected' || kind === 'notValidated' || kind === 'reregister';

const TONE: Record<CardBannerKind, 'info' | 'warning' | 'danger' | 'neutral'> = {
  waiting: 'info',
  pending: 'warning',
  rejected: 'danger',
  notValidated: 'danger',
  reregister: 'danger',
  deleted: 'neutral',
};

export function CardStatusBanner({ card }: { card: PaymentMethod }) {
  const { t } = useTranslation();
  const kind = cardBannerKind(card);
  if (!kind) return null;
  const texts: Record<CardBannerKind, { title: string; text: string }> = {
    waiting: { title: t('wallet.edit.waitingTitle'), text: t('wallet.edit.waitingText') },
    rejected: { title: t('wallet.edit.rejectedTitle'), text: t('wallet.edit.rejectedText') },
    pending: { title: t('wallet.edit.pendingTitle'), text: t('wallet.edit.pendingText') },
    notValidated: {
      title: t('wallet.edit.notValidatedTitle'),
      text: t('wallet.edit.notValidatedText'),
    },
    reregister: {
      title: t('wallet.edit.notValidatedTitle'),
      text: t('wallet.edit.reregisterText'),
    },
    deleted: { title: t('wallet.edit.deletedTitle'), text: t('wallet.edit.deletedText') },
  };
  const { title, text } = texts[kind];
  return (
    <section
      className={styles.banner}
      data-tone={TONE[kind]}
      data-banner={kind}
      aria-labelledby="card-banner-title"
    >
      <h2 id="card-banner-title" className={styles.bannerTitle}>
        {title}
      </h2>
      <p className={styles.bannerText}>{text}</p>
      {kind === 'pending' && (
        <Link
          to={paths.walletCardValidate.getHref(card.id)}
          className="button button--primary button--block"
        >
          {t('wallet.edit.validate')}
        </Link>
      )}
    </section>
  );
}
