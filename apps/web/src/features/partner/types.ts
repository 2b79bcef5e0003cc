// Partner branding types come from the contract. The default views are copied
// (not imported) because the contract module would bring full zod into the
// entry chunk; a unit test keeps the copy equal.
import type { PartnerView } from '@rosto/contract/schemas/partner';

export type { Partner, PartnerView } from '@rosto/contract/schemas/partner';

export const DEFAULT_PARTNER_VIEWS: readonly PartnerView[] = [
  'home',
  'transactions',
  'wallet',
  'profile',
  'places',
];
