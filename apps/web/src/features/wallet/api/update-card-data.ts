// POST user/credit-card/update-user-card-data: a card's alias and billing ZIP code (60 s,
// docs/spec/wallet-checklist.md §9).
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { UpdateCardDataBody } from '@rosto/contract/schemas/payment-methods';
import { apiClient } from '../../../lib/api-client';
import { CARD_ADD_TIMEOUT_MS, useWalletMutation, walletMutation } from './wallet-calls';

export const updateCardData = (body: UpdateCardDataBody) =>
  apiClient.call(endpoints.updateCardData, { body, timeoutMs: CARD_ADD_TIMEOUT_MS });

export const updateCardDataMutation = () => walletMutation('update-card-data', updateCardData);

export const useUpdateCardData = () => useWalletMutation(updateCardDataMutation());
