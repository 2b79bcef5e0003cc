// A card's name on its button: the customer's alias, else the brand's own
// name (a proper noun, the same in every language), else "Cartão".
import type { CardBrand } from '@rosto/contract/validators/card-number';

const brandNames: Record<CardBrand, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMERICAN_EXPRESS: 'American Express',
  DINERS: 'Diners Club',
  ELO: 'Elo',
  HIPER: 'Hiper',
  HIPERCARD: 'Hipercard',
  JCB: 'JCB',
  AURA: 'Aura',
  GREEN_BENEFICIOS: 'Green Benefícios',
};

export function cardName(
  card: { alias: string | null; brand: CardBrand | null },
  fallback: string,
): string {
  const alias = card.alias?.trim();
  if (alias) return alias;
  return card.brand ? brandNames[card.brand] : fallback;
}
