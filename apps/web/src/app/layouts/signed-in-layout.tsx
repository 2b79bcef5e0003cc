// Signed-in area: loads the profile once, then applies the forced face
// registration rule before any signed-in screen renders. Offline, it says so:
// the offline page when the profile cannot load, a banner over the screens.
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { useProfile } from '../../lib/user-profile';
import { isApiError } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { faceRedirect } from '../guard-rules';
import { FullScreenLoader } from '../../components/ui/full-screen-loader';
import { OfflinePage } from '../../components/errors/offline-page';
import { OfflineBanner } from './offline-banner';
// The offline page's and the banner's texts, kept out of the first screens' bundle.
import '../../lib/locales/offline';

function SignedInGate() {
  const { t } = useTranslation();
  const profile = useProfile();
  const { pathname } = useLocation();

  const retry = () => void profile.refetch();
  // React Query holds a fetch while the browser says it is offline, and sends it once back online.
  if (profile.isPending && profile.fetchStatus === 'paused') return <OfflinePage onRetry={retry} />;
  if (profile.isPending) return <FullScreenLoader label={t('signedIn.loading')} />;
  if (profile.isError) {
    // A 401 has already ended the session; the guard above moves on to '/'.
    if (isApiError(profile.error) && profile.error.status === 401) {
      return <FullScreenLoader label={t('signedIn.loading')} />;
    }
    // No answer at all: most often no connection (the browser may not know it yet).
    if (isApiError(profile.error) && profile.error.code === 'NETWORK_ERROR') {
      return <OfflinePage onRetry={retry} />;
    }
    return (
      <main className="status-page" id="main">
        <h1 className="status-page__title">{t('signedIn.loadError')}</h1>
        <div className="status-page__actions">
          <button type="button" className="button button--primary" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      </main>
    );
  }

  const redirect = faceRedirect(profile.data, pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <OfflineBanner />
      <Outlet />
    </>
  );
}

export function SignedInLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInGate />
    </QueryClientProvider>
  );
}
