// The wallet's add button (docs/spec/wallet-checklist.md §2), shown to who may add a card
// (lib/payment-rights.ts). Above 4 methods the list shows a smaller one.
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { paths } from '../../../../config/paths';
import '../../../../lib/locales/wallet';
import styles from './wallet-add-button.module.css';

export function WalletAddButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.walletAdd.getHref()}
      className={
        compact
          ? `button button--secondary ${styles.compact}`
          : 'button button--primary button--block'
      }
      data-size={compact ? 'compact' : 'full'}
      // The compact button shows a shorter text; its name stays the full one.
      aria-label={compact ? t('wallet.add') : undefined}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 5v14M5 12h14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      {compact ? t('wallet.addCompact') : t('wallet.add')}
    </Link>
  );
}
