// /validar-conta (docs/spec/account-checklist.md §2, §4, §9): the address the link went to, and a
// resend that opens 60 s after the last link. The countdown runs to a time
// kept for this tab, so a reload neither restarts it nor allows a resend at
// once; a resend switches the title to the new-link wording.
import type { ErrorCode } from '@rosto/contract/errors';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useNavigate } from 'react-router';
import { ResendCountdown } from '../../../components/ui/resend-countdown';
import { StepLayout, stepStyles } from '../../../components/ui/step-layout';
import { paths } from '../../../config/paths';
import { errorCode, preloadErrorCatalogue, useErrorText } from '../../../lib/error-text';
import '../../../lib/locales/account';
import { useCountdown } from '../../../lib/use-countdown';
import { useProfile } from '../../../lib/user-profile';
import { useUpdateEmail } from '../api/update-email';
import styles from '../components/account.module.css';
import {
  type EmailLinkSent,
  readEmailLinkSent,
  resendAllowedAt,
  saveEmailLinkSent,
} from '../stores/email-link-sent';

export function ValidateAccountRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const update = useUpdateEmail();
  const [sent, setSent] = useState<EmailLinkSent | null>(readEmailLinkSent);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const errorText = useErrorText(failure);
  const secondsLeft = useCountdown(resendAllowedAt(sent));
  const email = profile?.email ?? null;

  // Nothing to confirm without an address: the edit screen asks for one.
  if (profile && !email) return <Navigate to={paths.editAccount.getHref()} replace />;

  const resend = () => {
    if (!email || secondsLeft > 0 || update.isPending) return;
    setFailure(null);
    void preloadErrorCatalogue();
    update.mutate(
      { email },
      {
        onSuccess: () => {
          const next = { sentAt: Date.now(), resent: true };
          saveEmailLinkSent(next);
          setSent(next);
        },
        onError: (error) => setFailure(errorCode(error)),
      },
    );
  };

  return (
    <StepLayout
      pageTitle={t('account.validate.pageTitle')}
      title={t(sent?.resent ? 'account.validate.titleResent' : 'account.validate.title')}
      onBack={() => void navigate(paths.profile.getHref())}
    >
      <div className={stepStyles.fields}>
        <div className={styles.card}>
          <span className={styles.label}>{t('account.validate.sentTo')}</span>
          <p className={styles.address}>{email}</p>
        </div>
        <p className={styles.text}>{t('account.validate.text')}</p>
        <ResendCountdown
          className={styles.resend}
          secondsLeft={secondsLeft}
          wait={(time) => t('account.validate.resendIn', { time })}
          ready={t('account.validate.resendReady')}
        >
          <button
            type="button"
            className="link-button"
            disabled={!email || secondsLeft > 0 || update.isPending}
            aria-busy={update.isPending || undefined}
            onClick={resend}
          >
            {t('account.validate.resend')}
          </button>
          <div role="alert">{errorText && <p className="field__error">{errorText}</p>}</div>
        </ResendCountdown>
      </div>
      <div className={stepStyles.footer}>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => void navigate(paths.profile.getHref())}
        >
          {t('account.validate.backToProfile')}
        </button>
      </div>
    </StepLayout>
  );
}
