// POST user/private-label: adds a food voucher (60 s, docs/spec/wallet-checklist.md §9).
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { AddFoodVoucherBodyInput } from '@rosto/contract/schemas/payment-methods';
import { apiClient } from '../../../lib/api-client';
import { CARD_ADD_TIMEOUT_MS, useWalletMutation, walletMutation } from './wallet-calls';

export const addFoodVoucher = (body: AddFoodVoucherBodyInput) =>
  apiClient.call(endpoints.addFoodVoucher, { body, timeoutMs: CARD_ADD_TIMEOUT_MS });

export const addFoodVoucherMutation = () => walletMutation('add-food-voucher', addFoodVoucher);

export const useAddFoodVoucher = () => useWalletMutation(addFoodVoucherMutation());
