// The shops' portal: one query client, the router under /loja, the pages.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { PORTAL_BASE } from '../config/paths';
import { PortalRoutes } from './router';

export function PortalApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={PORTAL_BASE}>
        <PortalRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
