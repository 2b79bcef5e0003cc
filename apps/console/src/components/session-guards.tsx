// The session's guards, the console's and the shops' portal's alike: the
// sign-in page only signed out, every other page only with a session, and
// the signed-in frame once the session's person is loaded. A session the
// server ended (a 401 on any call) lands on the sign-in page, which reopens
// the interrupted page after the next sign-in.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useStore } from 'zustand';
import type { SessionStore } from '../lib/session-store';
import { ErrorAlert, Loading } from './status';

/** Where the sign-in page sends the person back to (the page a 401 interrupted). */
interface SignInState {
  from?: string;
}

export function RequireSignedOut({
  store,
  homeHref,
  children,
}: {
  store: SessionStore;
  /** Where a signed-in visit goes when no interrupted page waits. */
  homeHref: string;
  children: ReactNode;
}) {
  const token = useStore(store, (state) => state.token);
  const location = useLocation();
  if (token === null) return children;
  const from = (location.state as SignInState | null)?.from;
  return <Navigate to={from ?? homeHref} replace />;
}

export function RequireSignedIn({
  store,
  signInHref,
  children,
}: {
  store: SessionStore;
  signInHref: string;
  children: ReactNode;
}) {
  const token = useStore(store, (state) => state.token);
  const ending = useStore(store, (state) => state.ending);
  const location = useLocation();
  if (token === null) {
    // A deep link or an ended session comes back after the sign-in; a
    // sign-out does not hand its page to whoever signs in next.
    const state: SignInState =
      ending === 'signed-out' ? {} : { from: `${location.pathname}${location.search}` };
    return <Navigate to={signInHref} replace state={state} />;
  }
  return children;
}

/** Before the signed-in frame: the session's person loading, or why they could not be. */
export function SessionPersonPending({
  query,
  loadingLabel,
  failedTitle,
}: {
  /** The call that loads the session's person (console/me, shop/me). */
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  loadingLabel: string;
  failedTitle: string;
}) {
  return (
    <main className="centered" id="conteudo">
      {query.isError ? (
        <>
          <h1>{failedTitle}</h1>
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
        </>
      ) : (
        <Loading label={loadingLabel} />
      )}
    </main>
  );
}
