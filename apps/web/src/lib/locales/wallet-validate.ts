// Adds the texts of the wallet screens (wallet-validate, both languages) when one of them
// loads; the entry catalogue stays small for /login.
import { i18n } from '../i18n';
import { walletValidateEn } from './wallet-validate-en';
import { walletValidatePtBR } from './wallet-validate-pt-br';

function addTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', walletValidatePtBR, true, false);
  i18n.addResourceBundle('en', 'translation', walletValidateEn, true, false);
}

// i18next gains addResourceBundle in init(); a test may import a screen first.
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
