// POST user/consents/biometric (LGPD art. 11, I; issue 9): the consent to
// biometric processing the user ticks on the instructions, recorded (with its
// date and the terms version) before the first photo. Without it every
// capture call answers BIOMETRIC_CONSENT_REQUIRED.
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { apiClient } from '../../../lib/api-client';

export function recordBiometricConsent({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.call(endpoints.biometricConsent, { body: { accepted: true }, signal });
}
