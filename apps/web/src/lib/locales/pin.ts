// Adds the PIN screen's texts (both languages) when /perfil/redefinir-pin, or
// a screen that points to it, loads; the entry catalogue stays small for /login.
import { i18n } from '../i18n';
import { pinEn } from './pin-en';
import { pinPtBR } from './pin-pt-br';

function addPinTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', pinPtBR, true, false);
  i18n.addResourceBundle('en', 'translation', pinEn, true, false);
}

// i18next gains addResourceBundle in init(); the app always inits first, but a
// test may import a screen before it sets i18n up.
if (i18n.isInitialized) addPinTexts();
else i18n.on('initialized', addPinTexts);
