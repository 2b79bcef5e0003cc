// Webhooks (owner): the shop's endpoints (address, events, created), a new
// one and a new secret for one (the secret shown once, in its own panel, and
// forgotten when it closes), removal; how to check the signature; and the
// deliveries' log with "Reenviar".
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table';
import { Page } from '../../../../components/page';
import { ErrorAlert, Loading } from '../../../../components/status';
import { formatDateTime } from '../../../../lib/format-time';
import { useOpenedPanel } from '../../../../lib/use-opened-panel';
import { usePortalStore } from '../../../lib/portal-store';
import { useWebhooks } from '../api/get-webhooks';
import { eventNameText } from '../event-text';
import { ChangeWebhookDialog, type WebhookChangeKind } from './change-webhook-dialog';
import { DeliveriesSection } from './deliveries-section';
import { NewWebhookForm, type WebhookWithSecret } from './new-webhook-form';
import { SignatureHelp } from './signature-help';
import { WebhookSecretPanel } from './webhook-secret-panel';

type Webhook = WebhookWithSecret['endpoint'];

type Opened =
  | { name: 'create' }
  | { name: 'secret'; created: WebhookWithSecret }
  | { name: 'change'; webhook: Webhook; kind: WebhookChangeKind };

/** A row's buttons, in this order. */
const changeKinds: readonly WebhookChangeKind[] = ['rotate', 'remove'];

export function WebhooksPage() {
  const { t } = useTranslation();
  const language = usePortalStore((state) => state.language);
  const webhooks = useWebhooks();
  const [removed, setRemoved] = useState(false);
  const { opened, open, show, close, dismiss } = useOpenedPanel<Opened>({
    onOpen: () => setRemoved(false),
  });
  const newButton = useRef<HTMLButtonElement>(null);
  // A removed webhook's buttons go with it: the page's own action takes the
  // focus, after the dialog has closed (and given it back to its opener).
  useEffect(() => {
    if (removed) newButton.current?.focus();
  }, [removed]);

  return (
    <Page
      title={t('portal.webhooks.title')}
      actions={
        <button
          ref={newButton}
          type="button"
          className="button"
          onClick={(event) => open({ name: 'create' }, event.currentTarget)}
        >
          {t('portal.webhooks.new')}
        </button>
      }
    >
      <p className="page-intro">{t('portal.webhooks.intro')}</p>
      <p className={removed ? 'alert alert-success' : 'visually-hidden'} role="status">
        {removed ? t('portal.webhooks.removed') : ''}
      </p>
      {opened?.name === 'create' && (
        <NewWebhookForm
          onCreated={(created) => show({ name: 'secret', created })}
          onCancel={close}
        />
      )}
      {opened?.name === 'secret' && <WebhookSecretPanel created={opened.created} onDone={close} />}
      {opened?.name === 'change' && (
        <ChangeWebhookDialog
          key={`${opened.webhook.id}-${opened.kind}`}
          webhook={opened.webhook}
          kind={opened.kind}
          onRemoved={() => {
            dismiss();
            setRemoved(true);
          }}
          onRotated={(rotated) => show({ name: 'secret', created: rotated })}
          onClose={dismiss}
        />
      )}
      {webhooks.isPending ? (
        <Loading label={t('portal.webhooks.loading')} />
      ) : webhooks.isError ? (
        <ErrorAlert error={webhooks.error} onRetry={() => void webhooks.refetch()} />
      ) : webhooks.data.length === 0 ? (
        <p role="status" className="empty">
          {t('portal.webhooks.empty')}
        </p>
      ) : (
        <DataTable
          caption={t('portal.webhooks.listLabel')}
          captionHidden
          columns={[
            t('portal.webhooks.url'),
            t('portal.webhooks.eventsColumn'),
            t('portal.webhooks.createdAt'),
            t('portal.webhooks.actions'),
          ]}
        >
          {webhooks.data.map((webhook) => (
            <tr key={webhook.id}>
              <th scope="row" className="mono break">
                {webhook.url}
              </th>
              <td>
                <ul className="webhook-events">
                  {webhook.events.map((type) => (
                    <li key={type}>{eventNameText(type, t)}</li>
                  ))}
                </ul>
              </td>
              <td className="nowrap">{formatDateTime(webhook.createdAt, language)}</td>
              <td className="row-actions">
                <div>
                  {changeKinds.map((kind) => (
                    <button
                      key={kind}
                      type="button"
                      className="button button-small button-secondary"
                      aria-label={t(`portal.webhooks.${kind}Of`, { url: webhook.url })}
                      onClick={(event) =>
                        open({ name: 'change', webhook, kind }, event.currentTarget)
                      }
                    >
                      {t(`portal.webhooks.${kind}`)}
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <SignatureHelp />
      <DeliveriesSection />
    </Page>
  );
}
