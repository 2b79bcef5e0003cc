// POST user/credit-card/update-cvv: a card's security code, asked during validation (60 s,
// docs/spec/wallet-checklist.md §9).
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { apiClient } from '../../../lib/api-client';
import { CARD_VALIDATION_TIMEOUT_MS, useWalletMutation, walletMutation } from './wallet-calls';

export const updateCvv = (body: { paymentMethodId: string; cvv: string }) =>
  apiClient.call(endpoints.updateCvv, { body, timeoutMs: CARD_VALIDATION_TIMEOUT_MS });

export const updateCvvMutation = () => walletMutation('update-cvv', updateCvv);

export const useUpdateCvv = () => useWalletMutation(updateCvvMutation());
