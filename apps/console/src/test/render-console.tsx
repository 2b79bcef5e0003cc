// Renders the whole console (router, guards, shell) at an address, as the
// browser would open it, with a fresh query client.
import { render } from '@testing-library/react';
import { App } from '../app/app';
import { useConsoleStore } from '../lib/console-store';
import { createQueryClient } from '../lib/query-client';

export function renderConsole(path: string) {
  window.history.replaceState(null, '', `/console${path}`);
  const queryClient = createQueryClient(useConsoleStore);
  return { queryClient, ...render(<App queryClient={queryClient} />) };
}
