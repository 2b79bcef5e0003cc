// Adds the texts of the payments screens when one of them (or the home
// screen's latest payments) loads; the entry catalogue stays small for /login.
// The help tab follows the language too (decision 072).
import { i18n } from '../i18n';
import { paymentsEn, paymentsHelpEn } from './payments-en';
import { paymentsHelpPtBR, paymentsPtBR } from './payments-pt-br';

function addTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', paymentsPtBR, true, false);
  i18n.addResourceBundle('pt-BR', 'translation', paymentsHelpPtBR, true, false);
  i18n.addResourceBundle('en', 'translation', paymentsEn, true, false);
  i18n.addResourceBundle('en', 'translation', paymentsHelpEn, true, false);
}

// i18next gains addResourceBundle in init(); a test may import a screen first.
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
