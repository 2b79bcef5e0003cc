// /carteira (docs/spec/wallet-checklist.md §2 "Wallet list"): the user's payment methods in the
// spec's order, each with its badge; a skeleton while they load; an empty
// state; the add button for who may add (smaller above 4 methods). A failed
// read shows a snackbar with the catalogue's text (§7) and a retry.
import { useEffect } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { errorCode, errorText } from '../../../../lib/error-text';
import '../../../../lib/locales/wallet';
import { showSnackbar } from '../../../../lib/snackbar';
import { useProfile } from '../../../../lib/user-profile';
import { useWalletCards } from '../../../../lib/queries/wallet-cards';
import { cardPageLink } from '../../shared/components/card-links';
import { PaymentMethodRow } from '../../shared/components/payment-method-row';
import { mayAddPaymentMethod } from '../../../../lib/payment-rights';
import { WalletAddButton } from '../components/wallet-add-button';
import { WalletEmptyArt } from '../components/wallet-empty-art';
import { COMPACT_ADD_BUTTON_ABOVE, sortPaymentMethods } from '../../shared/utils/card-display';
import styles from './wallet-list.module.css';

function WalletListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className={styles.skeleton} data-testid="wallet-skeleton">
      <span className="visually-hidden">{t('wallet.loading')}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeletonRow} aria-hidden="true">
          <span className={styles.skeletonIcon} />
          <span className={styles.skeletonLines}>
            <span />
            <span />
          </span>
        </div>
      ))}
    </div>
  );
}

function WalletEmpty({ canAdd }: { canAdd: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="empty-state" aria-labelledby="wallet-empty-title">
      <WalletEmptyArt />
      <h2 id="wallet-empty-title" className="empty-state__title">
        {t('wallet.empty.title')}
      </h2>
      <p className={`empty-state__text ${styles.emptyText}`}>
        {canAdd ? t('wallet.empty.text') : t('wallet.empty.cannotAdd')}
      </p>
      {canAdd && <WalletAddButton />}
    </section>
  );
}

/**
 * A failed read says why once per failure, in the user's language (docs/spec/wallet-checklist.md
 * §7).
 */
function useListErrorSnackbar(error: unknown, failedAt: number) {
  useEffect(() => {
    if (!error) return;
    let current = true;
    void errorText(errorCode(error)).then((message) => {
      if (current) showSnackbar(message, { variant: 'error' });
    });
    return () => {
      current = false;
    };
  }, [error, failedAt]);
}

export function WalletRoute() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const list = useWalletCards();
  useListErrorSnackbar(list.error, list.errorUpdatedAt);

  const cards = list.data ? sortPaymentMethods(list.data) : [];
  const canAdd = mayAddPaymentMethod(profile);
  const compact = cards.length > COMPACT_ADD_BUTTON_ABOVE;

  let body;
  if (list.data === undefined && list.isPending) {
    body = <WalletListSkeleton />;
  } else if (list.data === undefined) {
    body = (
      <div className={styles.loadError}>
        <p>{t('wallet.loadError')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void list.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (cards.length === 0) {
    body = <WalletEmpty canAdd={canAdd} />;
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={t('wallet.listLabel')}>
          {cards.map((card) => {
            const link = cardPageLink(card);
            return (
              <li key={card.id}>
                <PaymentMethodRow card={card} to={link.to} state={link.state} />
              </li>
            );
          })}
        </ul>
        {canAdd && !compact && <WalletAddButton />}
      </>
    );
  }

  return (
    <main id="main" className={styles.page}>
      <title>{t('wallet.pageTitle')}</title>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('wallet.title')}</h1>
        {canAdd && compact && <WalletAddButton compact />}
        <p className={styles.subtitle}>{t('wallet.subtitle')}</p>
      </div>
      {body}
    </main>
  );
}
