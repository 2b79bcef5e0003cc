// Adds the texts of the wallet screens (wallet-add, both languages) when one of them
// loads; the entry catalogue stays small for /login.
import { i18n } from '../i18n';
import { walletAddEn } from './wallet-add-en';
import { walletAddPtBR } from './wallet-add-pt-br';

function addTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', walletAddPtBR, true, false);
  i18n.addResourceBundle('en', 'translation', walletAddEn, true, false);
}

// i18next gains addResourceBundle in init(); a test may import a screen first.
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
