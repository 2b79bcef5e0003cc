// /validar-email-status: the outcome of the e-mail challenge, passed in the
// navigation state; opened any other way it is not a page (not found).
import '../../../lib/locales/onboarding';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { NotFoundPage } from '../../../components/errors/not-found-page';
import { StatusPage } from '../../../components/ui/status-page';
import { paths } from '../../../config/paths';
import { useIsSignedIn } from '../../../lib/session';
import { rememberAfterLogin } from '../../../lib/after-login';
import {
  resultFrom,
  type EmailChallengeOutcome,
  type EmailChallengeResult,
} from '../utils/email-link';

function OutcomeArt({ outcome }: { outcome: EmailChallengeOutcome }) {
  const success = outcome === 'success';
  const colour = success ? 'var(--color-primary)' : 'var(--color-danger)';
  return (
    <svg width="132" height="132" viewBox="0 0 132 132">
      <circle
        cx="66"
        cy="66"
        r="62"
        fill={
          success
            ? 'var(--color-primary-soft)'
            : 'color-mix(in srgb, var(--color-danger) 10%, #fff)'
        }
      />
      <path
        d="M30 44h72v50H30z"
        fill="var(--color-surface)"
        stroke={colour}
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path
        d="M31 46l35 26 35-26"
        fill="none"
        stroke={colour}
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <circle cx="98" cy="94" r="18" fill={colour} />
      {success ? (
        <path
          d="M90 94l6 6 10-11"
          fill="none"
          stroke="#fff"
          strokeWidth="4.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M92 88l12 12M104 88l-12 12"
          stroke="#fff"
          strokeWidth="4.5"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/** A new link is asked for on /validar-conta, which needs the account: signed out, sign in first. */
function NewLinkButton({ primary }: { primary: boolean }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const className = `button ${primary ? 'button--primary' : 'button--secondary'} button--block`;
  return signedIn ? (
    <Link to={paths.validateAccount.getHref()} className={className}>
      {t('emailChallenge.newLink')}
    </Link>
  ) : (
    <Link
      to={paths.login.getHref()}
      className={className}
      onClick={() => rememberAfterLogin(paths.validateAccount.getHref())}
    >
      {t('emailChallenge.signInForNewLink')}
    </Link>
  );
}

function EmailChallengeStatus({ result }: { result: EmailChallengeResult }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const { status, retry } = result;
  const home = (
    <Link
      to={signedIn ? paths.home.getHref() : paths.welcome.getHref()}
      className={`button ${status === 'success' ? 'button--primary' : 'button--ghost'} button--block`}
    >
      {signedIn ? t('emailChallenge.toHome') : t('emailChallenge.toStart')}
    </Link>
  );

  if (retry) {
    return (
      <StatusPage
        pageTitle={t('emailChallenge.mismatch.pageTitle')}
        title={t('emailChallenge.mismatch.title')}
        text={t('emailChallenge.mismatch.text', { count: retry.remainingAttempts })}
        illustration={<OutcomeArt outcome="fail" />}
      >
        <Link
          to={paths.emailChallenge.getHref(retry.token)}
          replace
          className="button button--primary button--block"
        >
          {t('emailChallenge.tryAgain')}
        </Link>
        <NewLinkButton primary={false} />
      </StatusPage>
    );
  }
  return (
    <StatusPage
      pageTitle={t(`emailChallenge.${status}.pageTitle`)}
      title={t(`emailChallenge.${status}.title`)}
      text={
        status === 'fail' && !signedIn
          ? t('emailChallenge.fail.textSignedOut')
          : t(`emailChallenge.${status}.text`)
      }
      illustration={<OutcomeArt outcome={status} />}
    >
      {status === 'fail' && <NewLinkButton primary />}
      {home}
    </StatusPage>
  );
}

export function EmailChallengeStatusRoute() {
  const result = resultFrom(useLocation().state);
  return result ? <EmailChallengeStatus result={result} /> : <NotFoundPage />;
}
