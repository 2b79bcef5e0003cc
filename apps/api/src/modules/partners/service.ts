// Partner look-ups: the branding of a white-label partner, or PARTNER_NOT_FOUND;
// the colour a store card takes from the partner that issues it.
import type { Partner } from '@rosto/contract/schemas/partner';
import { toIssuerColor } from '@rosto/contract/schemas/payment-methods';
import { AppError } from '../../errors';
import type { PartnersRepository } from './repository';

export interface PartnersDeps {
  partners: Pick<PartnersRepository, 'findBySlugOrId' | 'findIssuerOfPlace'>;
}

export function createPartnersService(deps: PartnersDeps) {
  return {
    async partner(slugOrId: string): Promise<Partner> {
      const partner = await deps.partners.findBySlugOrId(slugOrId);
      if (!partner) throw new AppError('PARTNER_NOT_FOUND');
      return partner;
    },

    /**
     * The brand colour of the network whose place a store card names: its
     * partner's primary colour, "#rrggbb"; null when the place is unknown or
     * the colour is not a hex one (decision 075).
     */
    async issuerColor(placeName: string): Promise<string | null> {
      const issuer = await deps.partners.findIssuerOfPlace(placeName);
      return toIssuerColor(issuer?.options.colors.primary);
    },
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
