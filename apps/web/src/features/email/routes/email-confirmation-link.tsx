// /validar-email: the bare link target. ?token= (or ?id=) goes on to the
// challenge page /validar-email/{token}; without one it is not a page.
import { Navigate, useLocation } from 'react-router';
import { NotFoundPage } from '../../../components/errors/not-found-page';
import { paths } from '../../../config/paths';
import { tokenFromQuery } from '../utils/email-link';

export function EmailConfirmationLinkRoute() {
  const token = tokenFromQuery(useLocation().search);
  return token ? <Navigate to={paths.emailChallenge.getHref(token)} replace /> : <NotFoundPage />;
}
