// /home for now: the greeting with the user's first name. Banners, latest
// payments and the how-to video come with the home issue.
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/ui/logo';
import { useProfile } from '../../../lib/user-profile';
import styles from './home.module.css';

export function HomeRoute() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  return (
    <main id="main" className={styles.page}>
      <title>{t('home.pageTitle')}</title>
      <header className={styles.header}>
        <LogoMark size={40} />
      </header>
      <h1 className={styles.greeting}>
        {t('home.greeting', { firstName: profile?.firstName ?? '' })}
      </h1>
      <p className={styles.subtitle}>{t('home.subtitle')}</p>
    </main>
  );
}
