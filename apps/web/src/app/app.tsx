// The application: routes inside a top-level error boundary, and what a 401
// from any API call does to the user (docs/spec/account-checklist.md §2). The build renders the
// same tree at '/' with a static router (app/prerender.tsx).
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useNavigate, type NavigateFunction } from 'react-router';
import { paths } from '../config/paths';
import { i18n } from '../lib/i18n';
import { endSession, setUnauthorizedHandler } from '../lib/session';
import { showSnackbar } from '../lib/snackbar';
import { AppErrorBoundary } from './error-boundary';
import { AppRoutes, preloadRoutes } from './router';

/**
 * A navigation renders together with the store updates made alongside it (a
 * session that starts and the screen it leads to), not as a later transition:
 * otherwise the sign-in screen's guard sees the new session first and sends
 * the user to /home instead (React Router wraps navigations in transitions by
 * default; a store update cannot join one).
 */
function AppRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

export function createApp(
  Router: ComponentType<{ children: ReactNode }> = AppRouter,
  pathname = window.location.pathname,
) {
  preloadRoutes(pathname);

  // The 401 handler runs outside React; the router's navigate reaches it
  // through this bridge while the routes are mounted.
  const router: { navigate: NavigateFunction | null } = { navigate: null };

  setUnauthorizedHandler(() => {
    endSession();
    showSnackbar(i18n.t('session.expired'), { variant: 'error' });
    const welcome = paths.welcome.getHref();
    if (router.navigate) void router.navigate(welcome, { replace: true });
    else window.location.replace(welcome);
  });

  function NavigationBridge() {
    const navigate = useNavigate();
    useEffect(() => {
      router.navigate = navigate;
      return () => {
        router.navigate = null;
      };
    }, [navigate]);
    return null;
  }

  function App() {
    return (
      <AppErrorBoundary>
        <Router>
          <NavigationBridge />
          <AppRoutes />
        </Router>
      </AppErrorBoundary>
    );
  }
  return { App };
}
