// Terms of use (docs/spec/account-checklist.md §1, §7): GET terms-of-use?locale=, latest version
// per locale.
import { z } from 'zod';
import { dataEnvelope } from './common';

/** Locales the terms are published in; "br" is the spec's terms version name. */
export const termsLocaleSchema = z.enum(['br', 'en']);
export type TermsLocale = z.infer<typeof termsLocaleSchema>;

export const termsOfUseQuerySchema = z.object({
  locale: termsLocaleSchema.default('br').describe('Language of the text; "br" when absent'),
});
export type TermsOfUseQuery = z.infer<typeof termsOfUseQuerySchema>;
/** What the app sends: the locale may be left out. */
export type TermsOfUseQueryInput = z.input<typeof termsOfUseQuerySchema>;

export const termsOfUseSchema = z.object({
  locale: termsLocaleSchema,
  version: z.string().min(1).describe('Version name, the date of the text ("2024-11-12")'),
  html: z.string().describe('The text as HTML (headings, paragraphs, lists, links)'),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type TermsOfUse = z.infer<typeof termsOfUseSchema>;

export const termsOfUseResponseSchema = dataEnvelope(termsOfUseSchema);
export type TermsOfUseResponse = z.infer<typeof termsOfUseResponseSchema>;
