// Version footer (docs/spec/account-checklist.md §2 Profile): version, short commit, stage outside
// production, and the SDK and partner a native host writes in its user agent.
import { useTranslation } from '../../../lib/i18n';
import { versionInfo } from '../../../lib/native-bridge';
import '../../../lib/locales/profile';

export function VersionFooter({ className }: { className?: string }) {
  const { t } = useTranslation();
  const info = versionInfo();
  const parts = [
    t('profile.version', { version: info.version, commit: info.commit }),
    info.stage && t('profile.stage', { stage: info.stage }),
    info.sdk && t('profile.sdk', { sdk: info.sdk }),
    info.partner && t('profile.partner', { partner: info.partner }),
  ].filter(Boolean);
  return (
    <footer className={className} aria-label={t('profile.versionLabel')}>
      <small>{parts.join(' · ')}</small>
    </footer>
  );
}
