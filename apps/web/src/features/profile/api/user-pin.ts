// The PIN calls of /perfil/redefinir-pin: check the PIN (5 wrong in a row lock
// it), replace it (the current one, or the one sent by SMS, checked first), or
// have the API replace it at once with a random one sent by SMS, which also
// unlocks it and gives a PIN to a user who had none.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { ChangePinBody } from '@rosto/contract/schemas/user';
import { apiClient } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/user-profile';

/**
 * docs/spec/account-checklist.md §9: the PIN sent by SMS arrives in about this long (the text says
 * so).
 */
export const NEW_PIN_SMS_SECONDS = 5;

export function verifyPin(pin: string) {
  return apiClient.call(endpoints.verifyPin, { body: { pin } });
}

export function useVerifyPin() {
  return useMutation({ mutationKey: ['user', 'pin', 'verify'], mutationFn: verifyPin });
}

export function changePin(body: ChangePinBody) {
  return apiClient.call(endpoints.changePin, { body });
}

export function useChangePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'pin', 'change'],
    mutationFn: changePin,
    // docs/spec/account-checklist.md §2: after a change the profile is read again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
    },
  });
}

export function resetPin() {
  return apiClient.call(endpoints.resetPin);
}

export function useResetPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'pin', 'reset'],
    mutationFn: resetPin,
    // A user without a PIN has one from now on (hasPin).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
    },
  });
}
