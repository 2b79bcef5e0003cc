// Shape of the help centre's content (decision 069): one module per language,
// loaded with the help screens. Slugs and topic ids are shared by every
// language, so /ajuda/para-que-serve-a-senha opens the same article in both.
export type HelpTopicId = 'paying' | 'security' | 'cards' | 'account';

export interface HelpArticle {
  /** kebab-case, the address under /ajuda; the same in every language. */
  slug: string;
  topic: HelpTopicId;
  title: string;
  /** One sentence under the title in the list. */
  summary: string;
  /** Sanitised HTML written by us; in-app links are paths (/perfil/limites). */
  html: string;
}

export interface HelpContent {
  topics: { id: HelpTopicId; title: string }[];
  articles: HelpArticle[];
}
