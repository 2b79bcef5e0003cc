// user/profile/delete (LGPD art. 18; issue 9): the signed-in user deletes the
// account at once, confirmed with the PIN, or, without one, with a code sent
// by SMS to the registered phone (delete/code). The server erases the face
// data and ends every session, this one included.
import { useMutation } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { AccountDeletionCodeBodyInput } from '@rosto/contract/schemas/user';
import { apiClient } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';

export function requestAccountDeletionCode({ call = false }: { call?: boolean } = {}) {
  const body: AccountDeletionCodeBodyInput = { deviceUUID: getDeviceId(), call };
  return apiClient.call(endpoints.accountDeletionCode, { body });
}

export function useRequestAccountDeletionCode() {
  return useMutation({
    mutationKey: ['user', 'profile', 'delete', 'code'],
    mutationFn: requestAccountDeletionCode,
  });
}

/** The PIN for a user who has one, else the SMS code. */
export type AccountDeletionProof = { pin: string } | { otp: string };

export function deleteAccount(body: AccountDeletionProof) {
  return apiClient.call(endpoints.accountDeletion, { body });
}

export function useDeleteAccount() {
  return useMutation({
    mutationKey: ['user', 'profile', 'delete'],
    mutationFn: deleteAccount,
  });
}
