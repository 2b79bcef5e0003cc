// Signed-in area: loads the profile once, then applies the forced face
// registration rule before any signed-in screen renders.
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../lib/user-profile';
import { isApiError } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { faceRedirect } from '../guard-rules';
import { FullScreenLoader } from '../../components/ui/full-screen-loader';

function SignedInGate() {
  const { t } = useTranslation();
  const profile = useProfile();
  const { pathname } = useLocation();

  if (profile.isPending) return <FullScreenLoader label={t('signedIn.loading')} />;
  if (profile.isError) {
    // A 401 has already ended the session; the guard above moves on to '/'.
    if (isApiError(profile.error) && profile.error.status === 401) {
      return <FullScreenLoader label={t('signedIn.loading')} />;
    }
    return (
      <main className="status-page" id="main">
        <h1 className="status-page__title">{t('signedIn.loadError')}</h1>
        <div className="status-page__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void profile.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      </main>
    );
  }

  const redirect = faceRedirect(profile.data, pathname);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}

export function SignedInLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInGate />
    </QueryClientProvider>
  );
}
