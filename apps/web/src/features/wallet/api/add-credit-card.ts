// POST user/credit-card: adds a credit card (60 s, docs/spec/wallet-checklist.md §9).
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { AddCreditCardBody } from '@rosto/contract/schemas/payment-methods';
import { apiClient } from '../../../lib/api-client';
import { CARD_ADD_TIMEOUT_MS, useWalletMutation, walletMutation } from './wallet-calls';

export const addCreditCard = (body: AddCreditCardBody) =>
  apiClient.call(endpoints.addCreditCard, { body, timeoutMs: CARD_ADD_TIMEOUT_MS });

export const addCreditCardMutation = () => walletMutation('add-credit-card', addCreditCard);

export const useAddCreditCard = () => useWalletMutation(addCreditCardMutation());
