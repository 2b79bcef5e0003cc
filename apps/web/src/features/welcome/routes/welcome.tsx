// Welcome screen '/' for visitors: both calls to action lead to /login, where
// an unknown CPF continues into registration (docs/spec/account-checklist.md §2).
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ConfiguredLink } from '../../../components/ui/external-link';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { BrandMark } from '../../../components/ui/brand-mark';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import { usePartner } from '../../../lib/partner';
import { usePartnerSubtitle } from '../../../lib/partner-subtitle';
import styles from './welcome.module.css';

const benefits = [
  { key: 'benefitFast', icon: 'M13 3 5 14h6l-1 7 8-11h-6z' },
  { key: 'benefitSafe', icon: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6zM9 12l2 2 4-4' },
  {
    key: 'benefitCards',
    icon: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 10h18',
  },
] as const;

function HeroArt() {
  return (
    <svg
      className={styles.heroArt}
      width="168"
      height="141"
      viewBox="0 0 200 168"
      aria-hidden="true"
    >
      <circle cx="100" cy="84" r="80" fill="var(--color-primary-soft)" />
      <path
        d="M62 40h-12a10 10 0 0 0-10 10v12M138 40h12a10 10 0 0 1 10 10v12M62 128h-12a10 10 0 0 1-10-10v-12M138 128h12a10 10 0 0 0 10-10v-12"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <circle
        cx="100"
        cy="74"
        r="24"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="5"
      />
      <path
        d="M62 124c6-20 21-30 38-30s32 10 38 30"
        fill="var(--color-surface)"
        stroke="var(--color-primary)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="152" cy="128" r="20" fill="var(--color-primary)" />
      <path
        d="M143 128l6 6 12-12"
        fill="none"
        stroke="var(--color-on-primary)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function WelcomeRoute() {
  const { t } = useTranslation();
  const { partner } = usePartner();
  const splashSubTitle = usePartnerSubtitle();

  return (
    <div className={styles.page}>
      <title>{t('welcome.pageTitle')}</title>
      <header className={styles.header}>
        <span className={styles.brand}>
          <BrandMark size={36} />
          <span className={styles.brandName}>{partner?.name ?? t('common.appName')}</span>
        </span>
        <LanguageSwitch />
      </header>

      <main id="main" className={styles.main}>
        <div className={styles.hero}>
          <HeroArt />
          {partner && <p className={styles.partner}>{partner.name}</p>}
          <h1 className={styles.title}>{t('welcome.title')}</h1>
          <p className={styles.subtitle}>{splashSubTitle ?? t('welcome.subtitle')}</p>
        </div>

        <ul className={styles.benefits}>
          {benefits.map((benefit) => (
            <li key={benefit.key} className={styles.benefit}>
              <span className={styles.benefitIcon} aria-hidden="true">
                <svg width="22" height="22" viewBox="0 0 24 24">
                  <path
                    d={benefit.icon}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
              {t(`welcome.${benefit.key}`)}
            </li>
          ))}
        </ul>

        <div className={styles.actions}>
          <Link
            to={paths.login.getHref()}
            className="button button--primary button--block"
            onClick={() => track('WELCOME_START_REGISTRATION')}
          >
            {t('welcome.startRegistration')}
          </Link>
          <Link
            to={paths.login.getHref()}
            className="button button--secondary button--block"
            onClick={() => track('WELCOME_ALREADY_REGISTERED')}
          >
            {t('welcome.alreadyRegistered')}
          </Link>
        </div>
      </main>

      <footer className={styles.footer}>
        <nav aria-label={t('welcome.legalNav')} className={styles.legal}>
          <ConfiguredLink href={env.termsUrl}>{t('welcome.terms')}</ConfiguredLink>
          <ConfiguredLink href={env.privacyUrl}>{t('welcome.privacy')}</ConfiguredLink>
          <Link to={paths.download.getHref()}>{t('welcome.download')}</Link>
        </nav>
      </footer>
    </div>
  );
}
