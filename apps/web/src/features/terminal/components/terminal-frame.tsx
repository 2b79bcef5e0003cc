// The terminal's page around every screen: its title, the brand and, once
// signed in, "Sair". No bottom menu: this is the shop's device.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import styles from './terminal.module.css';

export function TerminalFrame({
  onSignOut,
  children,
}: {
  onSignOut?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <title>{t('terminal.pageTitle')}</title>
      <header className={styles.bar}>
        <span className={styles.brand}>{t('terminal.brand')}</span>
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
