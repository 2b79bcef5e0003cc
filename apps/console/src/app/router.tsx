// The console's pages. Each feature registers its own in
// features/<feature>/routes.tsx; a new feature adds its list to
// `featureRoutes` below, and the navigation and the role guards follow from
// it. The sign-in page is the one page outside the shell.
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../components/errors/not-found-page';
import { RequireSignedOut } from '../components/session-guards';
import { paths } from '../config/paths';
import { auditRoutes } from '../features/audit/routes';
import { customersRoutes } from '../features/customers/routes';
import { operatorsRoutes } from '../features/operators/routes';
import { overviewRoutes } from '../features/overview/routes';
import { reviewsRoutes } from '../features/reviews/routes';
import { shopsRoutes } from '../features/shops/routes';
import { SignInPage } from '../features/sign-in/components/sign-in-page';
import { useConsoleStore } from '../lib/console-store';
import type { FeatureRoute } from '../lib/feature-route';
import { RequireRoles, RequireSession } from './guards';

/** Every feature's pages, in the navigation's order. */
export const featureRoutes: readonly FeatureRoute[] = [
  ...overviewRoutes,
  ...reviewsRoutes,
  ...customersRoutes,
  ...shopsRoutes,
  ...operatorsRoutes,
  ...auditRoutes,
];

export function ConsoleRoutes({ routes = featureRoutes }: { routes?: readonly FeatureRoute[] }) {
  return (
    <Routes>
      <Route
        path={paths.signIn.path}
        element={
          <RequireSignedOut store={useConsoleStore} homeHref={paths.home.href}>
            <SignInPage />
          </RequireSignedOut>
        }
      />
      <Route element={<RequireSession routes={routes} />}>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutedPage route={route} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

function RoutedPage({ route }: { route: FeatureRoute }) {
  const Screen = route.page;
  return (
    <RequireRoles roles={route.roles}>
      <Screen />
    </RequireRoles>
  );
}
