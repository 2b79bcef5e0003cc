// PUT entrance/register/confirm-phone: the six-digit code confirms the phone.
import { useMutation } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { RegisterConfirmPhoneBody } from '@rosto/contract/schemas/entrance';
import { apiClient } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';

export function confirmRegisterPhone(input: { registerIntentionId: string; otp: string }) {
  const body: RegisterConfirmPhoneBody = { deviceUUID: getDeviceId(), ...input };
  return apiClient.call(endpoints.registerConfirmPhone, { body });
}

export const confirmPhoneMutation = () => ({
  mutationKey: ['entrance', 'register', 'confirm-phone'],
  mutationFn: confirmRegisterPhone,
});

export function useConfirmRegisterPhone() {
  return useMutation(confirmPhoneMutation());
}
