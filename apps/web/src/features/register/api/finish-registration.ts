// PUT entrance/register/finish: creates the user with the chosen PIN and the
// app's language (for its messages), and answers the session token and profile.
import { useMutation } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { RegisterFinishBody } from '@rosto/contract/schemas/entrance';
import { apiClient } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';
import { currentLanguage } from '../../../lib/i18n';

export function finishRegistration(input: { registerIntentionId: string; pin: string }) {
  const body: RegisterFinishBody = {
    deviceUUID: getDeviceId(),
    ...input,
    language: currentLanguage(),
  };
  return apiClient.call(endpoints.registerFinish, { body });
}

export const finishRegistrationMutation = () => ({
  mutationKey: ['entrance', 'register', 'finish'],
  mutationFn: finishRegistration,
});

export function useFinishRegistration() {
  return useMutation(finishRegistrationMutation());
}
