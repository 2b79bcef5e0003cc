// Adds the home screen's texts (both languages) when it loads; the entry
// catalogue stays small for /login.
import { i18n } from '../i18n';
import { homeEn } from './home-en';
import { homePtBR } from './home-pt-br';

function addTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', homePtBR, true, false);
  i18n.addResourceBundle('en', 'translation', homeEn, true, false);
}

// i18next gains addResourceBundle in init(); a test may import a screen first.
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
