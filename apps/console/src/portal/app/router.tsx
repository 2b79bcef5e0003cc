// The portal's pages: the sign-in outside the shell, the pages of
// app/pages.ts inside it. Vendas and Terminais open for every person of the
// shop (what a cashier may not do there, the pages leave out); Webhooks and
// Conciliação for the owner only: a cashier who follows a link to one gets
// the "no access" page. The API refuses anyway.
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/errors/not-found-page';
import { RequireSignedOut } from '../../components/session-guards';
import { portalPaths } from '../config/paths';
import { SignInPage } from '../features/sign-in/components/sign-in-page';
import { usePortalStore } from '../lib/portal-store';
import { RequireSession, RequireShopRole } from './guards';
import { portalPages } from './pages';

export function PortalRoutes() {
  return (
    <Routes>
      <Route
        path={portalPaths.signIn.path}
        element={
          <RequireSignedOut store={usePortalStore} homeHref={portalPaths.sales.href}>
            <SignInPage />
          </RequireSignedOut>
        }
      />
      <Route element={<RequireSession />}>
        {portalPages.map(({ path, roles, page: Screen }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireShopRole roles={roles}>
                <Screen />
              </RequireShopRole>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
