// Gives lazy screens React Query. It lives in a lazy route of its own so the
// first screens (welcome, sign-in) do not load React Query at all.
import { Outlet } from 'react-router';
import { QueryProvider } from '../../lib/query-provider';

export function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
