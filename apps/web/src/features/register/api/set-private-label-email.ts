// PUT entrance/register/set-privatelabel-email: a partner's user (signed in,
// bearer token) gives the e-mail and opts in to Rosto.
import { useMutation } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { RegisterSetPrivateLabelEmailBody } from '@rosto/contract/schemas/entrance';
import { apiClient } from '../../../lib/api-client';

export function setPrivateLabelEmail(body: RegisterSetPrivateLabelEmailBody) {
  return apiClient.call(endpoints.registerSetPrivateLabelEmail, { body });
}

export const setPrivateLabelEmailMutation = () => ({
  mutationKey: ['entrance', 'register', 'set-privatelabel-email'],
  mutationFn: setPrivateLabelEmail,
});

export function useSetPrivateLabelEmail() {
  return useMutation(setPrivateLabelEmailMutation());
}
