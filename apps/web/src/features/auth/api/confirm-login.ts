// PUT entrance/login/confirm-phone: the code for the session token and profile.
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@rosto/contract/api-paths';
import type {
  LoginConfirmPhoneBody,
  LoginConfirmPhoneResult,
} from '@rosto/contract/schemas/entrance';
import { apiClient } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';

export function confirmLogin({ loginIntentionId, otp }: { loginIntentionId: string; otp: string }) {
  const body: LoginConfirmPhoneBody = { deviceUUID: getDeviceId(), loginIntentionId, otp };
  return apiClient.put<LoginConfirmPhoneResult>(apiPaths.loginConfirmPhone, body);
}

export const confirmLoginMutation = () => ({
  mutationKey: ['entrance', 'login', 'confirm'],
  mutationFn: confirmLogin,
});

export function useConfirmLogin() {
  return useMutation(confirmLoginMutation());
}
