// @vitest-environment node
// The partner's own shops first, the others after (decision 069).
import { describe, expect, it } from 'vitest';
import type { PartnerShop } from '@rosto/contract/schemas/places';
import { groupShops } from './group-shops';

const shop = (name: string, slug: string): PartnerShop => ({
  id: crypto.randomUUID(),
  name,
  address: `Rua ${name}, 1`,
  location: null,
  partner: { slug, name: slug },
});
const shops = [
  shop('Alfa', 'mercado-azul'),
  shop('Beta', 'padaria-sol'),
  shop('Gama', 'mercado-azul'),
];
const names = (list: PartnerShop[]) => list.map((item) => item.name);

describe('groupShops', () => {
  it("puts a white-label partner's shops first and keeps the others after them", () => {
    const groups = groupShops(shops, { slug: 'mercado-azul', name: 'Mercado Azul' });
    expect(groups.partner?.name).toBe('Mercado Azul');
    expect(names(groups.partner!.shops)).toEqual(['Alfa', 'Gama']);
    expect(names(groups.others)).toEqual(['Beta']);
  });

  it('is one list, in the server’s order, without a partner', () => {
    const groups = groupShops(shops, null);
    expect(groups.partner).toBeNull();
    expect(names(groups.others)).toEqual(['Alfa', 'Beta', 'Gama']);
  });
});
