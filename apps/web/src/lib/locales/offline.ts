// Adds the offline page's texts (both languages) for the build's render of
// offline.html (app/prerender.tsx); no screen of the app imports it.
import { i18n } from '../i18n';
import { offlineEn } from './offline-en';
import { offlinePtBR } from './offline-pt-br';

export function addOfflineTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', offlinePtBR, true, false);
  i18n.addResourceBundle('en', 'translation', offlineEn, true, false);
}
