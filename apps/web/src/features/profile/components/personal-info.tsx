// The profile's personal-info block (docs/spec/account-checklist.md §2 Profile): phone and e-mail,
// the e-mail with a warning while it is missing or not validated (§4 E-mail
// states). Tapping the e-mail opens its edit screen, where it is also confirmed.
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { normalisePhone } from '@rosto/contract/validators/phone';
import { paths } from '../../../config/paths';
import styles from './personal-info.module.css';
import '../../../lib/locales/profile';

/** "(11) 98765-4321"; digits as stored when they are no valid mobile (an old record). */
export function displayPhone(phone: UserProfile['phone']): string | null {
  if (!phone?.number) return null;
  return normalisePhone(phone.number)?.display ?? phone.number;
}

function WarningIcon({ label }: { label: string }) {
  return (
    <svg
      className={styles.warning}
      role="img"
      aria-label={label}
      width="20"
      height="20"
      viewBox="0 0 24 24"
    >
      <path d="M12 3 2 21h20L12 3Z" fill="currentColor" />
      <path d="M12 10v5M12 18v.01" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function PersonalInfo({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const phone = displayPhone(profile.phone);
  const emailState = !profile.email
    ? 'missing'
    : profile.isEmailValidated
      ? 'validated'
      : 'pending';
  return (
    <section className={styles.block} aria-labelledby="profile-personal-info">
      <h2 id="profile-personal-info" className={styles.title}>
        {t('profile.personalInfo.title')}
      </h2>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt className={styles.label}>{t('profile.personalInfo.phone')}</dt>
          <dd className={styles.value}>{phone ?? t('profile.personalInfo.notInformed')}</dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.label}>{t('profile.personalInfo.email')}</dt>
          <dd className={styles.value}>
            <Link to={paths.editAccount.getHref()} className={styles.emailLink}>
              <span className={styles.email}>
                {profile.email ?? t('profile.personalInfo.addEmail')}
              </span>
              {/* A space, so the warning reads as its own words in the link's name. */}
              {emailState !== 'validated' && ' '}
              {emailState !== 'validated' && (
                <WarningIcon
                  label={
                    emailState === 'missing'
                      ? t('profile.personalInfo.emailMissing')
                      : t('profile.personalInfo.emailPending')
                  }
                />
              )}
            </Link>
            {emailState === 'pending' && (
              <span className={styles.hint}>{t('profile.personalInfo.validateHint')}</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
