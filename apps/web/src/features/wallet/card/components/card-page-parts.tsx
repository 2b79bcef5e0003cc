// Pieces both card pages share: the loading skeleton, the "not found" and
// "could not load" states, the balance, the where-to-use link, and back.
import { useTranslation, useLanguage } from '../../../../lib/i18n';
import { useNavigate } from 'react-router';
import { ConfiguredLink } from '../../../../components/ui/external-link';
import { paths } from '../../../../config/paths';
import { normaliseError } from '../../../../lib/api-client';
import { formatMoney } from '@rosto/contract/format-money';
import { whereToUseHref } from '../../../../lib/help-centre';
import '../../../../lib/locales/wallet';
import styles from './card-pages.module.css';

/** An id the API refuses (400) or does not know (404) is a card that is not there. */
export function isMissingCard(error: unknown): boolean {
  const { status } = normaliseError(error);
  return status === 400 || status === 404;
}

/** Back to where the user came from in the app, else to the wallet. */
export function useBackToWallet() {
  const navigate = useNavigate();
  return () => {
    const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    void (canGoBack ? navigate(-1) : navigate(paths.wallet.getHref(), { replace: true }));
  };
}

export function CardPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className={styles.skeleton} data-testid="card-skeleton">
      <span className="visually-hidden">{t('common.loading')}</span>
      <span className={styles.skeletonFace} aria-hidden="true" />
      <span className={styles.skeletonBar} aria-hidden="true" />
      <span className={styles.skeletonBar} aria-hidden="true" />
    </div>
  );
}

export function CardPageProblem({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.problem}>
      <p role={onRetry ? 'alert' : undefined}>{text}</p>
      {onRetry && (
        <button type="button" className="button button--primary button--block" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
      <button
        type="button"
        className="button button--secondary button--block"
        onClick={() => void navigate(paths.wallet.getHref(), { replace: true })}
      >
        {t('wallet.edit.backToWallet')}
      </button>
    </div>
  );
}

export function CardBalance({ balanceCents }: { balanceCents: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <dl className={styles.balance}>
      <dt>{t('wallet.edit.balance')}</dt>
      <dd data-testid="card-balance">{formatMoney(balanceCents, language)}</dd>
    </dl>
  );
}

export function WhereToUseLink() {
  const { t } = useTranslation();
  const href = whereToUseHref();
  return (
    <ConfiguredLink href={href} className={styles.link}>
      {t('wallet.edit.whereToUse')}
      {/* The "opens elsewhere" arrow only when it does: the app's own list is a screen of it. */}
      {!href.startsWith('/') && (
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M14 5h5v5M19 5l-8 8M17 14v4a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
    </ConfiguredLink>
  );
}
