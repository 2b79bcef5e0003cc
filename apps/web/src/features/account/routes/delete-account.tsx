// /perfil/excluir-conta (docs/spec/account-checklist.md §2; issue 9): closing the account either
// through support (the spec's path: a prefilled ticket, then an identity
// check), or at once by the signed-in user (LGPD art. 18), confirmed with the
// PIN or an SMS code and a last destructive confirmation. The CPF support
// needs goes as a support reference, never in the ticket's address (decision 020).
import { useReducer } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { ConfiguredLink } from '../../../components/ui/external-link';
import { StepLayout } from '../../../components/ui/step-layout';
import { SupportTicketLink } from '../../../components/ui/support-ticket-link';
import { paths } from '../../../config/paths';
import { helpArticleSlugs, helpCentreHref } from '../../../lib/help-centre';
import '../../../lib/locales/account';
import { endSession } from '../../../lib/session';
import { showSnackbar } from '../../../lib/snackbar';
import { supportLinksShown } from '../../../lib/support-ticket';
import { useHeadingFocusOnStepChange } from '../../../lib/use-heading-focus-on-step-change';
import { useProfile } from '../../../lib/user-profile';
import { DeletionCodeStep } from '../components/deletion-code-step';
import { DeletionPinStep } from '../components/deletion-pin-step';
import { SelfDeletionSection } from '../components/self-deletion-section';
import { accountDeletionReducer, initialAccountDeletion } from '../stores/account-deletion-machine';
import styles from '../components/account.module.css';

export function DeleteAccountRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const [state, dispatch] = useReducer(accountDeletionReducer, initialAccountDeletion);
  useHeadingFocusOnStepChange(state.step);
  // As BackButton: the previous screen of this app, or the profile when opened directly.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  const deleted = () => {
    // The server has already ended every session of the account, this one
    // included: what is left is this device's, cleared as a logout clears it.
    // No user/logout call: it could only be refused.
    endSession();
    showSnackbar(t('account.deletion.now.deleted'), { variant: 'success' });
    void navigate(paths.welcome.getHref(), { replace: true });
  };
  const backToIntro = () => dispatch({ type: 'back' });

  if (state.step === 'pin') {
    return <DeletionPinStep onDeleted={deleted} onBack={backToIntro} />;
  }
  if (state.step === 'code') {
    return (
      <DeletionCodeStep
        sent={state.sent}
        onResent={(sent) => dispatch({ type: 'code-sent', sent, now: Date.now() })}
        onDeleted={deleted}
        onBack={backToIntro}
      />
    );
  }

  return (
    <StepLayout
      pageTitle={t('account.deletion.pageTitle')}
      title={t('account.deletion.title')}
      subtitle={
        supportLinksShown()
          ? t('account.deletion.subtitle')
          : t('account.deletion.subtitleSelfOnly')
      }
      onBack={() =>
        void (canGoBack ? navigate(-1) : navigate(paths.profile.getHref(), { replace: true }))
      }
    >
      {supportLinksShown() && (
        <section aria-labelledby="deletion-steps" className={styles.section}>
          <h2 id="deletion-steps" className={styles.stepsTitle}>
            {t('account.deletion.stepsLabel')}
          </h2>
          <ol className={styles.steps}>
            <li>{t('account.deletion.steps.form')}</li>
            <li>{t('account.deletion.steps.identity')}</li>
            <li>{t('account.deletion.steps.email')}</li>
          </ol>
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
        </section>
      )}
      {profile && (
        <SelfDeletionSection
          hasPin={profile.hasPin}
          onAskPin={() => dispatch({ type: 'ask-pin' })}
          onCodeSent={(sent) => dispatch({ type: 'code-sent', sent, now: Date.now() })}
        />
      )}
      {supportLinksShown() && (
        <p className={styles.help}>
          {t('account.deletion.help')}{' '}
          <ConfiguredLink href={helpCentreHref(helpArticleSlugs.dataRights)}>
            {t('account.deletion.helpCenter')}
          </ConfiguredLink>
        </p>
      )}
    </StepLayout>
  );
}
