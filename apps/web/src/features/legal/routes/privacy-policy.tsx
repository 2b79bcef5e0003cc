// /politica-de-privacidade and /politica-privacidade: the policy from the
// legal-content modules, one lazy chunk per language, with a table of contents,
// naming the operator the server is configured with.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation, useLanguage, type Language } from '../../../lib/i18n';
import { fillOperatorPlaceholders } from '@rosto/contract/legal-text';
import type { LegalOperator } from '@rosto/contract/schemas/legal-operator';
import { fetchLegalOperator } from '../api/get-legal-operator';
import type { LegalDocument } from '../content/legal-document';
import { LegalPage, LegalSkeleton, legalStyles } from '../components/legal-page';
import { LegalVersion } from '../components/legal-version';

const loaders: Record<Language, () => Promise<LegalDocument>> = {
  'pt-BR': () =>
    import('../content/privacy-policy-pt-br').then((module) => module.privacyPolicyPtBr),
  en: () => import('../content/privacy-policy-en').then((module) => module.privacyPolicyEn),
};
const documents = new Map<Language, Promise<LegalDocument>>();

function loadDocument(language: Language): Promise<LegalDocument> {
  let pending = documents.get(language);
  if (!pending) {
    pending = loaders[language]();
    documents.set(language, pending);
  }
  return pending;
}

type Loaded =
  { language: Language; document: LegalDocument } | { language: Language; error: unknown };

/**
 * The policy in the given language, naming the operator; null while its chunk
 * and the operator load. A failure is thrown to the route's error page
 * (docs/spec/account-checklist.md §8), whose button loads the page again.
 */
function useLegalDocument(language: Language): LegalDocument | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([loadDocument(language), fetchLegalOperator()]).then(
      ([document, operator]) => {
        if (current) setLoaded({ language, document: withOperator(document, operator, language) });
      },
      (error: unknown) => {
        if (current) setLoaded({ language, error });
      },
    );
    return () => {
      current = false;
    };
  }, [language]);
  if (loaded?.language !== language) return null;
  if ('error' in loaded) throw loaded.error;
  return loaded.document;
}

/** The document with the operator's details in place of its placeholders. */
export function withOperator(
  document: LegalDocument,
  operator: LegalOperator,
  language: Language,
): LegalDocument {
  const fill = (html: string) => fillOperatorPlaceholders(html, operator, language);
  return {
    ...document,
    intro: fill(document.intro),
    sections: document.sections.map((section) => ({ ...section, html: fill(section.html) })),
  };
}

function PolicyDocument({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const { hash } = useLocation();

  // A deep link (#retencao) arrives before the text exists; scroll once it does.
  useEffect(() => {
    if (hash) window.document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, document]);

  return (
    <>
      <h1 className={legalStyles.title}>{document.title}</h1>
      <LegalVersion
        version={document.updatedAt}
        publishedAt={`${document.updatedAt}T12:00:00-03:00`}
      />
      <nav className={legalStyles.toc} aria-labelledby="privacy-toc-title">
        <h2 id="privacy-toc-title" className={legalStyles.tocTitle}>
          {t('legal.contents')}
        </h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              {/* Followed in place by LegalPage, keeping the page's state. */}
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {/* Bundled, reviewed content written by us, not user or server input. */}
      <div className={legalStyles.content}>
        <div dangerouslySetInnerHTML={{ __html: document.intro }} />
        {document.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.heading}</h2>
            <div dangerouslySetInnerHTML={{ __html: section.html }} />
          </section>
        ))}
      </div>
    </>
  );
}

export function PrivacyPolicyRoute() {
  const { t } = useTranslation();
  const document = useLegalDocument(useLanguage());
  return (
    <LegalPage title={t('privacy.title')}>
      {document ? (
        <PolicyDocument document={document} />
      ) : (
        <LegalSkeleton label={t('common.loading')} />
      )}
    </LegalPage>
  );
}
