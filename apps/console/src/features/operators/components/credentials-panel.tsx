// A new operator's password, TOTP secret and otpauth URI: shown this once
// (only the creation's answer carries them), each with a
// copy button, and said so.
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/copy-field';
import type { OperatorCredentials } from './create-operator-form';
import { Panel } from '../../../components/panel';

export function CredentialsPanel({
  credentials,
  onDone,
}: {
  credentials: OperatorCredentials;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={t('operators.credentials.title', { email: credentials.operator.email })}>
      <p className="alert alert-warning">
        <strong>{t('operators.credentials.warning')}</strong>
      </p>
      <CopyField label={t('operators.credentials.password')} value={credentials.password} />
      <CopyField label={t('operators.credentials.totpSecret')} value={credentials.totpSecret} />
      <CopyField label={t('operators.credentials.otpauthUri')} value={credentials.otpauthUri} />
      <div className="actions">
        <button type="button" className="button" onClick={onDone}>
          {t('operators.credentials.done')}
        </button>
      </div>
    </Panel>
  );
}
