// POST user/credit-card/random-amount-check: checks the charged amount the user read (60 s,
// docs/spec/wallet-checklist.md §9).
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { apiClient } from '../../../lib/api-client';
import { CARD_VALIDATION_TIMEOUT_MS, useWalletMutation, walletMutation } from './wallet-calls';

export const randomAmountCheck = (body: {
  paymentMethodId: string;
  amount: number;
  tries: number;
}) => apiClient.call(endpoints.randomAmountCheck, { body, timeoutMs: CARD_VALIDATION_TIMEOUT_MS });

export const randomAmountCheckMutation = () =>
  walletMutation('random-amount-check', randomAmountCheck);

export const useRandomAmountCheck = () => useWalletMutation(randomAmountCheckMutation());
