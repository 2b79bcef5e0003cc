// Where a card opens (docs/spec/wallet-checklist.md §2): a pre/post-paid card its own page
// (/carteira/{id}), any other card the edit page, with the card as navigation
// state (the spec) and its id in the query, so a reload or a shared link still
// finds it (a decision: state alone is lost when the page is opened anew).
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { isPrePostPaidType } from '@rosto/contract/schemas/payment-methods';
import type { To } from 'react-router';
import { paths } from '../../../../config/paths';

export interface EditCardState {
  card: PaymentMethod;
}

export const editCardLink = (card: PaymentMethod): { to: To; state: EditCardState } => ({
  to: {
    pathname: paths.walletEditPaymentMethod.getHref(),
    search: `?id=${encodeURIComponent(card.id)}`,
  },
  state: { card },
});

export function cardPageLink(card: PaymentMethod): { to: To; state?: EditCardState } {
  return isPrePostPaidType(card.type)
    ? { to: paths.walletCard.getHref(card.id) }
    : editCardLink(card);
}

/**
 * The card the edit page was opened with: the `?id=` (with the state's card
 * when it is that one), else the state's card; null for neither.
 */
export function editTargetOf(
  state: unknown,
  search: string,
): { id: string; card?: PaymentMethod } | null {
  const stateCard = (state as Partial<EditCardState> | null)?.card;
  const card = stateCard && typeof stateCard.id === 'string' ? stateCard : undefined;
  const id = new URLSearchParams(search).get('id');
  if (id) return card?.id === id ? { id, card } : { id };
  return card ? { id: card.id, card } : null;
}
