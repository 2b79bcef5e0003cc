// Legal texts: the latest published terms of use of a locale, or TERMS_NOT_FOUND.
import type { TermsLocale, TermsOfUse } from '@rosto/contract/schemas/terms';
import { AppError } from '../../errors';
import type { LegalRepository } from './repository';

export interface LegalDeps {
  legal: Pick<LegalRepository, 'latestTermsOfUse'>;
}

export function createLegalService(deps: LegalDeps) {
  return {
    async termsOfUse(locale: TermsLocale): Promise<TermsOfUse> {
      const terms = await deps.legal.latestTermsOfUse(locale);
      if (!terms) throw new AppError('TERMS_NOT_FOUND');
      return terms;
    },
  };
}
export type LegalService = ReturnType<typeof createLegalService>;
