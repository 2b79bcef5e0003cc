// A new portal account for one of the shop's people: e-mail and role (Dono
// or Caixa, each said in a line). An e-mail already in use is said at the
// box; the password and TOTP secret the answer carries go to the section
// (shown once).
import type { EndpointResult } from '@rosto/contract/endpoints';
import { type ShopRole, shopRoles } from '@rosto/contract/operator-roles';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { Panel } from '../../../components/panel';
import { ErrorAlert } from '../../../components/status';
import { TextField } from '../../../components/text-field';
import { toApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useCreateShopUser } from '../api/create-shop-user';

export type ShopUserCredentials = EndpointResult<'consoleShopUserCreate'>;

interface CreateShopUserFormProps {
  shopId: string;
  onCreated: (credentials: ShopUserCredentials) => void;
  onCancel: () => void;
}

export function CreateShopUserForm({ shopId, onCreated, onCancel }: CreateShopUserFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateShopUser(shopId);
  const [email, setEmail] = useState('');
  // The least the account may do, unless the operator says otherwise.
  const [role, setRole] = useState<ShopRole>('cashier');
  const [invalid, setInvalid] = useState(false);
  const emailTaken = create.isError && toApiError(create.error).code === 'SHOP_USER_EMAIL_TAKEN';
  const emailTakenText = useErrorText(emailTaken ? create.error : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = email.trim() === '';
    setInvalid(wrong);
    if (wrong) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    create.mutate({ email: email.trim(), role }, { onSuccess: onCreated });
  };

  return (
    <Panel title={t('shops.users.newTitle')}>
      <p>{t('shops.users.newText')}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          id={`${id}-email`}
          label={t('shops.users.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={invalid ? t('common.required') : emailTakenText}
          announceError={emailTaken}
        />
        <fieldset className="field">
          <legend>{t('shops.users.role')}</legend>
          {shopRoles.map((each) => (
            <div key={each} className="role-choice">
              <label className="checkbox">
                <input
                  type="radio"
                  name={`${id}-role`}
                  value={each}
                  checked={role === each}
                  onChange={() => setRole(each)}
                  aria-describedby={`${id}-${each}-hint`}
                />
                {t(`shopRoles.${each}`)}
              </label>
              <p className="field-hint" id={`${id}-${each}-hint`}>
                {t(`shops.users.roleHints.${each}`)}
              </p>
            </div>
          ))}
        </fieldset>
        {!emailTaken && <ErrorAlert error={create.error} />}
        <FormActions
          submitLabel={t('shops.users.create')}
          pendingLabel={t('shops.users.creating')}
          isPending={create.isPending}
          onCancel={onCancel}
        />
      </form>
    </Panel>
  );
}
