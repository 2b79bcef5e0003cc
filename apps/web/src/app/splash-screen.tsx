// Branded splash while the app boots. index.html paints the same markup before
// any script runs, so the hand-over is invisible.
import { useTranslation } from '../lib/i18n';
import { LogoMark } from '../components/ui/logo';
import { usePartnerSubtitle } from '../lib/partner-subtitle';

export function SplashScreen() {
  const { t } = useTranslation();
  const splashSubTitle = usePartnerSubtitle();
  return (
    <div className="splash" role="status" aria-label={t('splash.loading')} aria-busy="true">
      <LogoMark size={72} />
      <p className="splash__name">{t('common.appName')}</p>
      <p className="splash__tagline">{splashSubTitle ?? t('splash.tagline')}</p>
      <span className="splash__progress" aria-hidden="true" />
    </div>
  );
}
