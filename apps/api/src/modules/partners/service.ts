// Partner look-ups: the branding of a white-label partner, or PARTNER_NOT_FOUND.
import type { Partner } from '@rosto/contract/schemas/partner';
import { AppError } from '../../errors';
import type { PartnersRepository } from './repository';

export interface PartnersDeps {
  partners: Pick<PartnersRepository, 'findBySlugOrId'>;
}

export function createPartnersService(deps: PartnersDeps) {
  return {
    async partner(slugOrId: string): Promise<Partner> {
      const partner = await deps.partners.findBySlugOrId(slugOrId);
      if (!partner) throw new AppError('PARTNER_NOT_FOUND');
      return partner;
    },
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
