// /termos-de-uso: the terms published by the server in the reader's language.
// The HTML is sanitised before it reaches the page.
import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { useTermsOfUse, termsLocale } from '../api/get-terms-of-use';
import { LegalPage, LegalSkeleton, legalStyles } from '../components/legal-page';
import { LegalVersion } from '../components/legal-version';

export function sanitizeTermsHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] });
}

export function TermsOfUseRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useTermsOfUse(termsLocale(language));
  const html = useMemo(() => (data ? sanitizeTermsHtml(data.html) : ''), [data]);

  return (
    <LegalPage title={t('terms.title')}>
      <h1 className={legalStyles.title}>{t('terms.title')}</h1>
      {data ? (
        <>
          <LegalVersion version={data.version} publishedAt={data.publishedAt} />
          <div className={legalStyles.content} dangerouslySetInnerHTML={{ __html: html }} />
        </>
      ) : (
        <LegalSkeleton label={t('common.loading')} />
      )}
    </LegalPage>
  );
}
