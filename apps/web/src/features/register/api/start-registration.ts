// POST entrance/register/start: opens a registration once the terms are
// accepted and the name and CPF are known, with the device it happens on.
import { useMutation } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { RegisterStartBodyInput } from '@rosto/contract/schemas/entrance';
import { apiClient } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';
import { getPartnerState } from '../../../lib/partner';
import { registrationDeviceInfo } from '../utils/registration-device-info';

export interface StartRegistrationInput {
  fullName: string;
  cpf: string;
  /** When the terms were accepted: the opt-in moment. */
  acceptedTermsAt: string;
  recaptcha: string | null;
  /** 'visible' when the token is the checkbox's (decision 040 §10). */
  recaptchaKind?: 'visible';
}

export async function startRegistration(input: StartRegistrationInput) {
  const body: RegisterStartBodyInput = {
    deviceUUID: getDeviceId(),
    fullName: input.fullName,
    cpf: input.cpf,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Sao_Paulo',
    partnerId: getPartnerState().partner?.id ?? null,
    recaptcha: input.recaptcha,
    ...(input.recaptchaKind ? { recaptchaKind: input.recaptchaKind } : {}),
    optInAt: input.acceptedTermsAt,
    optInBy: 'register',
    acceptedTerms: true,
    deviceInfo: await registrationDeviceInfo(),
  };
  return apiClient.call(endpoints.registerStart, { body });
}

export const startRegistrationMutation = () => ({
  mutationKey: ['entrance', 'register', 'start'],
  mutationFn: startRegistration,
});

export function useStartRegistration() {
  return useMutation(startRegistrationMutation());
}
