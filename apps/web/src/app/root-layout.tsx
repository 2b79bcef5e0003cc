// Root of every screen: splash while booting, then the page (with its error
// boundary), the snackbars, scroll restoration and a page-view event per screen.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SnackbarHost } from '../components/ui/snackbar-host';
import { track } from '../lib/analytics';
import { useBootState } from './boot';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';
import { SplashScreen } from './splash-screen';

export function RootLayout() {
  const booted = useBootState() === 'booted';
  const { pathname, key } = useLocation();

  useEffect(() => {
    if (booted) track('PAGE_VIEW', { path: pathname });
  }, [booted, pathname]);

  return (
    <>
      {booted ? (
        <RouteErrorBoundary resetKey={key}>
          <Outlet />
        </RouteErrorBoundary>
      ) : (
        <SplashScreen />
      )}
      <SnackbarHost />
      <ScrollRestoration />
    </>
  );
}
