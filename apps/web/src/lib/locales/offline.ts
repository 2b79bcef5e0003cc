// Adds the offline texts (both languages): for the build's render of
// offline.html (app/prerender.tsx), and when the signed-in area loads (its
// offline page and banner); the entry catalogue stays small for /login.
import { i18n } from '../i18n';
import { offlineEn } from './offline-en';
import { offlinePtBR } from './offline-pt-br';

export function addOfflineTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', offlinePtBR, true, false);
  i18n.addResourceBundle('en', 'translation', offlineEn, true, false);
}

// i18next gains addResourceBundle in init(); a test may import a screen first.
if (i18n.isInitialized) addOfflineTexts();
else i18n.on('initialized', addOfflineTexts);
