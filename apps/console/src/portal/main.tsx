// The shops' portal's entry (loja.html, served at /loja/): texts first (the
// first frame is translated), then the portal. A second entry of the
// console's build: it shares the console's components and libraries, never
// its session.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import '../styles/console.css';
import { PortalApp } from './app/app';
import { usePortalStore } from './lib/portal-store';

initI18n(usePortalStore, 'portal');
const container = document.getElementById('root');
if (!container) throw new Error('loja.html has no #root');
createRoot(container).render(
  <StrictMode>
    <PortalApp queryClient={createQueryClient(usePortalStore)} />
  </StrictMode>,
);
