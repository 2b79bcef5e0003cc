// How a webhook event reads on the page: the catalogue keeps each type under
// the word after its dot (an i18next key cannot hold the dot itself).
import type { WebhookEventType } from '@rosto/contract/schemas/shop-portal';
import type { TFunction } from 'i18next';

const eventKeys = {
  'payment.succeeded': 'succeeded',
  'payment.canceled': 'canceled',
  'payment.refunded': 'refunded',
} as const satisfies Record<WebhookEventType, string>;

/** The checkbox's words for choosing the event ("Uma venda é estornada…"). */
export function eventChoiceText(type: WebhookEventType, t: TFunction): string {
  return t(`portal.webhooks.eventChoices.${eventKeys[type]}`);
}

/** The event's short name in the lists ("Venda estornada"). */
export function eventNameText(type: WebhookEventType, t: TFunction): string {
  return t(`portal.webhooks.eventNames.${eventKeys[type]}`);
}
