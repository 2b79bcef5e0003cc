// /app-link: with redirect=true, opens the in-app path from the query (only a
// safe relative path); otherwise the download landing with the store redirect.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';
import { DownloadLanding } from '../components/download-landing';
import { appLinkTarget } from '../utils/safe-app-link-path';

export function AppLinkRoute() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = appLinkTarget(search, window.location.origin);

  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [navigate, target]);

  if (target) {
    return <FullScreenLoader label={t('appLink.opening')} />;
  }
  return <DownloadLanding redirectMobile />;
}
