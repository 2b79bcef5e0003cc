// A new terminal: its name and whether the PIN is asked at every payment.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { ErrorAlert } from '../../../components/status';
import { TextField } from '../../../components/text-field';
import { type TerminalWithKey, useCreateTerminal } from '../api/create-terminal';
import { FormActions } from '../../../components/form-actions';

interface NewTerminalFormProps {
  shopId: string;
  onCreated: (created: TerminalWithKey) => void;
  onCancel: () => void;
}

export function NewTerminalForm({ shopId, onCreated, onCancel }: NewTerminalFormProps) {
  const { t } = useTranslation();
  const create = useCreateTerminal(shopId);
  const [name, setName] = useState('');
  const [requirePin, setRequirePin] = useState(false);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = name.trim() === '';
    setInvalid(wrong);
    if (wrong) return;
    create.mutate({ name: name.trim(), requirePin }, { onSuccess: onCreated });
  };

  return (
    <Panel title={t('shops.terminals.newTitle')}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('shops.terminals.name')}
          autoComplete="off"
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
          hint={t('shops.terminals.nameHint')}
          error={invalid ? t('common.required') : null}
        />
        <div className="field">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={requirePin}
              onChange={(event) => setRequirePin(event.target.checked)}
            />
            {t('shops.terminals.requirePin')}
          </label>
        </div>
        <ErrorAlert error={create.error} />
        <FormActions
          submitLabel={t('shops.terminals.create')}
          pendingLabel={t('shops.terminals.creating')}
          isPending={create.isPending}
          onCancel={onCancel}
        />
      </form>
    </Panel>
  );
}
