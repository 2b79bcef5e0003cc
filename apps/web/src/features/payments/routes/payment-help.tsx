// The help tab of /pagamentos/{id} (docs/spec/wallet-checklist.md §2), in the app's language
// (decision 072: the spec's "Portuguese only" left English customers unable
// to dispute a payment), with three options that each open a prefilled
// support ticket (utils/help-tickets.ts).
import { useTranslation } from '../../../lib/i18n';
import { SupportTicketLink } from '../../../components/ui/support-ticket-link';
import '../../../lib/locales/payments';
import { supportLinksShown } from '../../../lib/support-ticket';
import { useProfile } from '../../../lib/user-profile';
import { usePaymentContext } from '../hooks/payment-context';
import { HELP_OPTIONS, paymentHelpContext, paymentHelpTicket } from '../utils/help-tickets';
import styles from './payment-help.module.css';

export function PaymentHelpRoute() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const { transaction } = usePaymentContext();
  const context = paymentHelpContext(profile?.cpf);
  return (
    <section className={styles.section} aria-labelledby="payment-help-title">
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
