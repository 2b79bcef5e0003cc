// GET legal/operator: the company the privacy policy names (issue 13, point 7),
// from the server's configuration, so the bundle holds no company details.
// The policy is a light page (no query cache, also shown over the sign-in),
// so the answer is kept here for the visit; a failure is not kept.
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { LegalOperator } from '@rosto/contract/schemas/legal-operator';
import { apiClient } from '../../../lib/api-client';

let pending: Promise<LegalOperator> | null = null;

export function fetchLegalOperator(): Promise<LegalOperator> {
  pending ??= apiClient.call(endpoints.legalOperator, {}).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
