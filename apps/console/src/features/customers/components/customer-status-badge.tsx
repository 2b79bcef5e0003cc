// A customer's status as a badge; a blocked account stands out.
import type { CustomerStatus } from '@rosto/contract/schemas/console-customers';
import { useTranslation } from 'react-i18next';

export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={
        status === 'active'
          ? 'badge badge-on'
          : status === 'blocked'
            ? 'badge badge-blocked'
            : 'badge badge-off'
      }
    >
      {t(`customers.statuses.${status}`)}
    </span>
  );
}
