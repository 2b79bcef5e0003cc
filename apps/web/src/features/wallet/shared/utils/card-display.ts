// How a card reads in the wallet (docs/spec/wallet-checklist.md §2, §4): its display state, badge,
// and the list's sort order (product cards, valid, pending, invalid, then the
// pre/post-paid cards), newest first within each group as the API sends them.
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { isPrePostPaidType } from '@rosto/contract/schemas/payment-methods';

export type CardDisplayState =
  | 'validated'
  | 'waiting-approval'
  | 'pending-validation'
  | 'not-validated'
  | 'reregister'
  | 'blocked';

const REJECTED = new Set(['MANUAL_REJECTED', 'AUTO_REJECTED']);

export function cardDisplayState(card: PaymentMethod): CardDisplayState {
  if (card.deleted || card.cardStatus === 'DELETED' || card.cardStatus === 'UNAVAILABLE') {
    return 'blocked';
  }
  if (card.cardStatus === 'WAITING_APPROVAL') return 'waiting-approval';
  if (REJECTED.has(card.cardStatus)) return 'not-validated';
  if (card.validated || !card.validationEnabled) return 'validated';
  if (card.canBeValidated) return 'pending-validation';
  return card.validationMissingData === 'ALL' ? 'reregister' : 'not-validated';
}

/**
 * The badge key of a card in the list, or null (docs/spec/wallet-checklist.md §2: three badges).
 */
export function cardBadge(
  card: PaymentMethod,
): 'inAnalysis' | 'notValidated' | 'pendingValidation' | 'blocked' | null {
  switch (cardDisplayState(card)) {
    case 'waiting-approval':
      return 'inAnalysis';
    case 'not-validated':
    case 'reregister':
      return 'notValidated';
    case 'pending-validation':
      return 'pendingValidation';
    case 'blocked':
      return 'blocked';
    case 'validated':
      return null;
  }
}

/** A store product card that is not pre/post-paid (first in the list). */
const isProductCard = (card: PaymentMethod) =>
  card.product !== null && !isPrePostPaidType(card.type);

function sortGroup(card: PaymentMethod): number {
  if (isPrePostPaidType(card.type)) return 4;
  if (isProductCard(card)) return 0;
  switch (cardDisplayState(card)) {
    case 'validated':
      return 1;
    case 'pending-validation':
    case 'waiting-approval':
      return 2;
    default:
      return 3;
  }
}

/** The wallet's order; stable, so cards of one group keep the API's newest-first order. */
export function sortPaymentMethods(cards: readonly PaymentMethod[]): PaymentMethod[] {
  return cards
    .map((card, index) => ({ card, index }))
    .sort((a, b) => sortGroup(a.card) - sortGroup(b.card) || a.index - b.index)
    .map(({ card }) => card);
}

/** docs/spec/wallet-checklist.md §2: the smaller add button above 4 methods. */
export const COMPACT_ADD_BUTTON_ABOVE = 4;
