// The page a routed screen's failure ends on (render error, failed chunk): the
// generic error page with reload and report. The error is logged once.
import { useEffect } from 'react';
import { UnexpectedErrorPage } from '../../components/errors/unexpected-error-page';

export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Route failed to render', error);
  }, [error]);
  return <UnexpectedErrorPage />;
}
