// POST user/payment-method/senff/start: sends the SMS code for a Senff card (30 s,
// docs/spec/wallet-checklist.md §9).
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { SenffStartBody } from '@rosto/contract/schemas/payment-methods';
import { apiClient } from '../../../lib/api-client';
import { SHORT_WALLET_CALL_TIMEOUT_MS, useWalletMutation, walletMutation } from './wallet-calls';

export const senffStart = (body: SenffStartBody) =>
  apiClient.call(endpoints.senffStart, { body, timeoutMs: SHORT_WALLET_CALL_TIMEOUT_MS });

export const senffStartMutation = () => walletMutation('senff-start', senffStart);

export const useSenffStart = () => useWalletMutation(senffStartMutation());
