// POST user/payment-method/senff/finish: adds the Senff card with its SMS code (30 s,
// docs/spec/wallet-checklist.md §9).
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { SenffFinishBody } from '@rosto/contract/schemas/payment-methods';
import { apiClient } from '../../../lib/api-client';
import { SHORT_WALLET_CALL_TIMEOUT_MS, useWalletMutation, walletMutation } from './wallet-calls';

export const senffFinish = (body: SenffFinishBody) =>
  apiClient.call(endpoints.senffFinish, { body, timeoutMs: SHORT_WALLET_CALL_TIMEOUT_MS });

export const senffFinishMutation = () => walletMutation('senff-finish', senffFinish);

export const useSenffFinish = () => useWalletMutation(senffFinishMutation());
