// Who may add a payment method (docs/spec/wallet-checklist.md §6 "Add-card rights"): a user who is
// not blocked and whose payment status is AUTO_APPROVED, MANUAL_APPROVED or
// WAITING_APPROVAL. The wallet's add button and the home's "add a card" banner
// follow this one rule.
import type { UserProfile } from '@rosto/contract/schemas/user';

const ADD_ALLOWED: ReadonlySet<string> = new Set([
  'AUTO_APPROVED',
  'MANUAL_APPROVED',
  'WAITING_APPROVAL',
]);

export function mayAddPaymentMethod(
  profile: Pick<UserProfile, 'blocked' | 'allowAddPaymentStatus'> | undefined,
): boolean {
  return (
    profile !== undefined &&
    !profile.blocked &&
    profile.allowAddPaymentStatus !== null &&
    ADD_ALLOWED.has(profile.allowAddPaymentStatus)
  );
}
