// @vitest-environment node
// The help centre's content (decision 069): the topics the issue asks for in
// both languages, the same slugs in each, every article the app links to, and
// in-app links that lead to screens that exist.
import { formatMoney } from '@rosto/contract/format-money';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { helpArticleSlugs } from '../../../lib/help-centre';
import type { HelpContent } from './help-article';
import { helpEn } from './help-en';
import { helpPtBr } from './help-pt-br';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const bodyOf = (content: HelpContent, slug: string) =>
  text(content.articles.find((article) => article.slug === slug)?.html ?? '');

describe('help centre content', () => {
  it('has the same topics and article slugs, in the same order, in pt-BR and English', () => {
    expect(helpEn.topics.map(({ id }) => id)).toEqual(helpPtBr.topics.map(({ id }) => id));
    expect(helpEn.articles.map(({ slug, topic }) => [slug, topic])).toEqual(
      helpPtBr.articles.map(({ slug, topic }) => [slug, topic]),
    );
    for (const content of [helpPtBr, helpEn]) {
      for (const article of content.articles) {
        expect(text(article.html).length, article.slug).toBeGreaterThan(300);
        expect(content.topics.map(({ id }) => id)).toContain(article.topic);
      }
    }
  });

  it('holds every article the app links to', () => {
    const slugs = helpPtBr.articles.map(({ slug }) => slug);
    for (const slug of Object.values(helpArticleSlugs)) expect(slugs).toContain(slug);
  });

  it('says what the issue asks: face payment, the PIN, the photo, LGPD, cards, refunds', () => {
    const { payingByFace, pin, faceAndSecurity, dataRights, cards, refunds } = helpArticleSlugs;
    expect(bodyOf(helpPtBr, payingByFace)).toContain('olha para a câmera');
    expect(bodyOf(helpPtBr, pin)).toMatch(/senha de 4 dígitos.*limite/su);
    expect(bodyOf(helpEn, pin)).toMatch(/4-digit PIN.*limit/su);
    expect(bodyOf(helpPtBr, faceAndSecurity)).toContain('180 dias');
    expect(bodyOf(helpEn, faceAndSecurity)).toContain('180 days');
    expect(bodyOf(helpPtBr, dataRights)).toContain('Baixar meus dados');
    expect(helpPtBr.articles.find((a) => a.slug === dataRights)?.html).toContain(
      'href="/perfil/excluir-conta"',
    );
    expect(bodyOf(helpPtBr, cards)).toContain('entre R$ 0,01 e R$ 10,00');
    expect(bodyOf(helpEn, cards)).toContain('between R$0.01 and R$10.00');
    expect(bodyOf(helpPtBr, refunds)).toMatch(/estorna/u);
    expect(bodyOf(helpEn, refunds)).toMatch(/refund/u);
  });

  it("writes every amount as the app's money formatter does in that language (issue 29)", () => {
    for (const [content, locale] of [
      [helpPtBr, 'pt-BR'],
      [helpEn, 'en'],
    ] as const) {
      for (const article of content.articles) {
        for (const [amount] of text(article.html).matchAll(/R\$\s?[\d.,]*\d/gu)) {
          const cents = Number(amount.replace(/\D/gu, ''));
          expect(amount, article.slug).toBe(formatMoney(cents, locale, { plainSpaces: true }));
        }
      }
    }
  });

  it('links only to screens of the app that exist, and to articles that exist', () => {
    const slugs = new Set(helpPtBr.articles.map(({ slug }) => slug));
    const patterns = Object.values(paths)
      .map(({ path }) => path)
      .filter((path) => path !== paths.helpArticle.path);
    for (const content of [helpPtBr, helpEn]) {
      for (const article of content.articles) {
        for (const [, href] of article.html.matchAll(/href="([^"]+)"/gu)) {
          const pathname = href!.split('#')[0]!;
          expect(pathname.startsWith('/'), href).toBe(true);
          const article = matchPath(paths.helpArticle.path, pathname);
          const known =
            patterns.some((pattern) => matchPath(pattern, pathname)) ||
            (article !== null && slugs.has(article.params.slug!));
          expect(known, href).toBe(true);
        }
      }
    }
  });
});
