// Adds the face capture and validation texts (both languages) when the first
// of those screens loads; the entry catalogue stays small for /login.
import { i18n } from '../i18n';
import { faceEn } from './face-en';
import { facePtBR } from './face-pt-br';

function addFaceTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', facePtBR, true, false);
  i18n.addResourceBundle('en', 'translation', faceEn, true, false);
}

// i18next gains addResourceBundle in init(); the app always inits first, but a
// test may import a screen before it sets i18n up.
if (i18n.isInitialized) addFaceTexts();
else i18n.on('initialized', addFaceTexts);
