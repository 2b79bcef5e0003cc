// The header's line once signed in: which shop and which till is charging
// (GET terminal/me), so the person at the till and the customer can read it.
// A key the server no longer knows sends the terminal back to its sign-in.
import { useTranslation } from '../../../lib/i18n';
import { Spinner } from '../../../components/ui/spinner';
import { useTerminalMe } from '../api/get-terminal-me';
import { useUnauthorizedQuery } from '../hooks/use-unauthorized-query';
import styles from './terminal.module.css';

export function TillLine({
  terminalKey,
  onUnauthorized,
}: {
  terminalKey: string;
  onUnauthorized: () => void;
}) {
  const { t } = useTranslation();
  const me = useTerminalMe(terminalKey);
  useUnauthorizedQuery(me.error, onUnauthorized);

  if (me.isPending) {
    return (
      <p className={styles.till}>
        <Spinner />
        <span role="status">{t('terminal.till.loading')}</span>
      </p>
    );
  }
  if (me.isError) {
    return (
      <p className={styles.till}>
        <span role="alert">{t('terminal.till.failed')}</span>
        <button
          type="button"
          className="link-button"
          disabled={me.isFetching}
          onClick={() => void me.refetch()}
        >
          {t('terminal.till.retry')}
        </button>
      </p>
    );
  }
  const { shop, terminal } = me.data;
  return (
    <p className={styles.till} data-testid="terminal-till">
      <span className="visually-hidden">{t('terminal.till.shop')}: </span>
      <strong className={styles.shopName} title={shop.name}>
        {shop.name}
      </strong>{' '}
      <span aria-hidden="true">·</span>{' '}
      <span className="visually-hidden">{t('terminal.till.terminal')}: </span>
      <span className={styles.tillName} title={terminal.name}>
        {terminal.name}
      </span>
    </p>
  );
}
