// "Visa final 4242": a card as a reviewer names it.
import type { EndpointResult } from '@rosto/contract/endpoints';
import type { TFunction } from 'i18next';

type Card = Pick<EndpointResult<'consoleCardReview'>, 'name' | 'lastFour'>;

export function cardLabel(card: Card, t: TFunction): string {
  return card.lastFour === null
    ? card.name
    : t('reviews.cards.nameEnding', { name: card.name, lastFour: card.lastFour });
}
