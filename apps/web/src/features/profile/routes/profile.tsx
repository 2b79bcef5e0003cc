// /perfil for now: name, formatted CPF, registering or replacing the face,
// language, logout and the version footer. The accordions, personal info and
// PIN links come with the profile issue.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { maskCpf } from '@rosto/contract/validators/cpf';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../lib/use-logout';
import { useProfile } from '../../../lib/user-profile';
import { VersionFooter } from '../components/version-footer';
import styles from './profile.module.css';

export function ProfileRoute() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const logout = useLogout();
  const fullName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  const initials = fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

  return (
    <main id="main" className={styles.page}>
      <title>{t('profile.pageTitle')}</title>
      <h1 className={styles.title}>{t('profile.title')}</h1>

      <section className={styles.card} aria-label={fullName}>
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <div className={styles.identity}>
          <p className={styles.name}>{fullName}</p>
          <p className={styles.cpf}>
            <span className="visually-hidden">{t('profile.cpf')} </span>
            {profile ? maskCpf(profile.cpf) : ''}
          </p>
        </div>
      </section>

      {profile &&
        (profile.mustRegisterFace ? (
          // The face capture from here comes back here (account.md §4).
          <Link
            to={paths.registerFace.getHref({ fromProfile: true })}
            className="button button--primary button--block"
          >
            {t('profile.registerFace')}
          </Link>
        ) : (
          // A registered face is replaced only after confirming who asks (decision 023).
          <Link to={paths.faceStepUp.getHref()} className="button button--secondary button--block">
            {t('profile.replaceFace')}
          </Link>
        ))}

      <div className={styles.row}>
        <span id="profile-language">{t('language.label')}</span>
        <LanguageSwitch />
      </div>

      <button
        type="button"
        className={`button button--secondary button--block ${styles.logout}`}
        onClick={logout}
      >
        {t('profile.logout')}
      </button>

      <VersionFooter className={styles.version} />
    </main>
  );
}
