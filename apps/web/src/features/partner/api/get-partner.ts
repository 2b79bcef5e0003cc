// GET /partner/{slug or id}. Fetched once at boot with the API client alone:
// pulling React Query into the entry chunk for one call would cost ~11 KiB on
// the first screen, so this endpoint has no queryOptions or hook.
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { apiClient, isApiError } from '../../../lib/api-client';
import type { Partner } from '../../../lib/partner';

export function fetchPartner(slugOrId: string): Promise<Partner> {
  return apiClient.call(endpoints.partner, { params: { slugOrId } });
}

/** No partner answers to that slug or id: asking again will not change it. */
export function isUnknownPartner(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
