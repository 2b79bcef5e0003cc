// PUT entrance/register/set-phone: sets the phone and sends the code (SMS, or
// a voice call) in the app's language; calling it again is the resend.
import { useMutation } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { RegisterSetPhoneBodyInput } from '@rosto/contract/schemas/entrance';
import { PHONE_COUNTRY } from '@rosto/contract/validators/phone';
import { apiClient } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';
import { currentLanguage } from '../../../lib/i18n';

export interface SetPhoneInput {
  registerIntentionId: string;
  phone: { areaCode: string; number: string };
  call?: boolean;
}

export function setRegisterPhone({ registerIntentionId, phone, call = false }: SetPhoneInput) {
  const body: RegisterSetPhoneBodyInput = {
    deviceUUID: getDeviceId(),
    registerIntentionId,
    phone,
    country: PHONE_COUNTRY,
    call,
    language: currentLanguage(),
  };
  return apiClient.call(endpoints.registerSetPhone, { body });
}

export const setPhoneMutation = () => ({
  mutationKey: ['entrance', 'register', 'set-phone'],
  mutationFn: setRegisterPhone,
});

export function useSetRegisterPhone() {
  return useMutation(setPhoneMutation());
}
