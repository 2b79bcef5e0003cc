// The portal's pages: the sign-in outside the shell, Vendas (home) and
// Terminais inside it. Every person of the shop opens both; what a cashier
// may not do (other days, terminal keys) the pages leave out, and the API
// refuses anyway.
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/errors/not-found-page';
import { lazyPage } from '../../lib/feature-route';
import { portalPaths } from '../config/paths';
import { SignInPage } from '../features/sign-in/components/sign-in-page';
import { RequireSession, RequireSignedOut } from './guards';

const SalesPage = lazyPage(() =>
  import('../features/sales/components/sales-page').then((m) => m.SalesPage),
);
const TerminalsPage = lazyPage(() =>
  import('../features/terminals/components/terminals-page').then((m) => m.TerminalsPage),
);

export function PortalRoutes() {
  return (
    <Routes>
      <Route
        path={portalPaths.signIn.path}
        element={
          <RequireSignedOut>
            <SignInPage />
          </RequireSignedOut>
        }
      />
      <Route element={<RequireSession />}>
        <Route path={portalPaths.sales.path} element={<SalesPage />} />
        <Route path={portalPaths.terminals.path} element={<TerminalsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
