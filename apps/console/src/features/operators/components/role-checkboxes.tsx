// The roles of an account as checkboxes, in the contract's order.
import { type OperatorRole, operatorRoles } from '@rosto/contract/operator-roles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface RoleCheckboxesProps {
  value: readonly OperatorRole[];
  onChange: (roles: OperatorRole[]) => void;
  /** Shown when no role is chosen on submit. */
  invalid: boolean;
}

export function RoleCheckboxes({ value, onChange, invalid }: RoleCheckboxesProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const toggle = (role: OperatorRole, checked: boolean) =>
    onChange(operatorRoles.filter((r) => (r === role ? checked : value.includes(r))));
  return (
    <fieldset className="field roles-field" aria-describedby={hintId} aria-invalid={invalid}>
      <legend>{t('operators.roles')}</legend>
      {operatorRoles.map((role) => (
        <label key={role} className="checkbox">
          <input
            type="checkbox"
            name="roles"
            value={role}
            checked={value.includes(role)}
            onChange={(event) => toggle(role, event.target.checked)}
          />
          {t(`roles.${role}`)}
        </label>
      ))}
      <p id={hintId} className={invalid ? 'field-error' : 'field-hint'}>
        {t('operators.create.rolesHint')}
      </p>
    </fieldset>
  );
}
