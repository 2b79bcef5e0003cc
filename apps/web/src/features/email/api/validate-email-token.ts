// POST entrance/register/validate-email-token: the link's token and the CPF of
// its owner confirm the e-mail address.
import { useMutation } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { ValidateEmailTokenBody } from '@rosto/contract/schemas/entrance';
import { apiClient } from '../../../lib/api-client';

export function validateEmailToken(body: ValidateEmailTokenBody) {
  return apiClient.call(endpoints.registerValidateEmailToken, { body });
}

export const validateEmailTokenMutation = () => ({
  mutationKey: ['entrance', 'validate-email-token'],
  mutationFn: validateEmailToken,
});

export function useValidateEmailToken() {
  return useMutation(validateEmailTokenMutation());
}
