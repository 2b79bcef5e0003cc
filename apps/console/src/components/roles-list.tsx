// An operator's roles as labels, in the contract's order.
import { type OperatorRole, operatorRoles } from '@rosto/contract/operator-roles';
import { useTranslation } from 'react-i18next';

export function RolesList({ roles, label }: { roles: readonly OperatorRole[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className="roles" aria-label={label}>
      {operatorRoles
        .filter((role) => roles.includes(role))
        .map((role) => (
          <li key={role} className={`role role-${role}`}>
            {t(`roles.${role}`)}
          </li>
        ))}
    </ul>
  );
}
