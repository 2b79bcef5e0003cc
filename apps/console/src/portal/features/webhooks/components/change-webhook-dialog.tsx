// Give a webhook a new secret, or remove it: asked once more in a dialog,
// since neither can be undone. A rotation's new secret goes to the page
// (shown once).
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useRotateWebhook } from '../api/rotate-webhook';
import type { WebhookWithSecret } from './new-webhook-form';

export type WebhookChangeKind = 'rotate' | 'remove';

interface ChangeWebhookDialogProps {
  webhook: WebhookWithSecret['endpoint'];
  kind: WebhookChangeKind;
  onRemoved: () => void;
  onRotated: (rotated: WebhookWithSecret) => void;
  onClose: () => void;
}

export function ChangeWebhookDialog({
  webhook,
  kind,
  onRemoved,
  onRotated,
  onClose,
}: ChangeWebhookDialogProps) {
  const { t } = useTranslation();
  const rotate = useRotateWebhook(webhook.id);
  const remove = useDeleteWebhook(webhook.id);
  return (
    <ConfirmDialog
      title={t(`portal.webhooks.${kind}Of`, { url: webhook.url })}
      text={t(`portal.webhooks.${kind}Text`)}
      confirmLabel={t(`portal.webhooks.${kind}`)}
      pendingLabel={t('portal.webhooks.changing')}
      call={kind === 'rotate' ? rotate : remove}
      danger={kind === 'remove'}
      onConfirm={() => {
        if (kind === 'rotate') rotate.mutate(undefined, { onSuccess: onRotated });
        else remove.mutate(undefined, { onSuccess: onRemoved });
      }}
      onClose={onClose}
    />
  );
}
