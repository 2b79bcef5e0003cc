// The help centre's articles of one language, a lazy chunk each (decision 069),
// loaded once a visit; React's use() waits for it under the route's Suspense.
import type { Language } from '../../../lib/i18n';
import type { HelpContent } from './help-article';

const loaders: Record<Language, () => Promise<HelpContent>> = {
  'pt-BR': () => import('./help-pt-br').then((module) => module.helpPtBr),
  en: () => import('./help-en').then((module) => module.helpEn),
};
const loaded = new Map<Language, Promise<HelpContent>>();

export function loadHelpContent(language: Language): Promise<HelpContent> {
  let pending = loaded.get(language);
  if (!pending) {
    // A failed chunk is not kept, so the error page's retry loads it again.
    pending = loaders[language]().catch((error: unknown) => {
      loaded.delete(language);
      throw error;
    });
    loaded.set(language, pending);
  }
  return pending;
}
