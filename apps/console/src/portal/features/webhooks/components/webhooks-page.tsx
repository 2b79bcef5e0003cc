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

export function WebhooksPage() {
  const { t } = useTranslation();
  const language = usePortalStore((state) => state.language);
  const webhooks = useWebhooks();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [removed, setRemoved] = useState(false);
  /** The button that opened a panel: focus goes back there when it closes. */
  const opener = useRef<HTMLElement | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const open = (next: Opened, from: HTMLElement) => {
    opener.current = from;
    setRemoved(false);
    setOpened(next);
  };
  const close = () => {
    setOpened(null);
    opener.current?.focus();
  };
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
          onCreated={(created) => setOpened({ name: 'secret', created })}
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
            setOpened(null);
            setRemoved(true);
          }}
          onRotated={(rotated) => setOpened({ name: 'secret', created: rotated })}
          onClose={() => setOpened(null)}
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
                  <button
                    type="button"
                    className="button button-small button-secondary"
                    aria-label={t('portal.webhooks.rotateOf', { url: webhook.url })}
                    onClick={(event) =>
                      open({ name: 'change', webhook, kind: 'rotate' }, event.currentTarget)
                    }
                  >
                    {t('portal.webhooks.rotate')}
                  </button>
                  <button
                    type="button"
                    className="button button-small button-secondary"
                    aria-label={t('portal.webhooks.removeOf', { url: webhook.url })}
                    onClick={(event) =>
                      open({ name: 'change', webhook, kind: 'remove' }, event.currentTarget)
                    }
                  >
                    {t('portal.webhooks.remove')}
                  </button>
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
