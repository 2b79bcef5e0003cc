// Renders the whole portal (router, guards, shell) at an address under
// /loja, as the browser would open it, with a fresh query client and the
// portal's texts.
import { render } from '@testing-library/react';
import { initI18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { PortalApp } from '../app/app';
import { usePortalStore } from '../lib/portal-store';

export function renderPortal(path: string) {
  initI18n(usePortalStore, 'portal');
  window.history.replaceState(null, '', `/loja${path}`);
  const queryClient = createQueryClient(usePortalStore);
  return { queryClient, ...render(<PortalApp queryClient={queryClient} />) };
}
