// /politica-de-privacidade and /politica-privacidade: the policy from the
// legal-content modules, one lazy chunk per language, with a table of contents.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage, type Language } from '../../../lib/i18n';
import type { LegalDocument } from '../content/legal-document';
import { LegalPage, LegalSkeleton, legalStyles } from '../components/legal-page';

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

/** The policy in the given language; null while its chunk loads. */
function useLegalDocument(language: Language): LegalDocument | null {
  const [loaded, setLoaded] = useState<{ language: Language; document: LegalDocument } | null>(
    null,
  );
  useEffect(() => {
    let current = true;
    void loadDocument(language).then((document) => {
      if (current) setLoaded({ language, document });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.document : null;
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
      <p className={legalStyles.meta}>{document.updatedAtLabel}</p>
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
