// Under a white-label partner, its own shops come first, under its name, and
// the other shops that take Rosto after them: the customer's account pays at
// any of them, so none is hidden (decision 069). Without a partner, one list.
import type { PartnerShop } from '@rosto/contract/schemas/places';

export interface ShopGroups {
  /** The partner's own shops; null outside a partner's brand. */
  partner: { name: string; shops: PartnerShop[] } | null;
  others: PartnerShop[];
}

export function groupShops(
  shops: readonly PartnerShop[],
  partner: { slug: string; name: string } | null,
): ShopGroups {
  if (!partner) return { partner: null, others: [...shops] };
  const own = shops.filter((shop) => shop.partner.slug === partner.slug);
  const others = shops.filter((shop) => shop.partner.slug !== partner.slug);
  return { partner: { name: partner.name, shops: own }, others };
}
