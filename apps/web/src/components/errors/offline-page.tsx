// 'Você está sem conexão.': what the service worker shows when a page cannot
// load and no cached copy of the app can stand in (decision 045). The build
// renders it into offline.html, one copy per language (app/prerender.tsx);
// that page is never hydrated, so public/offline.js picks the copy and makes
// the button reload (data-retry). In the app, the signed-in area shows it when
// it cannot load the user's data for want of a connection (`onRetry`).
import { useTranslation } from '../../lib/i18n';
import { StatusPage } from '../ui/status-page';

function NoSignalIllustration() {
  return (
    <svg width="160" height="140" viewBox="0 0 160 140">
      <ellipse cx="80" cy="128" rx="56" ry="8" fill="var(--color-primary-soft)" />
      <path
        d="M24 58a80 80 0 0 1 112 0M44 78a52 52 0 0 1 72 0M63 97a24 24 0 0 1 34 0"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <circle cx="80" cy="113" r="6" fill="var(--color-primary)" />
      <path d="M34 22l92 92" stroke="var(--color-danger)" strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}

export function OfflinePage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  const retry = onRetry ? { onClick: onRetry } : { 'data-retry': '' };
  return (
    <StatusPage
      pageTitle={t('offline.pageTitle')}
      title={t('offline.title')}
      text={t('offline.text')}
      illustration={<NoSignalIllustration />}
    >
      <button type="button" className="button button--primary" {...retry}>
        {t('offline.retry')}
      </button>
    </StatusPage>
  );
}
