// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';
import { en } from './locales/en';
import { ptBR } from './locales/pt-br';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [prefix]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
        keys(child, prefix ? `${prefix}.${key}` : key),
      );

describe('i18n', () => {
  it('prefers the stored choice, then an English browser, then pt-BR', () => {
    expect(detectLanguage('en', ['pt-BR'])).toBe('en');
    expect(detectLanguage('pt-BR', ['en-US'])).toBe('pt-BR');
    expect(detectLanguage(null, ['en-GB', 'pt'])).toBe('en');
    expect(detectLanguage(null, ['es-ES', 'en'])).toBe('pt-BR');
    expect(detectLanguage('fr', [])).toBe('pt-BR');
  });

  it('has the same keys and no empty text in both catalogues', () => {
    expect(keys(en).sort()).toEqual(keys(ptBR).sort());
    const texts = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);
    expect([...texts(en), ...texts(ptBR)].every((text) => text.trim().length > 0)).toBe(true);
  });
});
