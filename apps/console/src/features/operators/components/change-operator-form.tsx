// One change to an account, with its reason: new roles, or disable/enable.
// A change that would leave no active admin (OPERATOR_LAST_ADMIN) is said here.
import type { Operator } from '@rosto/contract/schemas/console';
import type { OperatorRole } from '@rosto/contract/operator-roles';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/status';
import { useUpdateOperator } from '../api/update-operator';
import { Panel } from '../../../components/panel';
import { isReasonValid, ReasonField } from '../../../components/reason-field';
import { RoleCheckboxes } from './role-checkboxes';
import { FormActions } from '../../../components/form-actions';

/** What the form changes: the roles, or whether the account is disabled. */
export type OperatorChangeKind = 'roles' | 'disabled';

interface ChangeOperatorFormProps {
  operator: Operator;
  kind: OperatorChangeKind;
  onDone: () => void;
  onCancel: () => void;
}

export function ChangeOperatorForm({ operator, kind, onDone, onCancel }: ChangeOperatorFormProps) {
  const { t } = useTranslation();
  const update = useUpdateOperator(operator.id);
  const [roles, setRoles] = useState<OperatorRole[]>(operator.roles);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState({ roles: false, reason: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = { roles: kind === 'roles' && roles.length === 0, reason: !isReasonValid(reason) };
    setInvalid(wrong);
    if (wrong.roles || wrong.reason) return;
    const change = kind === 'roles' ? { roles } : { disabled: !operator.disabled };
    update.mutate({ ...change, reason: reason.trim() }, { onSuccess: onDone });
  };

  const title =
    kind === 'roles'
      ? t('operators.changeRolesOf', { email: operator.email })
      : operator.disabled
        ? t('operators.enableOf', { email: operator.email })
        : t('operators.disableOf', { email: operator.email });
  return (
    <Panel title={title}>
      <form onSubmit={submit} noValidate>
        {kind === 'roles' ? (
          <RoleCheckboxes value={roles} onChange={setRoles} invalid={invalid.roles} />
        ) : (
          <p>{operator.disabled ? t('operators.enableText') : t('operators.disableText')}</p>
        )}
        <ReasonField value={reason} onChange={setReason} invalid={invalid.reason} />
        <ErrorAlert error={update.error} />
        <FormActions
          submitLabel={
            kind === 'roles'
              ? t('common.save')
              : operator.disabled
                ? t('operators.enable')
                : t('operators.disable')
          }
          isPending={update.isPending}
          danger={kind === 'disabled' && !operator.disabled}
          onCancel={onCancel}
        />
      </form>
    </Panel>
  );
}
