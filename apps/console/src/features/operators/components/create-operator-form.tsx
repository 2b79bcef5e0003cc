// A new operator: e-mail and roles. An e-mail already in use is said at the
// field; the credentials the answer carries go to the page (shown once).
import type { OperatorRole } from '@rosto/contract/operator-roles';
import type { EndpointResult } from '@rosto/contract/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/status';
import { TextField } from '../../../components/text-field';
import { toApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useCreateOperator } from '../api/create-operator';
import { Panel } from '../../../components/panel';
import { RoleCheckboxes } from './role-checkboxes';
import { FormActions } from '../../../components/form-actions';

export type OperatorCredentials = EndpointResult<'consoleOperatorCreate'>;

interface CreateOperatorFormProps {
  onCreated: (credentials: OperatorCredentials) => void;
  onCancel: () => void;
}

export function CreateOperatorForm({ onCreated, onCancel }: CreateOperatorFormProps) {
  const { t } = useTranslation();
  const create = useCreateOperator();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<OperatorRole[]>([]);
  const [invalid, setInvalid] = useState({ email: false, roles: false });
  const emailTaken = create.isError && toApiError(create.error).code === 'OPERATOR_EMAIL_TAKEN';
  const emailTakenText = useErrorText(emailTaken ? create.error : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = { email: email.trim() === '', roles: roles.length === 0 };
    setInvalid(wrong);
    if (wrong.email || wrong.roles) return;
    create.mutate({ email, roles }, { onSuccess: (credentials) => onCreated(credentials) });
  };

  const emailError = invalid.email ? t('common.required') : emailTakenText;
  return (
    <Panel title={t('operators.create.title')}>
      <p>{t('operators.create.text')}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('operators.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
          announceError
        />
        <RoleCheckboxes value={roles} onChange={setRoles} invalid={invalid.roles} />
        {!emailTaken && <ErrorAlert error={create.error} />}
        <FormActions
          submitLabel={t('operators.create.submit')}
          pendingLabel={t('operators.create.submitting')}
          isPending={create.isPending}
          onCancel={onCancel}
        />
      </form>
    </Panel>
  );
}
