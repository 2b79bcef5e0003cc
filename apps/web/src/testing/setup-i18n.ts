// Tests render in Portuguese, as the product does by default.
import { initI18n, i18n } from '../lib/i18n';
import { storageKeys } from '../lib/storage';

export async function setupI18n(): Promise<void> {
  localStorage.setItem(storageKeys.language, 'pt-BR');
  if (!i18n.isInitialized) await initI18n();
  await i18n.changeLanguage('pt-BR');
}
