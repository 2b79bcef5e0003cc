// Adds the sandbox outbox page's texts (both languages) when it loads; the
// customer app's entry catalogue never carries them.
import { i18n } from '../i18n';
import { sandboxEn } from './sandbox-en';
import { sandboxPtBR } from './sandbox-pt-br';

function addSandboxTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', sandboxPtBR, true, false);
  i18n.addResourceBundle('en', 'translation', sandboxEn, true, false);
}

// i18next gains addResourceBundle in init(); a test may import the page first.
if (i18n.isInitialized) addSandboxTexts();
else i18n.on('initialized', addSandboxTexts);
