import { describe, expect, it } from 'vitest';
import { firstFreeSlug, placeSlugBase } from './place-slug';

describe('a shop slug', () => {
  it('is the name without accents, in lower case, with hyphens between words', () => {
    expect(placeSlugBase('Padaria São João')).toBe('padaria-sao-joao');
    expect(placeSlugBase('  Café & Cia. — Centro ')).toBe('cafe-cia-centro');
    expect(placeSlugBase('Açaí 24h')).toBe('acai-24h');
  });

  it('is "loja" when the name has no letter or digit', () => {
    expect(placeSlugBase('—')).toBe('loja');
  });

  it('is at most 56 characters and never ends in a hyphen', () => {
    const slug = placeSlugBase(`${'a'.repeat(55)} bcd`);
    expect(slug).toBe('a'.repeat(55));
  });

  it('takes -2, -3… when the base is taken', () => {
    expect(firstFreeSlug('padaria', new Set())).toBe('padaria');
    expect(firstFreeSlug('padaria', new Set(['padaria', 'padaria-2']))).toBe('padaria-3');
  });
});
