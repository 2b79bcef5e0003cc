// The registration cannot go on (decision 027): the server refused this person
// (a blocked account's CPF, a blocked session, "talk to us"). The reason in the
// user's language, a prefilled support ticket (not at the demo stage, like
// every support link) and "start over", which forgets the registration.
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { SupportTicketLink } from '../../../components/ui/support-ticket-link';
import { stepStyles } from '../../../components/ui/step-layout';
import { paths } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import { clearPrefill } from '../../../lib/entry-params';
import { useErrorText } from '../../../lib/error-text';
import { getSessionToken } from '../../../lib/session';
import { signOut } from '../../../lib/use-logout';
import { clearOnboarding } from '../stores/onboarding-store';
import styles from './register.module.css';
import { useRegisterStep } from './register-step';

function FailArt() {
  return (
    <svg width="132" height="132" viewBox="0 0 132 132" aria-hidden="true">
      <circle cx="66" cy="66" r="62" fill="color-mix(in srgb, var(--color-danger) 10%, #fff)" />
      <circle cx="66" cy="66" r="42" fill="var(--color-danger)" />
      <path d="M66 44v28" fill="none" stroke="#fff" strokeWidth="8" strokeLinecap="round" />
      <circle cx="66" cy="88" r="5" fill="#fff" />
    </svg>
  );
}

export function FailStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useRegisterStep();
  const code = state.failure ?? 'UNKNOWN';
  const reason = useErrorText(code);

  const startOver = () => {
    track('REGISTER_FAIL_RESTARTED', { code });
    clearOnboarding();
    clearPrefill();
    // A partner's user is signed in: the registration starts again at the sign-in.
    if (getSessionToken() !== null) signOut();
    void navigate(paths.welcome.getHref(), { replace: true });
  };

  return (
    <main id="main" className={stepStyles.page}>
      <title>{t('register.fail.pageTitle')}</title>
      <div className={styles.success}>
        <FailArt />
        <h1 className={`${styles.successTitle} ${styles.failTitle}`} tabIndex={-1}>
          {t('register.fail.title')}
        </h1>
        <p className={styles.failReason}>{reason}</p>
        <p className={styles.successText}>{t('register.fail.help')}</p>
      </div>
      <div className={stepStyles.footer}>
        <SupportTicketLink
          className="button button--secondary button--block"
          prefill={{
            subject: t('register.fail.ticketSubject'),
            description: t('register.fail.ticketDescription', { reason: reason ?? '' }),
          }}
          context={{ code, ...(state.cpf ? { cpf: state.cpf } : {}) }}
        >
          {t('register.fail.support')}
        </SupportTicketLink>
        <button type="button" className="button button--primary button--block" onClick={startOver}>
          {t('register.fail.restart')}
        </button>
      </div>
    </main>
  );
}
