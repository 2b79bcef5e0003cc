// POST user/payment-method/dmcard: adds a DMCard partner card (60 s, docs/spec/wallet-checklist.md
// §9).
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { AddDmCardBody } from '@rosto/contract/schemas/payment-methods';
import { apiClient } from '../../../lib/api-client';
import { CARD_ADD_TIMEOUT_MS, useWalletMutation, walletMutation } from './wallet-calls';

export const addDmCard = (body: AddDmCardBody) =>
  apiClient.call(endpoints.addDmCard, { body, timeoutMs: CARD_ADD_TIMEOUT_MS });

export const addDmCardMutation = () => walletMutation('add-dm-card', addDmCard);

export const useAddDmCard = () => useWalletMutation(addDmCardMutation());
