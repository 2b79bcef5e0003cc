// Entry: language first (screens render translated from the first frame),
// then the app, then the boot steps while the splash shows.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import { createApp } from './app/app';
import { initI18n } from './lib/i18n';
import './styles/global.css';

async function start() {
  // Partner loading starts at once; the splash covers it.
  const booting = boot();
  await initI18n();
  const { App } = createApp();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  await booting;
}

void start();
