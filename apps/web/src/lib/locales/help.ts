// Adds the help centre's screen texts (both languages) when the first of
// those screens loads; the entry catalogue stays small for /login.
import { i18n } from '../i18n';
import { helpEn } from './help-en';
import { helpPtBR } from './help-pt-br';

function addHelpTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', helpPtBR, true, false);
  i18n.addResourceBundle('en', 'translation', helpEn, true, false);
}

// i18next gains addResourceBundle in init(); the app always inits first, but a
// test may import a screen before it sets i18n up.
if (i18n.isInitialized) addHelpTexts();
else i18n.on('initialized', addHelpTexts);
