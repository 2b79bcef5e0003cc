// The help tab of /pagamentos/{id} (docs/spec/wallet-checklist.md §2): Portuguese only, also when
// the app is in English, with three options that each open a prefilled
// support ticket (utils/help-tickets.ts).
import { useTranslation } from 'react-i18next';
import { SupportTicketLink } from '../../../components/ui/support-ticket-link';
import '../../../lib/locales/payments';
import { supportLinksShown } from '../../../lib/support-ticket';
import { useProfile } from '../../../lib/user-profile';
import { usePaymentContext } from '../hooks/payment-context';
import { HELP_OPTIONS, paymentHelpContext, paymentHelpTicket } from '../utils/help-tickets';
import styles from './payment-help.module.css';

export function PaymentHelpRoute() {
  const { t } = useTranslation(undefined, { lng: 'pt-BR' });
  const { data: profile } = useProfile();
  const { transaction } = usePaymentContext();
  const context = paymentHelpContext(profile?.cpf);
  return (
    // lang: a screen reader reads it in Portuguese under an English app.
    <section lang="pt-BR" className={styles.section} aria-labelledby="payment-help-title">
      <title>{t('paymentsHelp.pageTitle')}</title>
      <h2 id="payment-help-title" className={styles.title}>
        {t('paymentsHelp.title')}
      </h2>
      {!supportLinksShown() ? (
        <p className={styles.text}>{t('paymentsHelp.demo')}</p>
      ) : (
        <>
          <p className={styles.text}>{t('paymentsHelp.text')}</p>
          <ul className={styles.options} aria-label={t('paymentsHelp.optionsLabel')}>
            {HELP_OPTIONS.map((option) => (
              <li key={option}>
                <SupportTicketLink
                  className={styles.option}
                  prefill={paymentHelpTicket(t, option, transaction.id)}
                  context={context}
                >
                  {t(`paymentsHelp.options.${option}.label`)}
                </SupportTicketLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
