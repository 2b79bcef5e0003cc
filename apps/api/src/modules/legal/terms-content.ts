// The published terms-of-use texts (content/ is written by the legal side), upserted at every start.
import { termsOfUseBr } from './content/terms-of-use-br';
import { termsOfUseEn } from './content/terms-of-use-en';
import type { TermsOfUseContent } from './repository';

export const termsOfUseContents: readonly TermsOfUseContent[] = [termsOfUseBr, termsOfUseEn];
