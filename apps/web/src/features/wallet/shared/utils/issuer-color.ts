// A shop's card wears its issuer's colour (decision 075): the brand of the
// network that issued it, as the API read it from the issuing place's partner,
// whichever partner the customer visits with. Null when none is known.
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { readableTextOn } from '../../../../lib/partner-theme';

const HEX = /^#[0-9a-f]{6}$/iu;

interface IssuerColors {
  /** The issuer's brand colour, "#rrggbb". */
  background: string;
  /** White or near-black, whichever reads on it. */
  text: string;
}

export function issuerColorsOf(
  card: Pick<PaymentMethod, 'authorizer' | 'cardMetadata'>,
): IssuerColors | null {
  const color = card.authorizer === 'PLACE' ? card.cardMetadata?.issuerColor : null;
  if (!color || !HEX.test(color)) return null;
  return { background: color, text: readableTextOn(color) };
}
