// A new account's password, TOTP secret and otpauth URI: shown this once
// (only the creation's answer carries them), each with a copy button, and
// said so. The console's new operator and a shop's new person show them the
// same way.
import { useTranslation } from 'react-i18next';
import { CopyField } from './copy-field';
import { Panel } from './panel';

/** What creating an operator or a shop's person answers once, besides the account. */
export interface NewAccountSecrets {
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

export function CredentialsPanel({
  title,
  credentials,
  onDone,
}: {
  /** Names the account ("Operador ana@rosto.app criado"). */
  title: string;
  credentials: NewAccountSecrets;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={title}>
      <p className="alert alert-warning">
        <strong>{t('credentials.warning')}</strong>
      </p>
      <CopyField label={t('credentials.password')} value={credentials.password} />
      <CopyField label={t('credentials.totpSecret')} value={credentials.totpSecret} />
      <CopyField label={t('credentials.otpauthUri')} value={credentials.otpauthUri} />
      <div className="actions">
        <button type="button" className="button" onClick={onDone}>
          {t('credentials.done')}
        </button>
      </div>
    </Panel>
  );
}
