// Where a user goes once the code is accepted (docs/spec/account-checklist.md §2 "After success").
import type { LoginConfirmPhoneResult } from '@rosto/contract/schemas/entrance';
import { paths } from '../../../config/paths';
import { takeAfterLogin } from '../../../lib/after-login';

type SignedInProfile = LoginConfirmPhoneResult['profile'];

/** Face outcomes that show the validation result screen rather than home. */
const VALIDATION_STATUSES = new Set(['PROCESSING', 'FAIL', 'NOT_STARTED']);

/**
 * A partner-created user who has neither a face nor our opt-in yet finishes
 * on the private-label registration (with an e-mail already: the app-user
 * variant); otherwise the face outcome decides, and where home would be, the
 * screen the person was sent to sign in for (`afterLogin`). The signed-in
 * guards still apply the forced face registration rule after this.
 */
export function destinationAfterLogin(
  profile: SignedInProfile,
  afterLogin: string | null = takeAfterLogin(),
): string {
  const privateLabel = profile.privateLabelStatus;
  if (privateLabel.isEnabled && !privateLabel.hasEncodings && !privateLabel.hasOptIn) {
    return profile.email
      ? paths.registerPrivateLabelAppUser.getHref()
      : paths.registerPrivateLabel.getHref();
  }
  const outcome = profile.identityVerificationOutcome;
  if (outcome && VALIDATION_STATUSES.has(outcome)) return paths.faceValidation.getHref();
  return afterLogin ?? paths.home.getHref();
}
