// PUT user/profile/language: the language the server's SMS, calls and e-mails
// to this account are written in (decision 042). It answers the profile,
// which replaces the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { UpdateLanguageBody } from '@rosto/contract/schemas/user';
import { apiClient } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/user-profile';

export function updateLanguage(body: UpdateLanguageBody) {
  return apiClient.call(endpoints.updateLanguage, { body });
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'profile', 'language'],
    mutationFn: updateLanguage,
    // Two quick switches reach the server in the order they were made.
    scope: { id: 'user-profile-language' },
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
