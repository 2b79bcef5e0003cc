// Secrets shown this once (only the answer that made them carries them), each
// with a copy button, under a warning that says so; closing the panel forgets
// them. A terminal's key, a webhook's signing secret and a new account's
// password and authenticator secret are shown this way.
import { CopyField } from './copy-field';
import { Panel } from './panel';

interface SecretsPanelProps {
  title: string;
  warning: string;
  secrets: readonly { label: string; value: string }[];
  /** The closing button's words: the person has kept the secrets. */
  doneLabel: string;
  onDone: () => void;
}

export function SecretsPanel({ title, warning, secrets, doneLabel, onDone }: SecretsPanelProps) {
  return (
    <Panel title={title}>
      <p className="alert alert-warning">
        <strong>{warning}</strong>
      </p>
      {secrets.map(({ label, value }) => (
        <CopyField key={label} label={label} value={value} />
      ))}
      <div className="actions">
        <button type="button" className="button" onClick={onDone}>
          {doneLabel}
        </button>
      </div>
    </Panel>
  );
}
