// Build-time render of the welcome screen as a first-time visitor sees it
// (signed out, Rosto brand), one copy per language, for index.html to paint
// before any script runs (vite.config.ts, decision 013). Runs in Node, from
// an SSR build; main.tsx hydrates the copy the visit opened on.
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { i18n, initTexts, languages, type Language } from '../lib/i18n';
import { createApp } from './app';
import { boot } from './boot';

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
    const { prelude } = await prerender(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    // React writes the screen's <title> first; in the browser it hoists the
    // rendered <title> into <head> itself, so the copy goes without it.
    markup[language] = (await new Response(prelude).text()).replace(/^<title>[^<]*<\/title>/, '');
  }
  return markup;
}
