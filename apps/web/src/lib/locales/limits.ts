// Adds the payment limits' texts (both languages) when /perfil/limites, or the
// profile that links to it, loads; the entry catalogue stays small for /login.
import { i18n } from '../i18n';
import { limitsEn } from './limits-en';
import { limitsPtBR } from './limits-pt-br';

function addLimitsTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', limitsPtBR, true, false);
  i18n.addResourceBundle('en', 'translation', limitsEn, true, false);
}

// i18next gains addResourceBundle in init(); a test may import a screen before it sets i18n up.
if (i18n.isInitialized) addLimitsTexts();
else i18n.on('initialized', addLimitsTexts);
