// A new terminal: its name and whether the PIN is asked at every payment.
// The app passes the call that makes it (the console's for any shop, the
// portal's for the owner's own).
import type { EndpointBody } from '@rosto/contract/endpoints';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from './form-actions';
import { Panel } from './panel';
import { ErrorAlert } from './status';
import type { TerminalWithKey } from './terminal-key-panel';
import { TextField } from './text-field';

interface NewTerminalFormProps {
  create: UseMutationResult<TerminalWithKey, Error, EndpointBody<'consoleTerminalCreate'>>;
  onCreated: (created: TerminalWithKey) => void;
  onCancel: () => void;
}

export function NewTerminalForm({ create, onCreated, onCancel }: NewTerminalFormProps) {
  const { t } = useTranslation();
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
