// Terms of use, stored per locale and version; the latest published version is answered.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { TermsLocale, TermsOfUse } from '@rosto/contract/schemas/terms';
import type { Database } from '../../db/client';
import { termsOfUse } from '../../db/schema';

export interface TermsOfUseContent {
  locale: TermsLocale;
  version: string;
  /** ISO date-time with offset. */
  publishedAt: string;
  html: string;
}

export function createLegalRepository(db: Database) {
  return {
    /** The newest version already published (a future publishedAt is not answered yet). */
    async latestTermsOfUse(locale: TermsLocale, now = new Date()): Promise<TermsOfUse | null> {
      const [row] = await db
        .select()
        .from(termsOfUse)
        .where(and(eq(termsOfUse.locale, locale), lte(termsOfUse.publishedAt, now)))
        .orderBy(desc(termsOfUse.publishedAt), desc(termsOfUse.version))
        .limit(1);
      if (!row) return null;
      return {
        locale: row.locale as TermsLocale,
        version: row.version,
        html: row.html,
        publishedAt: row.publishedAt.toISOString(),
      };
    },

    /** Insert or refresh one locale+version (the text may get typo fixes without a new version). */
    async upsertTermsOfUse(content: TermsOfUseContent): Promise<void> {
      await db
        .insert(termsOfUse)
        .values({
          locale: content.locale,
          version: content.version,
          html: content.html,
          publishedAt: new Date(content.publishedAt),
        })
        .onConflictDoUpdate({
          target: [termsOfUse.locale, termsOfUse.version],
          set: { html: sql`excluded.html`, publishedAt: sql`excluded.published_at` },
        });
    },
  };
}
export type LegalRepository = ReturnType<typeof createLegalRepository>;
