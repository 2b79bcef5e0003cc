// /perfil (docs/spec/account-checklist.md §2 Profile): who is signed in, their contact details,
// the safety, help and information links, registering the face for who must,
// language, logout (here or everywhere) and the version footer.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { maskCpf } from '@rosto/contract/validators/cpf';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { AccordionSection } from '../../../components/ui/accordion';
import { ConfiguredLink } from '../../../components/ui/external-link';
import { SupportTicketLink } from '../../../components/ui/support-ticket-link';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
// The data download's link text lives with its screen's texts.
import '../../../lib/locales/account';
// So is the payment limits' link text.
import '../../../lib/locales/limits';
import { whereToUseHref } from '../../../lib/help-centre';
import { usePartner } from '../../../lib/partner';
import { useLogout } from '../../../lib/use-logout';
import { useProfile } from '../../../lib/user-profile';
import { LogoutEverywhereButton } from '../components/logout-everywhere';
import { PersonalInfo } from '../components/personal-info';
import { ProfileLanguageSwitch } from '../components/profile-language-switch';
import { VersionFooter } from '../components/version-footer';
import styles from './profile.module.css';
import '../../../lib/locales/profile';

function LinkList({ children }: { children: ReactNode }) {
  return <ul className={styles.links}>{children}</ul>;
}

/**
 * Who may see which help link (docs/spec/account-checklist.md §6): the demo stage has no support
 * desk behind it, and a partner collects its customers' feedback itself.
 */
function helpLinks({ isDemo, hasPartner }: { isDemo: boolean; hasPartner: boolean }) {
  return { support: !isDemo, feedback: !isDemo && !hasPartner };
}

function HelpLinks({ profile }: { profile: UserProfile | undefined }) {
  const { t } = useTranslation();
  const { partner } = usePartner();
  const shown = helpLinks({ isDemo: env.isDemo, hasPartner: partner !== null });
  // The ticket carries a reference to the CPF, never the CPF (decision 020).
  const context = profile ? { cpf: profile.cpf } : undefined;
  return (
    <LinkList>
      <li>
        {/* The list of shops that take Rosto, the page the download screen links as well. */}
        <ConfiguredLink href={whereToUseHref()} className={styles.link}>
          {t('profile.help.whereToUse')}
        </ConfiguredLink>
      </li>
      {shown.support && (
        <li>
          <SupportTicketLink
            prefill={{
              subject: t('profile.help.supportSubject'),
              description: t('profile.help.supportDescription'),
            }}
            context={context}
            className={styles.link}
          >
            {t('profile.help.support')}
          </SupportTicketLink>
        </li>
      )}
      {shown.feedback && (
        <li>
          <SupportTicketLink
            prefill={{
              subject: t('profile.help.feedbackSubject'),
              description: t('profile.help.feedbackDescription'),
            }}
            context={context}
            className={styles.link}
          >
            {t('profile.help.feedback')}
          </SupportTicketLink>
        </li>
      )}
    </LinkList>
  );
}

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

      {/* A partner's customers keep their contact details with the partner (docs/spec/account-checklist.md §6). */}
      {profile && !profile.privateLabelStatus?.isEnabled && <PersonalInfo profile={profile} />}

      {profile?.mustRegisterFace && (
        // The face capture from here comes back here (docs/spec/account-checklist.md §4).
        <Link
          to={paths.registerFace.getHref({ fromProfile: true })}
          className="button button--primary button--block"
        >
          {t('profile.registerFace')}
        </Link>
      )}

      <div className={styles.accordions}>
        <AccordionSection title={t('profile.safety.title')}>
          <LinkList>
            <li>
              <Link to={paths.profileResetPin.getHref()} className={styles.link}>
                {t('profile.safety.changePin')}
              </Link>
            </li>
            <li>
              <Link to={paths.profileLimits.getHref()} className={styles.link}>
                {t('limits.link')}
              </Link>
            </li>
            {profile && !profile.mustRegisterFace && (
              <li>
                {/* A registered face is replaced only after confirming who asks (decision 023). */}
                <Link to={paths.faceStepUp.getHref()} className={styles.link}>
                  {t('profile.replaceFace')}
                </Link>
              </li>
            )}
          </LinkList>
        </AccordionSection>

        <AccordionSection title={t('profile.help.title')}>
          <HelpLinks profile={profile} />
        </AccordionSection>

        <AccordionSection title={t('profile.info.title')}>
          <LinkList>
            <li>
              <ConfiguredLink href={env.termsUrl} className={styles.link}>
                {t('profile.info.terms')}
              </ConfiguredLink>
            </li>
            <li>
              <ConfiguredLink href={env.privacyUrl} className={styles.link}>
                {t('profile.info.privacy')}
              </ConfiguredLink>
            </li>
            <li>
              <Link to={paths.profileMyData.getHref()} className={styles.link}>
                {t('account.myData.link')}
              </Link>
            </li>
            <li>
              <Link to={paths.profileDeleteAccount.getHref()} className={styles.link}>
                {t('profile.info.deleteAccount')}
              </Link>
            </li>
          </LinkList>
        </AccordionSection>
      </div>

      <div className={styles.row}>
        <span id="profile-language">{t('language.label')}</span>
        <ProfileLanguageSwitch />
      </div>

      <div className={styles.sessionActions}>
        <button type="button" className="button button--secondary button--block" onClick={logout}>
          {t('profile.logout')}
        </button>
        <LogoutEverywhereButton />
      </div>

      <VersionFooter className={styles.version} />
    </main>
  );
}
