// The where-to-use banner (docs/spec/wallet-checklist.md §2 Home): the list of shops that take
// Rosto, the same page the wallet and the profile link to: the help centre's
// list in the app (decision 069), or a configured page outside it.
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ConfiguredLink } from '../../../components/ui/external-link';
import { whereToUseHref } from '../../../lib/help-centre';
import styles from './where-to-use-banner.module.css';

export function WhereToUseBanner() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <svg className={styles.icon} width="32" height="32" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title}>
          {t('home.whereToUse.title')}
        </h2>
        <p className={styles.text}>{t('home.whereToUse.text')}</p>
        <ConfiguredLink href={whereToUseHref()} className={styles.link}>
          {t('home.whereToUse.link')}
        </ConfiguredLink>
      </div>
    </section>
  );
}
