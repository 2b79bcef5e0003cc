// Who sees what: the sign-in page only signed out, every other page only
// with a session (the operator it names loaded first), and a page whose roles
// the operator lacks shows the 403 page instead.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '@rosto/contract/operator-roles';
import { ForbiddenPage } from '../components/errors/forbidden-page';
import { ErrorAlert, Loading } from '../components/status';
import { paths } from '../config/paths';
import { useConsoleStore } from '../lib/console-store';
import { allowedFor, type FeatureRoute } from '../lib/feature-route';
import { useMe } from '../lib/queries/me';
import { Shell } from './shell';

/** Where the sign-in page sends the operator back to (the page a 401 interrupted). */
export interface SignInState {
  from?: string;
}

export function RequireSignedOut({ children }: { children: ReactNode }) {
  const token = useConsoleStore((state) => state.token);
  const location = useLocation();
  if (token === null) return children;
  const from = (location.state as SignInState | null)?.from;
  return <Navigate to={from ?? paths.home.href} replace />;
}

/** The shell around the pages, once the session's operator is known. */
export function RequireSession({ routes }: { routes: readonly FeatureRoute[] }) {
  const token = useConsoleStore((state) => state.token);
  const ending = useConsoleStore((state) => state.ending);
  const location = useLocation();
  if (token === null) {
    // A deep link or an expired session comes back after the sign-in; a
    // sign-out does not hand its page to whoever signs in next.
    const state: SignInState =
      ending === 'signed-out' ? {} : { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.signIn.href} replace state={state} />;
  }
  return <SignedInShell routes={routes} />;
}

function SignedInShell({ routes }: { routes: readonly FeatureRoute[] }) {
  const { t } = useTranslation();
  const me = useMe();
  if (me.data) return <Shell operator={me.data} routes={routes} />;
  return (
    <main className="centered" id="conteudo">
      {me.isError ? (
        <>
          <h1>{t('shell.loadFailed')}</h1>
          <ErrorAlert error={me.error} onRetry={() => void me.refetch()} />
        </>
      ) : (
        <Loading label={t('shell.loading')} />
      )}
    </main>
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
