// PUT user/profile/email: saves the address and mails it a confirmation link
// back to this app's /validar-email (the API appends /{token}). It answers
// the profile, which replaces the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { UpdateEmailBody } from '@rosto/contract/schemas/user';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/user-profile';

/** The link base in the mail: this origin, as the API accepts only the app's own. */
export function emailConfirmationUrl(origin: string = window.location.origin): string {
  return `${origin}${paths.emailConfirmation.getHref()}`;
}

export function updateEmail({ email }: { email: string }) {
  const body: UpdateEmailBody = { email, confirmationURL: emailConfirmationUrl() };
  return apiClient.call(endpoints.updateEmail, { body });
}

export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'profile', 'email'],
    mutationFn: updateEmail,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
