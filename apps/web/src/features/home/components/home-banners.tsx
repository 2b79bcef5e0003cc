// The home's banners (utils/home-banners.ts decides which): a list under a
// heading screen readers reach, each banner a titled notice with one link that
// names its action (its icon is decoration).
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import type { HomeBanner } from '../utils/home-banners';
import styles from './home-banners.module.css';

const ICONS: Record<HomeBanner, string> = {
  // An envelope (both e-mail banners), a face, a card with a plus.
  emailMissing: 'M4 6h16v12H4zM4 7l8 6 8-6',
  emailNotValidated: 'M4 6h16v12H4zM4 7l8 6 8-6',
  faceUnderReview: 'M12 4a7 8 0 1 0 0 16 7 8 0 1 0 0-16M9 10h.01M15 10h.01M9.5 15c1.5 1 3.5 1 5 0',
  addCard: 'M3 7h18v11H3zM3 10h18M16 14h3M17.5 12.5v3',
};

/** The face review has nothing to do but wait: the only banner without a link. */
type LinkedBanner = Exclude<HomeBanner, 'faceUnderReview'>;

const LINKS: Record<LinkedBanner, string> = {
  emailMissing: paths.editAccount.getHref(),
  emailNotValidated: paths.editAccount.getHref(),
  addCard: paths.walletAdd.getHref(),
};

const hasLink = (banner: HomeBanner): banner is LinkedBanner => banner in LINKS;

export function HomeBanners({ banners, email }: { banners: HomeBanner[]; email: string | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('home.banners.label')}
      </h2>
      <ul className={styles.list}>
        {banners.map((banner) => (
          <li key={banner} className={styles.banner} data-banner={banner}>
            <svg
              className={styles.icon}
              width="28"
              height="28"
              viewBox="0 0 24 24"
              aria-hidden="true"
            >
              <path
                d={ICONS[banner]}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <div className={styles.body}>
              <h3 className={styles.title}>{t(`home.banners.${banner}.title`)}</h3>
              <p className={styles.text}>
                {t(`home.banners.${banner}.text`, { email: email ?? '' })}
              </p>
              {hasLink(banner) && (
                <Link to={LINKS[banner]} className={styles.link}>
                  {t(`home.banners.${banner}.link`)}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
