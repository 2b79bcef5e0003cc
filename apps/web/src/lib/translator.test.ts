// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

function translatorWithTexts() {
  const translator = createTranslator('pt-BR');
  translator.init({
    lng: 'pt-BR',
    resources: {
      'pt-BR': {
        greeting: 'Olá, {{name}}',
        nested: { deep: { text: 'Fundo' } },
        tries_one: 'Resta {{count}} tentativa',
        tries_other: 'Restam {{count}} tentativas',
        status: 'Estado',
        status_paid: 'Pago',
        onlyPortuguese: 'Só em português',
        owner: 'Dono: {{user.name}}',
      },
      en: {
        greeting: 'Hello, {{name}}',
        tries_one: '{{count}} try left',
        tries_other: '{{count}} tries left',
        status_paid: 'Paid',
      },
    },
  });
  return translator;
}

describe('translator', () => {
  it('finds nested keys and fills in values, dotted paths included', () => {
    const translator = translatorWithTexts();
    expect(translator.t('nested.deep.text')).toBe('Fundo');
    expect(translator.t('greeting', { name: 'Ana' })).toBe('Olá, Ana');
    expect(translator.t('owner', { user: { name: 'Ana' } })).toBe('Dono: Ana');
    // A value not given leaves nothing, as i18next does.
    expect(translator.t('greeting')).toBe('Olá, ');
  });

  it('chooses the plural form by the language’s rules (pt-BR counts 0 as one)', () => {
    const translator = translatorWithTexts();
    expect(translator.t('tries', { count: 1 })).toBe('Resta 1 tentativa');
    expect(translator.t('tries', { count: 0 })).toBe('Resta 0 tentativa');
    expect(translator.t('tries', { count: 3 })).toBe('Restam 3 tentativas');
    expect(translator.t('tries', { count: 0, lng: 'en' })).toBe('0 tries left');
    expect(translator.t('tries', { count: 1, lng: 'en' })).toBe('1 try left');
  });

  it('prefers the key of the context, and falls back to the plain key', () => {
    const translator = translatorWithTexts();
    expect(translator.t('status', { context: 'paid' })).toBe('Pago');
    expect(translator.t('status', { context: 'refunded' })).toBe('Estado');
  });

  it('falls back to pt-BR, then to the default value, then to the key', () => {
    const translator = translatorWithTexts();
    translator.changeLanguage('en');
    expect(translator.t('greeting', { name: 'Ann' })).toBe('Hello, Ann');
    expect(translator.t('onlyPortuguese')).toBe('Só em português');
    // The English context key wins over the Portuguese plain one.
    expect(translator.t('status', { context: 'paid' })).toBe('Paid');
    expect(translator.t('missing.key', { defaultValue: 'Padrão' })).toBe('Padrão');
    expect(translator.t('missing.key')).toBe('missing.key');
  });

  it('adds a screen’s texts without replacing the ones there unless told to', () => {
    const translator = translatorWithTexts();
    translator.addResourceBundle(
      'pt-BR',
      { nested: { deep: { text: 'Outro' }, added: 'Novo' } },
      false,
    );
    expect(translator.t('nested.deep.text')).toBe('Fundo');
    expect(translator.t('nested.added')).toBe('Novo');
    translator.addResourceBundle('pt-BR', { nested: { deep: { text: 'Outro' } } }, true);
    expect(translator.t('nested.deep.text')).toBe('Outro');
  });

  it('runs the post-processors named at init on the final text, with its key', () => {
    const translator = createTranslator('pt-BR');
    translator
      .use({ name: 'shout', process: (value, key) => `${value.toUpperCase()} (${key})` })
      .init({ lng: 'pt-BR', postProcess: ['shout'], resources: { 'pt-BR': { a: 'oi {{x}}' } } });
    expect(translator.t('a', { x: 'ana' })).toBe('OI ANA (a)');
  });

  it('tells the listeners of a new language, once per change', () => {
    const translator = translatorWithTexts();
    const heard: string[] = [];
    const stop = translator.on('languageChanged', (language) => heard.push(language));
    translator.changeLanguage('en');
    translator.changeLanguage('en');
    translator.changeLanguage('pt-BR');
    stop();
    translator.changeLanguage('en');
    expect(heard).toEqual(['en', 'pt-BR']);
  });
});
