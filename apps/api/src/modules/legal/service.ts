// Legal texts: the latest published terms of use of a locale (or TERMS_NOT_FOUND),
// with the operator's details filled in from the configuration.
import { fillOperatorPlaceholders } from '@rosto/contract/legal-text';
import type { LegalOperator } from '@rosto/contract/schemas/legal-operator';
import type { TermsLocale, TermsOfUse } from '@rosto/contract/schemas/terms';
import { AppError } from '../../errors';
import type { LegalRepository } from './repository';

export interface LegalDeps {
  legal: Pick<LegalRepository, 'latestTermsOfUse'>;
  operator: LegalOperator;
}

export function createLegalService(deps: LegalDeps) {
  return {
    async termsOfUse(locale: TermsLocale): Promise<TermsOfUse> {
      const terms = await deps.legal.latestTermsOfUse(locale);
      if (!terms) throw new AppError('TERMS_NOT_FOUND');
      const textLocale = locale === 'en' ? 'en' : 'pt-BR';
      return { ...terms, html: fillOperatorPlaceholders(terms.html, deps.operator, textLocale) };
    },

    operator(): LegalOperator {
      return deps.operator;
    },
  };
}
export type LegalService = ReturnType<typeof createLegalService>;
