// The wallet's calls (wallet.md §7) with the spec's timeouts and cache rules:
// the card list (stale 10 s, kept 10 min, one retry), the authorizers and the
// limit status (30 s; the status's errors are swallowed), the adds (60 s; Senff
// 30 s), the edits and the validation (60 s). Every change reads the list again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@rosto/contract/endpoints';
import type {
  AddCreditCardBody,
  AddDmCardBody,
  AddFoodVoucherBodyInput,
  PaymentMethod,
  PaymentMethodStatus,
  SenffFinishBody,
  SenffStartBody,
  UpdateCardDataBody,
} from '@rosto/contract/schemas/payment-methods';
import { apiClient } from '../../../lib/api-client';

/** wallet.md §9. */
export const CARD_ADD_TIMEOUT_MS = 60_000;
export const CARD_VALIDATION_TIMEOUT_MS = 60_000;
export const SHORT_WALLET_CALL_TIMEOUT_MS = 30_000;

const walletKey = ['user', 'wallet'] as const;

export const paymentMethodsQueryOptions = (options: { includeBalance?: boolean } = {}) =>
  queryOptions({
    queryKey: [...walletKey, 'payment-methods', options.includeBalance ?? false],
    queryFn: async ({ signal }) =>
      (
        await apiClient.call(endpoints.paymentMethods, {
          query: {
            includeBalance: options.includeBalance ? 'true' : 'false',
            _sort: 'createdAt',
            _order: 'DESC',
          },
          signal,
        })
      ).data,
    staleTime: 10_000,
    gcTime: 10 * 60_000,
    retry: 1,
  });

export function usePaymentMethods(options: { includeBalance?: boolean } = {}) {
  return useQuery(paymentMethodsQueryOptions(options));
}

/** One card, deleted ones included (the list call with its id; the first item). */
export const paymentMethodQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...walletKey, 'payment-method', id],
    queryFn: async ({ signal }): Promise<PaymentMethod | null> =>
      (
        await apiClient.call(endpoints.paymentMethods, {
          query: { id, includeBalance: 'true', includeDeleted: 'true' },
          signal,
        })
      ).data[0] ?? null,
    staleTime: 10_000,
    gcTime: 10 * 60_000,
    retry: 1,
  });

export function usePaymentMethod(id: string) {
  return useQuery(paymentMethodQueryOptions(id));
}

export const authorizersQueryOptions = () =>
  queryOptions({
    queryKey: [...walletKey, 'authorizers'],
    queryFn: ({ signal }) =>
      apiClient.call(endpoints.availableAuthorizers, {
        query: { checkRemoteAuthorizers: 'false', checkPrivateLabelAuthorizers: 'true' },
        signal,
        timeoutMs: SHORT_WALLET_CALL_TIMEOUT_MS,
      }),
    retry: 1,
  });

export function useAuthorizers() {
  return useQuery(authorizersQueryOptions());
}

/** The limit status; a failure reads as "no limit known" (wallet.md §7: errors ignored). */
export const paymentMethodStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...walletKey, 'status'],
    queryFn: async ({ signal }): Promise<PaymentMethodStatus | null> => {
      try {
        return await apiClient.call(endpoints.paymentMethodStatus, {
          signal,
          timeoutMs: SHORT_WALLET_CALL_TIMEOUT_MS,
        });
      } catch {
        return null;
      }
    },
  });

export function usePaymentMethodStatus() {
  return useQuery(paymentMethodStatusQueryOptions());
}

export const creditsQueryOptions = (paymentMethodId: string) =>
  queryOptions({
    queryKey: [...walletKey, 'credits', paymentMethodId],
    queryFn: ({ signal }) =>
      apiClient.call(endpoints.credits, { query: { paymentMethodId }, signal }),
  });

export function useCredits(paymentMethodId: string) {
  return useQuery(creditsQueryOptions(paymentMethodId));
}

/** Every change to a card reads the wallet again (list, card, status, authorizers). */
function useWalletMutation<TInput, TResult>(
  key: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...walletKey, key],
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKey }),
  });
}

export const useAddCreditCard = () =>
  useWalletMutation('add-credit-card', (body: AddCreditCardBody) =>
    apiClient.call(endpoints.addCreditCard, { body, timeoutMs: CARD_ADD_TIMEOUT_MS }),
  );

export const useAddFoodVoucher = () =>
  useWalletMutation('add-food-voucher', (body: AddFoodVoucherBodyInput) =>
    apiClient.call(endpoints.addFoodVoucher, { body, timeoutMs: CARD_ADD_TIMEOUT_MS }),
  );

export const useAddDmCard = () =>
  useWalletMutation('add-dm-card', (body: AddDmCardBody) =>
    apiClient.call(endpoints.addDmCard, { body, timeoutMs: CARD_ADD_TIMEOUT_MS }),
  );

export const useSenffStart = () =>
  useWalletMutation('senff-start', (body: SenffStartBody) =>
    apiClient.call(endpoints.senffStart, { body, timeoutMs: SHORT_WALLET_CALL_TIMEOUT_MS }),
  );

export const useSenffFinish = () =>
  useWalletMutation('senff-finish', (body: SenffFinishBody) =>
    apiClient.call(endpoints.senffFinish, { body, timeoutMs: SHORT_WALLET_CALL_TIMEOUT_MS }),
  );

export const useUpdateCardData = () =>
  useWalletMutation('update-card-data', (body: UpdateCardDataBody) =>
    apiClient.call(endpoints.updateCardData, { body, timeoutMs: CARD_ADD_TIMEOUT_MS }),
  );

export const useDeletePaymentMethod = () =>
  useWalletMutation('delete', (paymentMethodId: string) =>
    apiClient.call(endpoints.deletePaymentMethod, { params: { paymentMethodId } }),
  );

export const useStartCardValidation = () =>
  useWalletMutation('validate', (paymentMethodId: string) =>
    apiClient.call(endpoints.validateCard, {
      body: { paymentMethodId },
      timeoutMs: CARD_VALIDATION_TIMEOUT_MS,
    }),
  );

export const useRandomAmountCheck = () =>
  useWalletMutation(
    'random-amount-check',
    (body: { paymentMethodId: string; amount: number; tries: number }) =>
      apiClient.call(endpoints.randomAmountCheck, { body, timeoutMs: CARD_VALIDATION_TIMEOUT_MS }),
  );

export const useUpdateCvv = () =>
  useWalletMutation('update-cvv', (body: { paymentMethodId: string; cvv: string }) =>
    apiClient.call(endpoints.updateCvv, { body, timeoutMs: CARD_VALIDATION_TIMEOUT_MS }),
  );
