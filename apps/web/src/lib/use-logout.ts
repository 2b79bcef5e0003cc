// Logout as the user asks for it: end the session, then the welcome screen.
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { track } from './analytics';
import { endSession } from './session';

export function useLogout() {
  const navigate = useNavigate();
  return () => {
    track('LOGOUT');
    endSession();
    void navigate(paths.welcome.getHref(), { replace: true });
  };
}
