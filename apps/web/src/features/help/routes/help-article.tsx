// /ajuda/:slug (decision 069): one article in the visitor's language, then the
// other articles of its topic. An unknown slug says so and leads to the index.
import { use } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import '../../../lib/locales/help';
import { HelpPage, helpStyles as styles } from '../components/help-page';
import { loadHelpContent } from '../content/load-help-content';

export function HelpArticleRoute() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const content = use(loadHelpContent(useLanguage()));
  const article = content.articles.find((candidate) => candidate.slug === slug);
  const backTo = paths.help.getHref();

  if (!article) {
    return (
      <HelpPage title={t('help.title')} pageTitle={t('help.pageTitle')} backTo={backTo}>
        <h1 className={styles.title}>{t('help.articleNotFoundTitle')}</h1>
        <p className={styles.subtitle}>{t('help.articleNotFoundText')}</p>
        <p>
          <Link to={backTo}>{t('help.backToHelp')}</Link>
        </p>
      </HelpPage>
    );
  }
  const topic = content.topics.find((candidate) => candidate.id === article.topic);
  const related = content.articles.filter(
    (candidate) => candidate.topic === article.topic && candidate.slug !== article.slug,
  );
  return (
    <HelpPage title={t('help.title')} pageTitle={`${article.title} | Rosto`} backTo={backTo}>
      <article>
        <h1 className={styles.title}>{article.title}</h1>
        {/* Bundled, reviewed content written by us, not user or server input. */}
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
      {topic && related.length > 0 && (
        <nav aria-labelledby="help-related">
          <h2 id="help-related" className={styles.sectionTitle}>
            {t('help.related', { topic: topic.title })}
          </h2>
          <ul className={styles.list}>
            {related.map((other) => (
              <li key={other.slug}>
                <Link to={paths.helpArticle.getHref(other.slug)} className={styles.item}>
                  <span className={styles.itemTitle}>{other.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>
        <Link to={backTo}>{t('help.backToHelp')}</Link>
      </p>
    </HelpPage>
  );
}
