// Give a webhook a new secret, or remove it: asked once more in a dialog,
// since neither can be undone. A rotation's new secret goes to the page
// (shown once).
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/dialog';
import { FormActions } from '../../../../components/form-actions';
import { ErrorAlert } from '../../../../components/status';
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
  const change = kind === 'rotate' ? rotate : remove;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'rotate') rotate.mutate(undefined, { onSuccess: onRotated });
    else remove.mutate(undefined, { onSuccess: onRemoved });
  };

  return (
    <Dialog
      title={
        kind === 'rotate'
          ? t('portal.webhooks.rotateOf', { url: webhook.url })
          : t('portal.webhooks.removeOf', { url: webhook.url })
      }
      onClose={onClose}
    >
      <p>{kind === 'rotate' ? t('portal.webhooks.rotateText') : t('portal.webhooks.removeText')}</p>
      <form onSubmit={submit}>
        <ErrorAlert error={change.error} />
        <FormActions
          submitLabel={
            kind === 'rotate' ? t('portal.webhooks.rotate') : t('portal.webhooks.remove')
          }
          pendingLabel={t('portal.webhooks.changing')}
          isPending={change.isPending}
          danger={kind === 'remove'}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
