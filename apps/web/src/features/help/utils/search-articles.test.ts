// @vitest-environment node
// The help centre's search (decision 069): accents and case do not matter,
// every word must match, titles come first, bodies count too.
import { describe, expect, it } from 'vitest';
import { helpEn } from '../content/help-en';
import { helpPtBr } from '../content/help-pt-br';
import { foldText, searchArticles } from './search-articles';

const slugs = (query: string, articles = helpPtBr.articles) =>
  searchArticles(articles, query).map((article) => article.slug);

describe('help centre search', () => {
  it('folds accents and case', () => {
    expect(foldText('Cartões e VALIDAÇÃO')).toBe('cartoes e validacao');
  });

  it('finds "Cartão" from "cartao", "CARTÃO" and "cartão", the title match first', () => {
    for (const query of ['cartao', 'CARTÃO', 'cartão']) {
      expect(slugs(query)[0], query).toBe('cartoes-e-validacao');
    }
  });

  it('searches the bodies: "cvv" finds the cards article, "180 dias" the face photo one', () => {
    expect(slugs('cvv')).toContain('cartoes-e-validacao');
    expect(slugs('180 dias')).toEqual(['seguranca-e-foto-do-rosto']);
  });

  it('needs every word, and finds nothing for an empty query or an unknown word', () => {
    expect(slugs('estorno cartao')).toEqual(['pagamentos-e-estornos']);
    expect(slugs('   ')).toEqual([]);
    expect(slugs('xilofone')).toEqual([]);
  });

  it('searches the English articles in English', () => {
    expect(slugs('refund', helpEn.articles)).toEqual(['pagamentos-e-estornos']);
    expect(slugs('PIN', helpEn.articles)[0]).toBe('para-que-serve-a-senha');
  });
});
