// Who sees what: the sign-in page only signed out (components/session-guards),
// every other page only with a session (the person and the shop it names
// loaded first), and a page the person's role does not open (a cashier at an
// owner's page) shows the "no access" page instead. A session the server
// ended (a 401 on any call) lands on the sign-in page, which says so and
// reopens the interrupted page after the next sign-in.
import type { ShopRole } from '@rosto/contract/operator-roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenPage } from '../../components/errors/forbidden-page';
import { RequireSignedIn, SessionPersonPending } from '../../components/session-guards';
import { portalPaths } from '../config/paths';
import { usePortalStore } from '../lib/portal-store';
import { useShopMe, useSignedInShopUser } from '../lib/queries/shop-me';
import { pageAllowedFor } from './pages';
import { Shell } from './shell';

export function RequireSession() {
  return (
    <RequireSignedIn store={usePortalStore} signInHref={portalPaths.signIn.href}>
      <SignedInShell />
    </RequireSignedIn>
  );
}

function SignedInShell() {
  const { t } = useTranslation();
  const me = useShopMe();
  if (me.data) return <Shell me={me.data} />;
  return (
    <SessionPersonPending
      query={me}
      loadingLabel={t('portal.shell.loading')}
      failedTitle={t('portal.shell.loadFailed')}
    />
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
