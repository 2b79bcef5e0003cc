// Adds the terminal page's texts (both languages) when /terminal loads; the
// customer app's entry catalogue never carries them.
import { i18n } from '../i18n';
import { terminalEn } from './terminal-en';
import { terminalPtBR } from './terminal-pt-br';

function addTerminalTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', terminalPtBR, true, false);
  i18n.addResourceBundle('en', 'translation', terminalEn, true, false);
}

// i18next gains addResourceBundle in init(); a test may import the page first.
if (i18n.isInitialized) addTerminalTexts();
else i18n.on('initialized', addTerminalTexts);
