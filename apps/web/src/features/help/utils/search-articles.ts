// The help centre's search (decision 069): client-side over the few articles
// of one language, accent- and case-insensitive ("cartao" finds "Cartão").
// Eight articles need no index library: normalise and look for every word.
import type { HelpArticle } from '../content/help-article';

/** Lower case without accents: "Cartão" and "CARTAO" both become "cartao". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

/**
 * The articles holding every word of the query, in title, summary or body;
 * those whose title holds them all first, each group in the content's order.
 * An empty query finds nothing (the index lists every article instead).
 */
export function searchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = foldText(query).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return [];
  const holdsAll = (text: string) => words.every((word) => text.includes(word));
  const inTitle: HelpArticle[] = [];
  const elsewhere: HelpArticle[] = [];
  for (const article of articles) {
    const title = foldText(article.title);
    if (holdsAll(title)) inTitle.push(article);
    else if (holdsAll(`${title} ${foldText(article.summary)} ${foldText(plainText(article.html))}`))
      elsewhere.push(article);
  }
  return [...inTitle, ...elsewhere];
}
