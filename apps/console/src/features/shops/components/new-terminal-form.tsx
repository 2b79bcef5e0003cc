// A new terminal: its name and whether the PIN is asked at every payment.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { ErrorAlert } from '../../../components/status';
import { type TerminalWithKey, useCreateTerminal } from '../api/create-terminal';

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
        <div className="field">
          <label htmlFor="terminal-name">{t('shops.terminals.name')}</label>
          <input
            id="terminal-name"
            autoComplete="off"
            maxLength={60}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={
              invalid ? 'terminal-name-error terminal-name-hint' : 'terminal-name-hint'
            }
          />
          <p className="field-hint" id="terminal-name-hint">
            {t('shops.terminals.nameHint')}
          </p>
          {invalid && (
            <p className="field-error" id="terminal-name-error">
              {t('common.required')}
            </p>
          )}
        </div>
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
        <div className="actions">
          <button type="submit" className="button" disabled={create.isPending}>
            {create.isPending ? t('shops.terminals.creating') : t('shops.terminals.create')}
          </button>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
