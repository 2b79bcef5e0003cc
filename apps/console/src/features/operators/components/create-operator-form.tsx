// A new operator: e-mail and roles. An e-mail already in use is said at the
// field; the credentials the answer carries go to the page (shown once).
import type { OperatorRole } from '@rosto/contract/operator-roles';
import type { EndpointResult } from '@rosto/contract/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/status';
import { toApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useCreateOperator } from '../api/create-operator';
import { Panel } from '../../../components/panel';
import { RoleCheckboxes } from './role-checkboxes';

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
        <div className="field">
          <label htmlFor="new-operator-email">{t('operators.email')}</label>
          <input
            id="new-operator-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={emailError !== null}
            aria-describedby={emailError === null ? undefined : 'new-operator-email-error'}
          />
          {emailError !== null && (
            <p className="field-error" id="new-operator-email-error" role="alert">
              {emailError}
            </p>
          )}
        </div>
        <RoleCheckboxes value={roles} onChange={setRoles} invalid={invalid.roles} />
        {!emailTaken && <ErrorAlert error={create.error} />}
        <div className="actions">
          <button type="submit" className="button" disabled={create.isPending}>
            {create.isPending ? t('operators.create.submitting') : t('operators.create.submit')}
          </button>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
