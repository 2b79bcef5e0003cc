// A card's name on its button: the customer's alias, else the brand's own
// name (a proper noun, the same in every language), else "Cartão".
import { type CardBrand, cardBrandNames } from '@rosto/contract/validators/card-number';

export function cardName(
  card: { alias: string | null; brand: CardBrand | null },
  fallback: string,
): string {
  const alias = card.alias?.trim();
  if (alias) return alias;
  return card.brand ? cardBrandNames[card.brand] : fallback;
}
