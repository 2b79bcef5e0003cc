// /perfil/excluir-conta (account.md §2): how closing the account works, and
// the request as a prefilled support ticket. The CPF support needs goes as a
// support reference, never in the ticket's address (decision 020).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { SupportTicketLink } from '../../../components/ui/support-ticket-link';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import '../../../lib/locales/account';
import { useProfile } from '../../../lib/user-profile';
import styles from '../components/account.module.css';

export function DeleteAccountRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  // As BackButton: the previous screen of this app, or the profile when opened directly.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  return (
    <StepLayout
      pageTitle={t('account.deletion.pageTitle')}
      title={t('account.deletion.title')}
      subtitle={t('account.deletion.subtitle')}
      onBack={() =>
        void (canGoBack ? navigate(-1) : navigate(paths.profile.getHref(), { replace: true }))
      }
    >
      <section aria-labelledby="deletion-steps">
        <h2 id="deletion-steps" className={styles.stepsTitle}>
          {t('account.deletion.stepsLabel')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('account.deletion.steps.form')}</li>
          <li>{t('account.deletion.steps.identity')}</li>
          <li>{t('account.deletion.steps.email')}</li>
        </ol>
      </section>
      <p className={styles.help}>
        {t('account.deletion.help')}{' '}
        <ExternalLink href={env.helpCenterUrl}>{t('account.deletion.helpCenter')}</ExternalLink>
      </p>
      <div className={stepStyles.footer}>
        {/* Self-service deletion (a confirmed DELETE of the account) will take this place. */}
        <SupportTicketLink
          prefill={{
            subject: t('account.deletion.ticket.subject'),
            description: t('account.deletion.ticket.description'),
          }}
          context={profile ? { cpf: profile.cpf } : undefined}
          className="button button--primary button--block"
        >
          {t('account.deletion.request')}
        </SupportTicketLink>
      </div>
    </StepLayout>
  );
}
