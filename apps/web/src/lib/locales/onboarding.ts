// Adds the registration and e-mail challenge texts (both languages) when the
// first of those screens loads; the entry catalogue stays small for /login.
import { i18n } from '../i18n';
import { onboardingEn } from './onboarding-en';
import { onboardingPtBR } from './onboarding-pt-br';

function addOnboardingTexts() {
  i18n.addResourceBundle('pt-BR', 'translation', onboardingPtBR, true, false);
  i18n.addResourceBundle('en', 'translation', onboardingEn, true, false);
}

// i18next gains addResourceBundle in init(); the app always inits first, but a
// test may import a screen before it sets i18n up.
if (i18n.isInitialized) addOnboardingTexts();
else i18n.on('initialized', addOnboardingTexts);
