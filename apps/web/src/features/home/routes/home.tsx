// /home (docs/spec/wallet-checklist.md §2 Home): the greeting, the banners the profile calls for,
// the how-to-use slides for a user with no payment yet or else the latest
// three payments, and where Rosto is accepted.
import { useTranslation } from '../../../lib/i18n';
import { BrandMark } from '../../../components/ui/brand-mark';
import { env } from '../../../config/env';
import '../../../lib/locales/home';
import { usePartner } from '../../../lib/partner';
import { useLatestTransactions } from '../../../lib/transactions/transactions-api';
import { useProfile } from '../../../lib/user-profile';
import { useWalletEmpty } from '../../../lib/queries/wallet-cards';
import { HomeBanners } from '../components/home-banners';
import { HowToUse } from '../components/how-to-use';
import { LatestPayments } from '../components/latest-payments';
import { WhereToUseBanner } from '../components/where-to-use-banner';
import { homeBanners, needsWalletState } from '../utils/home-banners';
import styles from './home.module.css';

export function HomeRoute() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const { views } = usePartner();
  const walletEmpty = useWalletEmpty({
    enabled: profile !== undefined && needsWalletState({ profile, views }),
  });
  const latest = useLatestTransactions();
  const banners = profile ? homeBanners({ profile, isDemo: env.isDemo, views, walletEmpty }) : [];
  // Only an answer with no payment shows the slides: not while loading, not after a failure.
  const noPaymentsYet = latest.data?.length === 0;

  return (
    <main id="main" className={styles.page}>
      <title>{t('home.pageTitle')}</title>
      <header className={styles.header}>
        <BrandMark size={40} labelled />
      </header>
      <h1 className={styles.greeting}>
        {t('home.greeting', { firstName: profile?.firstName ?? '' })}
      </h1>
      <p className={styles.subtitle}>{t('home.subtitle')}</p>
      <div className={styles.sections}>
        <HomeBanners banners={banners} email={profile?.email ?? null} />
        {noPaymentsYet ? (
          <HowToUse />
        ) : (
          <LatestPayments latest={latest} showSeeAll={views.includes('transactions')} />
        )}
        <WhereToUseBanner />
      </div>
    </main>
  );
}
