// POST user/credit-card/validate: makes the small validation charge (60 s,
// docs/spec/wallet-checklist.md §9).
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { apiClient } from '../../../lib/api-client';
import { CARD_VALIDATION_TIMEOUT_MS, useWalletMutation, walletMutation } from './wallet-calls';

export const startCardValidation = (paymentMethodId: string) =>
  apiClient.call(endpoints.validateCard, {
    body: { paymentMethodId },
    timeoutMs: CARD_VALIDATION_TIMEOUT_MS,
  });

export const startCardValidationMutation = () => walletMutation('validate', startCardValidation);

export const useStartCardValidation = () => useWalletMutation(startCardValidationMutation());
