// Adds the e-mail edit, e-mail confirmation and account deletion texts (both
// languages) when the first of those screens loads; the entry catalogue stays
// small for /login.
import { i18n } from '../i18n';
import { accountEn } from './account-en';
import { accountPtBR } from './account-pt-br';

function addAccountTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', accountPtBR, true, false);
  i18n.addResourceBundle('en', 'translation', accountEn, true, false);
}

// i18next gains addResourceBundle in init(); the app always inits first, but a
// test may import a screen before it sets i18n up.
if (i18n.isInitialized) addAccountTexts();
else i18n.on('initialized', addAccountTexts);
