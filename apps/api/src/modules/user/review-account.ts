// The app-store review account (decision 026): store reviewers cannot receive
// our SMS, so one configured CPF (REVIEW_ACCOUNT_CPF, refused in production)
// signs in and registers with a fixed code (REVIEW_ACCOUNT_CODE) that is never
// sent, skips the face step at registration, and carries the REVIEW_ACCOUNT flag.
import type { UserFeature } from '@rosto/contract/schemas/user';
import type { ReviewAccount } from '../../config/env';

export const REVIEW_ACCOUNT_FEATURE = 'REVIEW_ACCOUNT' satisfies UserFeature;

/** True when `cpf` is the configured review account's (never when none is configured). */
export function isReviewAccount(
  account: Pick<ReviewAccount, 'cpf'> | null,
  cpf: string | null,
): boolean {
  return account !== null && cpf !== null && cpf === account.cpf;
}

/** The fixed code for `cpf` when it is the review account's; undefined for everyone else. */
export function reviewCodeFor(
  account: ReviewAccount | null,
  cpf: string | null,
): string | undefined {
  return account !== null && isReviewAccount(account, cpf) ? account.code : undefined;
}
