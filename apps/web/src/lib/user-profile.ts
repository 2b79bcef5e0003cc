// GET user/profile: the signed-in user's profile, read by the signed-in layout
// (guards), sign-in, registration, face capture, home and profile screens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { apiClient } from './api-client';

export function fetchProfile({ signal }: { signal?: AbortSignal } = {}): Promise<UserProfile> {
  return apiClient.call(endpoints.userProfile, { signal });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'profile'],
    queryFn: ({ signal }) => fetchProfile({ signal }),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
