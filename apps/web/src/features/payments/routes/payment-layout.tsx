// /pagamentos/{id} and its tabs (docs/spec/wallet-checklist.md §2 "Receipt and detail"): the
// payment read by id, the way back (to where it was opened from, else
// /pagamentos), and the tabs. The map tab shows only once the place's
// location is known. A failed read of the payment is only logged (§7), so the
// page says it could not load it and offers a retry, without a snackbar.
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { IconButton } from '../../../components/ui/icon-button';
import { paths } from '../../../config/paths';
import '../../../lib/locales/payments';
import { usePlaceLocation } from '../../../lib/transactions/place-location';
import { receiptBack } from '../../../lib/transactions/receipt-navigation';
import { useTransaction } from '../../../lib/transactions/transactions-api';
import { PaymentTabs } from '../components/payment-tabs';
import type { PaymentContext } from '../hooks/payment-context';
import styles from './payment-layout.module.css';

function ReceiptMessage({
  title,
  text,
  retry,
}: {
  title: string;
  text?: string;
  retry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.message}>
      <h2 className={styles.messageTitle}>{title}</h2>
      {text && <p className={styles.messageText}>{text}</p>}
      {retry && (
        <button type="button" className="button button--primary button--block" onClick={retry}>
          {t('common.retry')}
        </button>
      )}
      <Link to={paths.payments.getHref()} className="button button--secondary button--block">
        {t('payments.receipt.backToList')}
      </Link>
    </div>
  );
}

export function PaymentLayout() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { state } = useLocation() as { state: unknown };
  const navigate = useNavigate();
  const payment = useTransaction(id);
  const placeLocation = usePlaceLocation(payment.data?.place.id);

  useEffect(() => {
    if (payment.error) console.warn('Receipt: the payment was not loaded', payment.error);
  }, [payment.error]);

  const goBack = () => {
    const back = receiptBack(state);
    if (back.kind === 'history') void navigate(-1);
    else void navigate(back.to, { replace: true });
  };

  // Each tab titles the page itself; the layout only while no tab shows.
  let body;
  if (payment.isPending) {
    body = (
      <div role="status" aria-busy="true" className={styles.loading}>
        <span className="visually-hidden">{t('payments.receipt.loading')}</span>
        <span className={styles.loadingCard} aria-hidden="true" />
      </div>
    );
  } else if (payment.isError) {
    body = (
      <ReceiptMessage
        title={t('payments.receipt.loadErrorTitle')}
        retry={() => void payment.refetch()}
      />
    );
  } else if (payment.data === null) {
    body = (
      <ReceiptMessage
        title={t('payments.receipt.notFoundTitle')}
        text={t('payments.receipt.notFoundText')}
      />
    );
  } else {
    const context: PaymentContext = { transaction: payment.data, placeLocation };
    body = (
      <>
        <PaymentTabs paymentId={payment.data.id} mapShown={Boolean(placeLocation)} />
        <Outlet context={context} />
      </>
    );
  }

  return (
    <main id="main" className={styles.page}>
      {!payment.data && <title>{t('payments.receipt.pageTitle')}</title>}
      <header className={styles.header}>
        <IconButton icon="back" label={t('common.back')} onClick={goBack} />
        <h1 className={styles.title}>{t('payments.receipt.title')}</h1>
      </header>
      {body}
    </main>
  );
}
