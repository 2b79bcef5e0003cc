// A webhook's signing secret, shown this once (only its creation or rotation
// answers it), with a copy button, and said so, as a new terminal's key is.
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../../components/copy-field';
import { Panel } from '../../../../components/panel';
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
    <Panel title={t('portal.webhooks.secret.title', { url: created.endpoint.url })}>
      <p className="alert alert-warning">
        <strong>{t('portal.webhooks.secret.warning')}</strong>
      </p>
      <CopyField label={t('portal.webhooks.secret.label')} value={created.secret} />
      <div className="actions">
        <button type="button" className="button" onClick={onDone}>
          {t('portal.webhooks.secret.done')}
        </button>
      </div>
    </Panel>
  );
}
