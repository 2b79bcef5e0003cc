// GET user/profile: the signed-in user's profile, read by the signed-in layout
// (guards), home and profile screens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@rosto/contract/api-paths';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { apiClient } from '../../../lib/api-client';

export function fetchProfile({ signal }: { signal?: AbortSignal } = {}): Promise<UserProfile> {
  return apiClient.get<UserProfile>(apiPaths.userProfile, { signal });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'profile'],
    queryFn: ({ signal }) => fetchProfile({ signal }),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
