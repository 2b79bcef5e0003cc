// The receipt's tabs (docs/spec/wallet-checklist.md §2): Recibo, Mapa (only when the place's
// location is known) and Ajuda, as links so each has its address. A tab
// replaces the history entry and keeps its navigation state, so the back
// button still returns to where the receipt was opened from.
import { useTranslation } from '../../../lib/i18n';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import styles from './payment-tabs.module.css';

export function PaymentTabs({ paymentId, mapShown }: { paymentId: string; mapShown: boolean }) {
  const { t } = useTranslation();
  const { state } = useLocation() as { state: unknown };
  const tabs: { key: 'receipt' | 'map' | 'help'; to: string }[] = [
    { key: 'receipt', to: paths.payment.getHref(paymentId) },
    ...(mapShown ? [{ key: 'map' as const, to: paths.paymentMap.getHref(paymentId) }] : []),
    { key: 'help', to: paths.paymentHelp.getHref(paymentId) },
  ];
  return (
    <nav className={styles.tabs} aria-label={t('payments.receipt.tabsLabel')}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.key}
          to={tab.to}
          end
          replace
          state={state}
          className={styles.tab}
          data-tab={tab.key}
        >
          {t(`payments.receipt.tabs.${tab.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
