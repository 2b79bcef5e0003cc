// Logout as the user asks for it: end the session on the server (best effort)
// and here, then the welcome screen.
import { useNavigate } from 'react-router';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { paths } from '../config/paths';
import { track } from './analytics';
import { apiClient } from './api-client';
import { endSession, getSessionToken } from './session';

/** How long the server's logout call may take; the local session ends at once regardless. */
const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * Asks the server to end the session (decision 016), then ends it here without
 * waiting: offline or slow, the user is signed out at once, and a session the
 * server never heard about ends by its idle timeout. The call carries the token
 * read before the local session ends; its failure or 401 changes nothing here.
 */
export function signOut(): void {
  if (getSessionToken() !== null) {
    apiClient.call(endpoints.logout, { timeoutMs: LOGOUT_TIMEOUT_MS }).catch(() => undefined);
  }
  endSession();
}

export function useLogout() {
  const navigate = useNavigate();
  return () => {
    track('LOGOUT');
    signOut();
    void navigate(paths.welcome.getHref(), { replace: true });
  };
}
