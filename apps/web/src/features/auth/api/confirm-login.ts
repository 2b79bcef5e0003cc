// PUT entrance/login/confirm-phone: the code for the session token and profile.
import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@rosto/contract/endpoints';
import type { LoginConfirmPhoneBody } from '@rosto/contract/schemas/entrance';
import { apiClient } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';

export function confirmLogin({ loginIntentionId, otp }: { loginIntentionId: string; otp: string }) {
  const body: LoginConfirmPhoneBody = { deviceUUID: getDeviceId(), loginIntentionId, otp };
  return apiClient.call(endpoints.loginConfirmPhone, { body });
}

export const confirmLoginMutation = () => ({
  mutationKey: ['entrance', 'login', 'confirm'],
  mutationFn: confirmLogin,
});

export function useConfirmLogin() {
  return useMutation(confirmLoginMutation());
}
