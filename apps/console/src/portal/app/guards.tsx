// Who sees what: the sign-in page only signed out, every other page only
// with a session (the person and the shop it names loaded first), and a page
// the person's role does not open (a cashier at an owner's page) shows the
// "no access" page instead. A session the server ended (a 401 on any call)
// lands on the sign-in page, which says so and reopens the interrupted page
// after the next sign-in.
import type { ShopRole } from '@rosto/contract/operator-roles';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ForbiddenPage } from '../../components/errors/forbidden-page';
import { ErrorAlert, Loading } from '../../components/status';
import { portalPaths } from '../config/paths';
import { usePortalStore } from '../lib/portal-store';
import { useShopMe, useSignedInShopUser } from '../lib/queries/shop-me';
import { pageAllowedFor } from './pages';
import { Shell } from './shell';

/** Where the sign-in page sends the person back to (the page a 401 interrupted). */
interface SignInState {
  from?: string;
}

export function RequireSignedOut({ children }: { children: ReactNode }) {
  const token = usePortalStore((state) => state.token);
  const location = useLocation();
  if (token === null) return children;
  const from = (location.state as SignInState | null)?.from;
  return <Navigate to={from ?? portalPaths.sales.href} replace />;
}

export function RequireSession() {
  const token = usePortalStore((state) => state.token);
  const ending = usePortalStore((state) => state.ending);
  const location = useLocation();
  if (token === null) {
    // A deep link or an ended session comes back after the sign-in; a
    // sign-out does not hand its page to whoever signs in next.
    const state: SignInState =
      ending === 'signed-out' ? {} : { from: `${location.pathname}${location.search}` };
    return <Navigate to={portalPaths.signIn.href} replace state={state} />;
  }
  return <SignedInShell />;
}

function SignedInShell() {
  const { t } = useTranslation();
  const me = useShopMe();
  if (me.data) return <Shell me={me.data} />;
  return (
    <main className="centered" id="conteudo">
      {me.isError ? (
        <>
          <h1>{t('portal.shell.loadFailed')}</h1>
          <ErrorAlert error={me.error} onRetry={() => void me.refetch()} />
        </>
      ) : (
        <Loading label={t('portal.shell.loading')} />
      )}
    </main>
  );
}

export function RequireShopRole({
  roles,
  children,
}: {
  roles: readonly ShopRole[] | undefined;
  children: ReactNode;
}) {
  // Inside the shell, which renders only once the person is loaded.
  const { user } = useSignedInShopUser();
  if (!pageAllowedFor(roles, user.role)) return <ForbiddenPage />;
  return children;
}
