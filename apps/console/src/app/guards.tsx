// Who sees what: the sign-in page only signed out (components/session-guards),
// every other page only with a session (the operator it names loaded first),
// and a page whose roles the operator lacks shows the 403 page instead.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '@rosto/contract/operator-roles';
import { ForbiddenPage } from '../components/errors/forbidden-page';
import { RequireSignedIn, SessionPersonPending } from '../components/session-guards';
import { paths } from '../config/paths';
import { useConsoleStore } from '../lib/console-store';
import { allowedFor, type FeatureRoute } from '../lib/feature-route';
import { useMe } from '../lib/queries/me';
import { Shell } from './shell';

/** The shell around the pages, once the session's operator is known. */
export function RequireSession({ routes }: { routes: readonly FeatureRoute[] }) {
  return (
    <RequireSignedIn store={useConsoleStore} signInHref={paths.signIn.href}>
      <SignedInShell routes={routes} />
    </RequireSignedIn>
  );
}

function SignedInShell({ routes }: { routes: readonly FeatureRoute[] }) {
  const { t } = useTranslation();
  const me = useMe();
  if (me.data) return <Shell operator={me.data} routes={routes} />;
  return (
    <SessionPersonPending
      query={me}
      loadingLabel={t('shell.loading')}
      failedTitle={t('shell.loadFailed')}
    />
  );
}

export function RequireRoles({
  roles,
  children,
}: {
  roles: readonly OperatorRole[] | undefined;
  children: ReactNode;
}) {
  const me = useMe();
  // Inside the shell, which renders only once the operator is loaded.
  if (!me.data || !allowedFor(roles, me.data.roles)) return <ForbiddenPage />;
  return children;
}
