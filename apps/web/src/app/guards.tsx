// Route guards that need no server data, so they run from the entry chunk
// before any lazy screen loads.
import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { usePartner, type PartnerView } from '../lib/partner';
import { registrationJustFinished } from '../features/register/stores/registration-finished';
import { useIsSignedIn } from '../lib/session';

/** Welcome, login and register: a signed-in user goes to /home. */
export function RequireSignedOut() {
  return useIsSignedIn() ? <Navigate to={paths.home.getHref()} replace /> : <Outlet />;
}

/**
 * /register: signed-out visitors, and the user whose registration has just
 * finished (the session starts before its success screen shows).
 */
export function RequireRegisterAccess() {
  const signedIn = useIsSignedIn();
  return signedIn && !registrationJustFinished() ? (
    <Navigate to={paths.home.getHref()} replace />
  ) : (
    <Outlet />
  );
}

/**
 * The private-label registrations finish accounts a partner created: they need
 * that user's session (set-privatelabel-email), so a visitor signs in first.
 */
export function RequirePrivateLabelAccess() {
  return useIsSignedIn() ? <Outlet /> : <Navigate to={paths.login.getHref()} replace />;
}

/** Signed-in area: a signed-out visitor goes to the welcome screen. */
export function RequireSignedIn() {
  return useIsSignedIn() ? <Outlet /> : <Navigate to={paths.welcome.getHref()} replace />;
}

/** Sections a partner can switch off: without the view, back to /home. */
export function RequireView({ view }: { view: PartnerView }) {
  const { views } = usePartner();
  return views.includes(view) ? <Outlet /> : <Navigate to={paths.home.getHref()} replace />;
}
