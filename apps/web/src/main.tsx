// Entry: language first (screens render translated from the first frame),
// then the app, then the boot steps while the splash shows. When index.html
// painted the prerendered welcome screen (app/first-screen.ts), the app
// hydrates it once booted instead of replacing the splash.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { boot } from './app/boot';
import { createApp } from './app/app';
import { registerServiceWorker } from './app/service-worker';
import { currentLanguage, initI18n } from './lib/i18n';
import './styles/global.css';

/**
 * The prerendered copy index.html shows, if it is in the language the app
 * starts in: it becomes #root, and the splash and the other copy go.
 * Otherwise null, and only the splash is left.
 */
function takePrerenderedRoot(): HTMLElement | null {
  const html = document.documentElement;
  const shown = html.dataset.firstScreen === currentLanguage() ? html.dataset.firstScreen : null;
  let taken: HTMLElement | null = null;
  for (const copy of document.querySelectorAll<HTMLElement>('[data-prerendered]')) {
    if (copy.lang === shown && !taken) taken = copy;
    else copy.remove();
  }
  delete html.dataset.firstScreen;
  if (!taken) return null;
  document.getElementById('root')?.remove();
  taken.removeAttribute('data-prerendered');
  taken.removeAttribute('lang');
  taken.id = 'root';
  return taken;
}

async function start() {
  // Partner loading starts at once; the splash covers it.
  const booting = boot();
  await initI18n();
  const { App } = createApp();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const prerendered = takePrerenderedRoot();
  if (prerendered) {
    // The prerender is the booted screen; a visit without a partner boots at once.
    await booting;
    // As a transition, hydration yields to the browser every few milliseconds
    // instead of holding the main thread in one long task (the first screen is
    // already painted); a tap before it ends hydrates its part at once.
    startTransition(() => {
      hydrateRoot(prerendered, app);
    });
    return;
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(app);
  await booting;
}

void start();
// After the load event: offline use and installing never slow the first screen.
registerServiceWorker();
