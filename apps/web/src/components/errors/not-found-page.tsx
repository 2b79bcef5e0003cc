// 'Página não encontrada.' for unknown addresses, with a prefilled report link
// and a way back to the start. Also stands in for screens not built yet.
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { paths } from '../../config/paths';
import { reportedAddress, supportLinksShown, supportTicketUrl } from '../../lib/support-ticket';
import { ExternalLink } from '../ui/external-link';
import { StatusPage } from '../ui/status-page';

function LostIllustration() {
  return (
    <svg width="160" height="140" viewBox="0 0 160 140">
      <ellipse cx="80" cy="128" rx="56" ry="8" fill="var(--color-primary-soft)" />
      <circle
        cx="70"
        cy="62"
        r="40"
        fill="var(--color-primary-soft)"
        stroke="var(--color-primary)"
        strokeWidth="6"
      />
      <path d="M99 91l26 26" stroke="var(--color-primary)" strokeWidth="10" strokeLinecap="round" />
      <path
        d="M58 50a12 12 0 1 1 17 11c-3 2-5 4-5 8v2"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="70" cy="84" r="4" fill="var(--color-primary)" />
    </svg>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const reportUrl = supportTicketUrl({
    subject: t('notFound.ticketSubject'),
    // The path only: the query or fragment may hold a CPF, a name or an e-mail token.
    description: t('notFound.ticketDescription', { url: reportedAddress(window.location) }),
  });
  return (
    <StatusPage
      pageTitle={t('notFound.pageTitle')}
      title={t('notFound.title')}
      text={t('notFound.text')}
      illustration={<LostIllustration />}
    >
      <Link to={paths.welcome.getHref()} className="button button--primary">
        {t('notFound.backToStart')}
      </Link>
      {supportLinksShown() && (
        <ExternalLink href={reportUrl} className="button button--ghost">
          {t('notFound.report')}
        </ExternalLink>
      )}
    </StatusPage>
  );
}
