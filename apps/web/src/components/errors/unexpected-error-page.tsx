// The generic error page for any render failure: reload, or report with the
// address prefilled. Uses no router APIs so the top-level boundary can show it.
import { useTranslation } from '../../lib/i18n';
import { reportedAddress, supportLinksShown, supportTicketUrl } from '../../lib/support-ticket';
import { ExternalLink } from '../ui/external-link';
import { StatusPage } from '../ui/status-page';

function BrokenIllustration() {
  return (
    <svg width="160" height="140" viewBox="0 0 160 140">
      <ellipse cx="80" cy="128" rx="56" ry="8" fill="var(--color-primary-soft)" />
      <path
        d="M80 16l58 100H22z"
        fill="var(--color-primary-soft)"
        stroke="var(--color-primary)"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path d="M80 52v30" stroke="var(--color-primary)" strokeWidth="8" strokeLinecap="round" />
      <circle cx="80" cy="98" r="5" fill="var(--color-primary)" />
    </svg>
  );
}

export function UnexpectedErrorPage() {
  const { t } = useTranslation();
  const reportUrl = supportTicketUrl({
    subject: t('error.ticketSubject'),
    // The path only: the query or fragment may hold a CPF, a name or an e-mail token.
    description: t('error.ticketDescription', { url: reportedAddress(window.location) }),
  });
  return (
    <StatusPage
      pageTitle={t('error.pageTitle')}
      title={t('error.title')}
      text={t('error.text')}
      illustration={<BrokenIllustration />}
    >
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {t('error.reload')}
      </button>
      {supportLinksShown() && (
        <ExternalLink href={reportUrl} className="button button--ghost">
          {t('error.report')}
        </ExternalLink>
      )}
    </StatusPage>
  );
}
