// 'Sem conexão': a strip above the signed-in screens while the phone is
// offline, so the user knows why nothing new loads and that what they see
// may be out of date. Announced once by screen readers (role=status).
import { useTranslation } from '../../lib/i18n';
import { useOnline } from '../../lib/use-online';
import './offline-banner.css';

export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <p className="offline-banner" role="status">
      {online ? null : t('offline.banner')}
    </p>
  );
}
