// /ajuda (decision 069): the help centre's index, signed in or out. A search
// over the articles of the visitor's language (its words stay in the address,
// ?busca=, so back returns to the results), the shops link, and the articles
// by topic.
import { use, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import '../../../lib/locales/help';
import { HelpPage, helpStyles as styles } from '../components/help-page';
import type { HelpArticle } from '../content/help-article';
import { loadHelpContent } from '../content/load-help-content';
import { searchArticles } from '../utils/search-articles';

const SEARCH_PARAM = 'busca';

function ArticleList({ articles }: { articles: readonly HelpArticle[] }) {
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.slug}>
          <Link to={paths.helpArticle.getHref(article.slug)} className={styles.item}>
            <span className={styles.itemTitle}>{article.title}</span>
            <span className={styles.itemText}>{article.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function HelpCentreRoute() {
  const { t } = useTranslation();
  const content = use(loadHelpContent(useLanguage()));
  const [params, setParams] = useSearchParams();
  const query = params.get(SEARCH_PARAM) ?? '';
  const searchId = useId();
  const results = searchArticles(content.articles, query);
  const searching = query.trim() !== '';

  const search = (value: string) =>
    setParams(value ? { [SEARCH_PARAM]: value } : {}, { replace: true, preventScrollReset: true });

  return (
    <HelpPage
      title={t('help.title')}
      pageTitle={t('help.pageTitle')}
      backTo={paths.welcome.getHref()}
    >
      <h1 className={styles.title}>{t('help.title')}</h1>
      <p className={styles.subtitle}>{t('help.subtitle')}</p>
      <search className={styles.search}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('help.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={t('help.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => search(event.target.value)}
        />
        {/* Read out as the results change, without moving the focus from the box. */}
        <p className={styles.status} role="status">
          {searching
            ? results.length > 0
              ? t('help.resultsCount', { count: results.length })
              : t('help.noResults', { query: query.trim() })
            : ''}
        </p>
      </search>
      {searching && results.length > 0 && (
        <section aria-labelledby={`${searchId}-results`}>
          <h2 id={`${searchId}-results`} className={styles.sectionTitle}>
            {t('help.resultsTitle')}
          </h2>
          <ArticleList articles={results} />
        </section>
      )}
      {!searching && (
        <Link to={paths.helpShops.getHref()} className={`${styles.item} ${styles.shopsLink}`}>
          <span className={styles.itemTitle}>{t('help.shopsLink')}</span>
          <span className={styles.itemText}>{t('help.shopsLinkText')}</span>
        </Link>
      )}
      {(!searching || results.length === 0) &&
        content.topics.map((topic) => (
          <section key={topic.id} aria-labelledby={`${searchId}-${topic.id}`}>
            <h2 id={`${searchId}-${topic.id}`} className={styles.sectionTitle}>
              {topic.title}
            </h2>
            <ArticleList
              articles={content.articles.filter((article) => article.topic === topic.id)}
            />
          </section>
        ))}
    </HelpPage>
  );
}
