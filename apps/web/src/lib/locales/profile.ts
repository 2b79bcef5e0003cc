// Adds the profile screen's texts (both languages) when it loads; the entry
// catalogue stays small for / and /login.
import { i18n } from '../i18n';
import { profileEn } from './profile-en';
import { profilePtBR } from './profile-pt-br';

function addTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', profilePtBR, true, false);
  i18n.addResourceBundle('en', 'translation', profileEn, true, false);
}

// The app sets its texts up before any screen; a test may import a screen first.
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
