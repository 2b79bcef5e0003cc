// /sandbox/outbox (sandbox builds only): the latest messages first, filtered
// by recipient, refreshed every 3 s, with any one-time code made prominent.
import { useDeferredValue, useState } from 'react';
import { useTranslation, useLanguage } from '../../../lib/i18n';
import { readStatementLine, statementLine } from '@rosto/contract/card-statement';
import { errorMessage } from '@rosto/contract/errors';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format-date';
import { isApiError } from '../../../lib/api-client';
import '../../../lib/locales/sandbox';
import { useOutbox } from '../api/get-outbox';
import styles from './outbox.module.css';

const CODE = /\b\d{6}\b/;

export function OutboxRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filter, setFilter] = useState('');
  const to = useDeferredValue(filter.trim());
  const outbox = useOutbox(to);

  return (
    <main id="main" className={styles.page}>
      <title>{t('sandbox.pageTitle')}</title>
      <h1 className={styles.title}>{t('sandbox.title')}</h1>
      <p className={styles.intro}>{t('sandbox.intro')}</p>
      {/* Plain links: the console and the shops' portal are other apps, served apart (decisions 050, 053). */}
      <p className={styles.intro}>
        <a href="/console/">{t('sandbox.consoleLink')}</a>
      </p>
      <p className={styles.intro}>
        <a href="/loja/">{t('sandbox.portalLink')}</a>
      </p>

      <div className="field">
        <label htmlFor="outbox-to" className="field__label">
          {t('sandbox.filterLabel')}
        </label>
        <input
          id="outbox-to"
          className="field__input"
          type="search"
          inputMode="email"
          autoComplete="off"
          value={filter}
          aria-describedby="outbox-to-hint"
          onChange={(event) => setFilter(event.target.value)}
        />
        <p id="outbox-to-hint" className="field__hint">
          {t('sandbox.filterHint')} · {t('sandbox.autoRefresh')}
        </p>
      </div>

      {outbox.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : outbox.isError ? (
        <p role="alert" className={styles.error}>
          {errorMessage(isApiError(outbox.error) ? outbox.error.code : 'UNKNOWN', language)}
        </p>
      ) : outbox.data.length === 0 ? (
        <p className={styles.empty}>{t('sandbox.empty')}</p>
      ) : (
        <ol className={styles.list} aria-live="polite">
          {outbox.data.map((item) => {
            // A card statement's line is written in the page's language (the API keeps it in pt-BR).
            const charge = item.channel === 'card' ? readStatementLine(item.body) : null;
            const code = charge ? undefined : CODE.exec(item.body)?.[0];
            return (
              <li key={item.id} className={styles.item}>
                <div className={styles.itemHead}>
                  <span className={styles.channel} data-channel={item.channel}>
                    {t(`sandbox.channel.${item.channel}`)}
                  </span>
                  <time dateTime={item.createdAt} className={styles.time}>
                    {formatDate(item.createdAt, language)}
                  </time>
                </div>
                <p className={styles.to}>
                  {t(item.channel === 'card' ? 'sandbox.cardTo' : 'sandbox.to')}:{' '}
                  <strong>{item.to}</strong>
                </p>
                {item.subject && <p className={styles.subject}>{item.subject}</p>}
                {code && (
                  <p className={styles.code}>
                    <span>{t('sandbox.code')}</span> <strong>{code}</strong>
                  </p>
                )}
                <p className={styles.body}>
                  {charge ? statementLine(charge, language) : item.body}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </main>
  );
}
