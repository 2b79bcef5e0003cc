// The navigation's count beside "Revisões": faces and cards waiting, from
// Início's overview (refreshed every 30 s).
import { useTranslation } from 'react-i18next';
import { useOverview } from '../../../lib/queries/overview';

export function ReviewsBadge() {
  const { t } = useTranslation();
  const overview = useOverview();
  if (!overview.data) return null;
  const waiting = overview.data.faces.waiting + overview.data.cards.waiting;
  if (waiting === 0) return null;
  return (
    <span className="nav-badge">
      <span aria-hidden="true">{waiting}</span>
      <span className="visually-hidden">{t('reviews.waitingCount', { count: waiting })}</span>
    </span>
  );
}
