// A new account's password, TOTP secret and otpauth URI: shown this once
// (only the creation's answer carries them), each with a copy button, and
// said so. The console's new operator and a shop's new person show them the
// same way.
import { useTranslation } from 'react-i18next';
import { SecretsPanel } from './secrets-panel';

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
    <SecretsPanel
      title={title}
      warning={t('credentials.warning')}
      secrets={[
        { label: t('credentials.password'), value: credentials.password },
        { label: t('credentials.totpSecret'), value: credentials.totpSecret },
        { label: t('credentials.otpauthUri'), value: credentials.otpauthUri },
      ]}
      doneLabel={t('credentials.done')}
      onDone={onDone}
    />
  );
}
