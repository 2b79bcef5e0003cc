// Which banners the home shows, in order (docs/spec/wallet-checklist.md §2 Home, §6;
// docs/spec/account-checklist.md §6): a missing e-mail (never at the demo stage), an e-mail not yet
// validated, a face under review, and "add a card" when adding is allowed and the wallet is empty.
// A banner whose link leads to a section the partner switched off is not shown: the guard would
// only send the user back home.
import type { UserProfile } from '@rosto/contract/schemas/user';
import type { PartnerView } from '../../../lib/partner';
import { mayAddPaymentMethod } from '../../../lib/payment-rights';

export type HomeBanner = 'emailMissing' | 'emailNotValidated' | 'faceUnderReview' | 'addCard';

export type BannerProfile = Pick<
  UserProfile,
  'email' | 'isEmailValidated' | 'scoreStatus' | 'blocked' | 'allowAddPaymentStatus'
>;

export interface HomeBannerInput {
  profile: BannerProfile;
  isDemo: boolean;
  views: readonly PartnerView[];
  /** Whether the wallet has no card; undefined while it is not known (no banner yet). */
  walletEmpty: boolean | undefined;
}

/** Whether the home needs the card list at all: only to decide the add-card banner. */
export function needsWalletState({
  profile,
  views,
}: Omit<HomeBannerInput, 'walletEmpty' | 'isDemo'>) {
  return views.includes('wallet') && mayAddPaymentMethod(profile);
}

export function homeBanners(input: HomeBannerInput): HomeBanner[] {
  const { profile, isDemo, views, walletEmpty } = input;
  const banners: HomeBanner[] = [];
  // Both e-mail banners lead to /editar-conta, behind the profile view.
  const canEditEmail = views.includes('profile');
  const hasEmail = (profile.email ?? '').trim() !== '';
  if (canEditEmail && !hasEmail && !isDemo) banners.push('emailMissing');
  if (canEditEmail && hasEmail && !profile.isEmailValidated) banners.push('emailNotValidated');
  if (profile.scoreStatus === 'WAITING_APPROVAL') banners.push('faceUnderReview');
  if (walletEmpty === true && needsWalletState(input)) banners.push('addCard');
  return banners;
}
