// PUT entrance/register/set-email: the confirmed (retyped) e-mail.
import { useMutation } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { RegisterSetEmailBody } from '@rosto/contract/schemas/entrance';
import { apiClient } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';

export function setRegisterEmail(input: { registerIntentionId: string; email: string }) {
  const body: RegisterSetEmailBody = { deviceUUID: getDeviceId(), ...input };
  return apiClient.call(endpoints.registerSetEmail, { body });
}

export const setEmailMutation = () => ({
  mutationKey: ['entrance', 'register', 'set-email'],
  mutationFn: setRegisterEmail,
});

export function useSetRegisterEmail() {
  return useMutation(setEmailMutation());
}
