// The console: one query client, the router under /console, the pages.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { CONSOLE_BASE } from '../config/paths';
import { ConsoleRoutes } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={CONSOLE_BASE}>
        <ConsoleRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
