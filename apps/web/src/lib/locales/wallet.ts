// Adds the texts of the wallet screens (wallet, both languages) when one of them
// loads; the entry catalogue stays small for /login.
import { i18n } from '../i18n';
import { walletEn } from './wallet-en';
import { walletPtBR } from './wallet-pt-br';

function addTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', walletPtBR, true, false);
  i18n.addResourceBundle('en', 'translation', walletEn, true, false);
}

// i18next gains addResourceBundle in init(); a test may import a screen first.
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
