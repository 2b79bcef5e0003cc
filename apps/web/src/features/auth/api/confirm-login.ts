// PUT entrance/login/confirm-phone: the code for the session token and profile;
// the app's language becomes the account's, for the messages it gets.
import { useMutation } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { LoginConfirmPhoneBody } from '@rosto/contract/schemas/entrance';
import { apiClient } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';
import { currentLanguage } from '../../../lib/i18n';

export function confirmLogin({ loginIntentionId, otp }: { loginIntentionId: string; otp: string }) {
  const body: LoginConfirmPhoneBody = {
    deviceUUID: getDeviceId(),
    loginIntentionId,
    otp,
    language: currentLanguage(),
  };
  return apiClient.call(endpoints.loginConfirmPhone, { body });
}

export const confirmLoginMutation = () => ({
  mutationKey: ['entrance', 'login', 'confirm'],
  mutationFn: confirmLogin,
});

export function useConfirmLogin() {
  return useMutation(confirmLoginMutation());
}
