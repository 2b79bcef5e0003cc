// Build-time render of the welcome screen as a first-time visitor sees it
// (signed out, Rosto brand), one copy per language, for index.html to paint
// before any script runs (vite.config.ts, decision 013). Runs in Node, from
// an SSR build; main.tsx hydrates the copy the visit opened on. Also renders
// the offline page the service worker falls back to (offline.html, decision 045).
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { OfflinePage } from '../components/errors/offline-page';
import { i18n, initTexts, languages, type Language } from '../lib/i18n';
import { addOfflineTexts } from '../lib/locales/offline';
import { createApp } from './app';
import { boot } from './boot';

/** React writes a screen's <title> first; the browser hoists it, the copies go without it. */
const titleFirst = /^<title>([^<]*)<\/title>/;

async function render(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(<StrictMode>{node}</StrictMode>);
  return new Response(prelude).text();
}

function WelcomeRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location="/">{children}</StaticRouter>;
}

export async function prerenderWelcome(): Promise<Record<Language, string>> {
  // No storage and no partner in Node: the boot ends at once, on the Rosto brand.
  await boot({ search: '', hostname: 'localhost' });
  // English first: it loads its texts; Portuguese is bundled.
  await initTexts('en');
  const { App } = createApp(WelcomeRouter, '/');
  const markup = {} as Record<Language, string>;
  for (const language of languages) {
    await i18n.changeLanguage(language);
    markup[language] = (await render(<App />)).replace(titleFirst, '');
  }
  return markup;
}

/** offline.html's copy of the offline page in each language, and its <title>. */
export async function prerenderOffline(): Promise<
  Record<Language, { title: string; markup: string }>
> {
  // Its own texts, both languages: the welcome screen's render may have set i18next up already.
  if (!i18n.isInitialized) await initTexts('pt-BR');
  addOfflineTexts();
  const pages = {} as Record<Language, { title: string; markup: string }>;
  for (const language of languages) {
    await i18n.changeLanguage(language);
    const html = await render(<OfflinePage />);
    const title = titleFirst.exec(html)?.[1];
    if (title === undefined) throw new Error('prerender: the offline page has no <title>');
    pages[language] = { title, markup: html.replace(titleFirst, '') };
  }
  return pages;
}
