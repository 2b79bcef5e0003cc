// /validar-email-status: the outcome of the e-mail challenge, passed in the
// navigation state; opened any other way it is not a page (not found).
import '../../../lib/locales/onboarding';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/errors/not-found-page';
import { StatusPage } from '../../../components/ui/status-page';
import { paths } from '../../../config/paths';
import { useIsSignedIn } from '../../../lib/session';
import { outcomeFrom, type EmailChallengeOutcome } from '../utils/email-link';

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

function EmailChallengeStatus({ outcome }: { outcome: EmailChallengeOutcome }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  return (
    <StatusPage
      pageTitle={t(`emailChallenge.${outcome}.pageTitle`)}
      title={t(`emailChallenge.${outcome}.title`)}
      text={t(`emailChallenge.${outcome}.text`)}
      illustration={<OutcomeArt outcome={outcome} />}
    >
      <Link
        to={signedIn ? paths.home.getHref() : paths.welcome.getHref()}
        className="button button--primary"
      >
        {signedIn ? t('emailChallenge.toHome') : t('emailChallenge.toStart')}
      </Link>
    </StatusPage>
  );
}

export function EmailChallengeStatusRoute() {
  const outcome = outcomeFrom(useLocation().state);
  return outcome ? <EmailChallengeStatus outcome={outcome} /> : <NotFoundPage />;
}
