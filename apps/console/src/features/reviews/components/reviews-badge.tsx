// The navigation's count beside "Revisões": faces, cards and names waiting, from
// Início's overview (refreshed every 30 s).
import { useTranslation } from 'react-i18next';
import { useOverview } from '../../../lib/queries/overview';

export function ReviewsBadge() {
  const { t } = useTranslation();
  const overview = useOverview();
  if (!overview.data) return null;
  const { faces, cards, identities } = overview.data;
  const waiting = faces.waiting + cards.waiting + identities.waiting;
  if (waiting === 0) return null;
  return (
    <span className="nav-badge">
      <span aria-hidden="true">{waiting}</span>
      <span className="visually-hidden">{t('reviews.waitingCount', { count: waiting })}</span>
    </span>
  );
}
