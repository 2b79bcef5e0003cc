// POST entrance/login/start: sends the sign-in code to the account's phone, in
// the app's language. Calling it again on the same device is the resend (by SMS
// or by call).
import { useMutation } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { LoginStartBodyInput } from '@rosto/contract/schemas/entrance';
import { apiClient } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';
import { currentLanguage } from '../../../lib/i18n';
import { getPartnerState } from '../../../lib/partner';

export interface StartLoginInput {
  cpf: string;
  call?: boolean;
  recaptcha?: string | null;
  /** 'visible' when the token is the checkbox's (decision 040 §10). */
  recaptchaKind?: 'visible';
}

export function startLogin({
  cpf,
  call = false,
  recaptcha = null,
  recaptchaKind,
}: StartLoginInput) {
  const body: LoginStartBodyInput = {
    deviceUUID: getDeviceId(),
    cpf,
    call,
    partnerId: getPartnerState().partner?.id ?? null,
    recaptcha,
    ...(recaptchaKind ? { recaptchaKind } : {}),
    language: currentLanguage(),
  };
  return apiClient.call(endpoints.loginStart, { body });
}

export const startLoginMutation = () => ({
  mutationKey: ['entrance', 'login', 'start'],
  mutationFn: startLogin,
});

export function useStartLogin() {
  return useMutation(startLoginMutation());
}
