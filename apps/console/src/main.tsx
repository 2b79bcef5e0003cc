// Entry: texts first (the first frame is translated), then the console.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { useConsoleStore } from './lib/console-store';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import './styles/console.css';

initI18n(useConsoleStore);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App queryClient={createQueryClient(useConsoleStore)} />
  </StrictMode>,
);
