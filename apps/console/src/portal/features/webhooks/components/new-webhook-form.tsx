// A new webhook: its address and the events it hears of (all three ticked to
// start), each in plain words with its type beside. An address the API
// refuses (WEBHOOK_URL_INVALID: not HTTPS, or no URL) is said at the box; the
// secret the answer carries goes to the page (shown once).
import type { EndpointResult } from '@rosto/contract/endpoints';
import { type WebhookEventType, webhookEventTypes } from '@rosto/contract/schemas/shop-portal';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../../components/form-actions';
import { Panel } from '../../../../components/panel';
import { ErrorAlert } from '../../../../components/status';
import { TextField } from '../../../../components/text-field';
import { toApiError } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/error-text';
import { useCreateWebhook } from '../api/create-webhook';
import { eventChoiceText } from '../event-text';

export type WebhookWithSecret = EndpointResult<'shopWebhookCreate'>;

interface NewWebhookFormProps {
  onCreated: (created: WebhookWithSecret) => void;
  onCancel: () => void;
}

export function NewWebhookForm({ onCreated, onCancel }: NewWebhookFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<readonly WebhookEventType[]>(webhookEventTypes);
  const [invalid, setInvalid] = useState({ url: false, events: false });
  const urlRefused = create.isError && toApiError(create.error).code === 'WEBHOOK_URL_INVALID';
  const urlRefusedText = useErrorText(urlRefused ? create.error : null);
  const urlId = `${id}-url`;
  const eventsErrorId = `${id}-events-error`;

  const toggle = (type: WebhookEventType, on: boolean) =>
    // Kept in the contract's order, whatever order they are ticked in.
    setEvents((current) =>
      webhookEventTypes.filter((each) => (each === type ? on : current.includes(each))),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = { url: url.trim() === '', events: events.length === 0 };
    setInvalid(wrong);
    if (wrong.url) {
      document.getElementById(urlId)?.focus();
      return;
    }
    if (wrong.events) {
      document.getElementById(`${id}-${webhookEventTypes[0]}`)?.focus();
      return;
    }
    create.mutate({ url: url.trim(), events: [...events] }, { onSuccess: onCreated });
  };

  return (
    <Panel title={t('portal.webhooks.newTitle')}>
      <form onSubmit={submit} noValidate>
        <TextField
          id={urlId}
          label={t('portal.webhooks.url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={500}
          className="mono webhook-url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          hint={t('portal.webhooks.urlHint')}
          error={invalid.url ? t('portal.webhooks.urlRequired') : urlRefusedText}
          announceError={urlRefused}
        />
        <fieldset className="field" aria-describedby={invalid.events ? eventsErrorId : undefined}>
          <legend>{t('portal.webhooks.events')}</legend>
          {webhookEventTypes.map((type) => (
            <label key={type} className="checkbox">
              <input
                id={`${id}-${type}`}
                type="checkbox"
                checked={events.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
                aria-invalid={invalid.events}
              />
              <span>
                {eventChoiceText(type, t)} <code className="event-type">{type}</code>
              </span>
            </label>
          ))}
          {invalid.events && (
            <p className="field-error" id={eventsErrorId}>
              {t('portal.webhooks.eventsRequired')}
            </p>
          )}
        </fieldset>
        {!urlRefused && <ErrorAlert error={create.error} />}
        <FormActions
          submitLabel={t('portal.webhooks.create')}
          pendingLabel={t('portal.webhooks.creating')}
          isPending={create.isPending}
          onCancel={onCancel}
        />
      </form>
    </Panel>
  );
}
