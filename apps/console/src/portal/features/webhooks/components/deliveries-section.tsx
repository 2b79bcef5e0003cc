// The deliveries' log: when, which event, to which address, its situation
// (Entregue / Na fila / Enviando / Falhou), tries, the last answer (HTTP
// status or what failed), its time and the next try; "Reenviar" queues one
// again. Filtered by webhook; "Atualizar" asks again (the list also does by
// itself while a delivery is on its way).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table';
import { Section } from '../../../../components/section';
import { ErrorAlert, Loading } from '../../../../components/status';
import { formatDateTime } from '../../../../lib/format-time';
import { usePortalStore } from '../../../lib/portal-store';
import { type WebhookDelivery, useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useWebhooks } from '../api/get-webhooks';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { eventNameText } from '../event-text';

const stateBadge: Record<WebhookDelivery['state'], string> = {
  delivered: 'badge badge-on',
  queued: 'badge badge-wait',
  running: 'badge badge-wait',
  failed: 'badge badge-failed',
};

export function DeliveriesSection() {
  const { t } = useTranslation();
  const language = usePortalStore((state) => state.language);
  const filterId = useId();
  const [endpointId, setEndpointId] = useState<string | undefined>(undefined);
  const webhooks = useWebhooks();
  const deliveries = useWebhookDeliveries(endpointId);
  const resend = useResendWebhookDelivery();
  const [resent, setResent] = useState(false);

  const lastAnswer = (delivery: WebhookDelivery) =>
    delivery.lastStatus !== null
      ? t('portal.webhooks.deliveries.httpStatus', { status: delivery.lastStatus })
      : delivery.lastError === 'timeout'
        ? t('portal.webhooks.deliveries.timeout')
        : (delivery.lastError ?? t('portal.webhooks.deliveries.none'));
  const nextTry = (iso: string | null) =>
    iso === null ? t('portal.webhooks.deliveries.none') : formatDateTime(iso, language);

  return (
    <Section
      title={t('portal.webhooks.deliveries.title')}
      className="deliveries"
      actions={
        <button
          type="button"
          className="button button-secondary"
          disabled={deliveries.isFetching}
          onClick={() => {
            setResent(false);
            void deliveries.refetch();
          }}
        >
          {deliveries.isFetching
            ? t('portal.webhooks.deliveries.refreshing')
            : t('portal.webhooks.deliveries.refresh')}
        </button>
      }
    >
      <p className="muted">{t('portal.webhooks.deliveries.intro')}</p>
      {/* One webhook needs no filter; a filtered one since removed can still be left. */}
      {((webhooks.data?.length ?? 0) > 1 || endpointId !== undefined) && (
        <div className="field deliveries-filter">
          <label htmlFor={filterId}>{t('portal.webhooks.deliveries.endpoint')}</label>
          <select
            id={filterId}
            value={endpointId ?? ''}
            onChange={(event) => setEndpointId(event.target.value || undefined)}
          >
            <option value="">{t('portal.webhooks.deliveries.anyEndpoint')}</option>
            {webhooks.data?.map((webhook) => (
              <option key={webhook.id} value={webhook.id}>
                {webhook.url}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className={resent ? 'alert alert-success' : 'visually-hidden'} role="status">
        {resent ? t('portal.webhooks.deliveries.resent') : ''}
      </p>
      <ErrorAlert error={resend.error} />
      {deliveries.isPending ? (
        <Loading label={t('portal.webhooks.deliveries.loading')} />
      ) : deliveries.isError ? (
        <ErrorAlert error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : deliveries.data.length === 0 ? (
        <p role="status" className="empty">
          {t('portal.webhooks.deliveries.empty')}
        </p>
      ) : (
        <DataTable
          className="deliveries-table"
          caption={t('portal.webhooks.deliveries.listLabel')}
          captionHidden
          columns={[
            t('portal.webhooks.deliveries.time'),
            t('portal.webhooks.deliveries.event'),
            t('portal.webhooks.deliveries.url'),
            t('portal.webhooks.deliveries.state'),
            t('portal.webhooks.deliveries.attempts'),
            t('portal.webhooks.deliveries.last'),
            t('portal.webhooks.deliveries.latency'),
            t('portal.webhooks.deliveries.nextTry'),
            t('portal.webhooks.deliveries.actions'),
          ]}
        >
          {deliveries.data.map((delivery) => {
            const time = formatDateTime(delivery.createdAt, language);
            const resending = resend.isPending && resend.variables === delivery.id;
            return (
              <tr key={delivery.id}>
                <td className="nowrap">
                  <time dateTime={delivery.createdAt}>{time}</time>
                </td>
                <td>
                  <span className="nowrap">{eventNameText(delivery.type, t)}</span>
                  <br />
                  <code className="event-type">{delivery.type}</code>
                </td>
                <td className="mono">
                  <span className="url-text">{delivery.url}</span>
                </td>
                <td>
                  <span className={stateBadge[delivery.state]}>
                    {t(`portal.webhooks.deliveries.states.${delivery.state}`)}
                  </span>
                </td>
                <td className="number">{delivery.attempts}</td>
                <td className={delivery.lastStatus === null ? 'break' : 'nowrap'}>
                  {lastAnswer(delivery)}
                </td>
                <td className="nowrap number">
                  {delivery.lastLatencyMs === null
                    ? t('portal.webhooks.deliveries.none')
                    : t('portal.webhooks.deliveries.latencyMs', { ms: delivery.lastLatencyMs })}
                </td>
                <td className="nowrap">{nextTry(delivery.nextAttemptAt)}</td>
                <td className="row-actions">
                  {/* One being sent right now is not queued again (the API leaves it). */}
                  {delivery.state !== 'running' && (
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      aria-label={t('portal.webhooks.deliveries.resendOf', {
                        event: eventNameText(delivery.type, t),
                        time,
                      })}
                      disabled={resending}
                      onClick={() => {
                        setResent(false);
                        resend.mutate(delivery.id, { onSuccess: () => setResent(true) });
                      }}
                    >
                      {resending
                        ? t('portal.webhooks.deliveries.resending')
                        : t('portal.webhooks.deliveries.resend')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </Section>
  );
}
