// DELETE user/payment-method/{paymentMethodId}: removes a card from the wallet.
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { apiClient } from '../../../lib/api-client';
import { useWalletMutation, walletMutation } from './wallet-calls';

export const deletePaymentMethod = (paymentMethodId: string) =>
  apiClient.call(endpoints.deletePaymentMethod, { params: { paymentMethodId } });

export const deletePaymentMethodMutation = () => walletMutation('delete', deletePaymentMethod);

export const useDeletePaymentMethod = () => useWalletMutation(deletePaymentMethodMutation());
