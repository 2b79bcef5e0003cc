// A card's name on its button: the customer's alias, else the brand's own
// name (a proper noun, the same in every language), else "Cartão". A card in a
// list or a reason says only its brand and last four digits, as a statement does.
import { type CardBrand, cardBrandNames } from '@rosto/contract/validators/card-number';

export function cardName(
  card: { alias: string | null; brand: CardBrand | null },
  fallback: string,
): string {
  const alias = card.alias?.trim();
  if (alias) return alias;
  return card.brand ? cardBrandNames[card.brand] : fallback;
}

/**
 * "Visa •••• 4242"; "Cartão •••• 4242" without a brand; the name alone
 * without digits. The dots and the digits never part at a line's end.
 */
export function cardNumberLabel(
  card: { brand: CardBrand | null; lastFour: string | null },
  fallback: string,
): string {
  const name = card.brand ? cardBrandNames[card.brand] : fallback;
  return card.lastFour ? `${name} ••••\u00a0${card.lastFour}` : name;
}
