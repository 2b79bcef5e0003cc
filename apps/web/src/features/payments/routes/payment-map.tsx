// The map tab of /pagamentos/{id} (docs/spec/wallet-checklist.md §2): the shop on a map at zoom
// 15. Shown only when the place's location is known: opened without one (a
// typed address, a place without coordinates) it gives way to the receipt.
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import '../../../lib/locales/payments';
import { PlaceMap } from '../components/place-map';
import { usePaymentContext } from '../hooks/payment-context';
import styles from './payment-map.module.css';

export function PaymentMapRoute() {
  const { t } = useTranslation();
  const { state } = useLocation() as { state: unknown };
  const { transaction, placeLocation } = usePaymentContext();

  if (placeLocation === null) {
    return <Navigate to={paths.payment.getHref(transaction.id)} replace state={state} />;
  }
  return (
    <section className={styles.section} aria-labelledby="payment-map-title">
      <title>{t('payments.map.pageTitle')}</title>
      <h2 id="payment-map-title" className={styles.title}>
        {t('payments.map.title')}
      </h2>
      <p className={styles.place}>{transaction.place.name}</p>
      {placeLocation === undefined ? (
        <div role="status" aria-busy="true" className={styles.loading}>
          <span className="visually-hidden">{t('payments.map.loading')}</span>
        </div>
      ) : (
        <PlaceMap
          location={placeLocation}
          placeName={transaction.place.name}
          texts={{
            label: t('payments.map.label', { place: transaction.place.name }),
            zoomIn: t('payments.map.zoomIn'),
            zoomOut: t('payments.map.zoomOut'),
            tilesFailed: t('payments.map.tilesFailed'),
          }}
        />
      )}
    </section>
  );
}
