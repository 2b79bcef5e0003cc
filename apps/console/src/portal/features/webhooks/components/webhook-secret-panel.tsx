// A webhook's signing secret, shown this once (only its creation or rotation
// answers it), with a copy button, and said so, as a new terminal's key is.
import { useTranslation } from 'react-i18next';
import { SecretsPanel } from '../../../../components/secrets-panel';
import type { WebhookWithSecret } from './new-webhook-form';

export function WebhookSecretPanel({
  created,
  onDone,
}: {
  created: WebhookWithSecret;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SecretsPanel
      title={t('portal.webhooks.secret.title', { url: created.endpoint.url })}
      warning={t('portal.webhooks.secret.warning')}
      secrets={[{ label: t('portal.webhooks.secret.label'), value: created.secret }]}
      doneLabel={t('portal.webhooks.secret.done')}
      onDone={onDone}
    />
  );
}
