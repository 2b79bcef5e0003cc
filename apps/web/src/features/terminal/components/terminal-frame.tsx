// The terminal's page around every screen: its title, the brand and, once
// signed in, which shop and till is charging and "Sair". No bottom menu: this
// is the shop's device.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import styles from './terminal.module.css';

export function TerminalFrame({
  till,
  onSignOut,
  children,
}: {
  /** The shop's and the till's names (once signed in). */
  till?: ReactNode;
  onSignOut?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <title>{t('terminal.pageTitle')}</title>
      <header className={styles.bar}>
        <span className={styles.brand}>{t('terminal.brand')}</span>
        <div className={styles.tillArea}>{till}</div>
        <LanguageSwitch />
        {onSignOut && (
          <button type="button" className="button button--ghost" onClick={onSignOut}>
            {t('terminal.signOut')}
          </button>
        )}
      </header>
      <main id="main" className={styles.body}>
        {children}
      </main>
    </div>
  );
}
