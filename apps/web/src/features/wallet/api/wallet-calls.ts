// What the wallet's endpoint files share: the timeouts of docs/spec/wallet-checklist.md §9 (the
// adds and edits 60 s, Senff, the authorizers and the status 30 s, the
// validation 60 s) and, for every change, the wallet read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletQueryKey } from '../../../lib/queries/wallet-cards';

/** docs/spec/wallet-checklist.md §9. */
export const CARD_ADD_TIMEOUT_MS = 60_000;
export const CARD_VALIDATION_TIMEOUT_MS = 60_000;
export const SHORT_WALLET_CALL_TIMEOUT_MS = 30_000;

/** A change's key under the wallet's, and its call. */
export const walletMutation = <TInput, TResult>(
  key: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) => ({ mutationKey: [...walletQueryKey, key], mutationFn });

/** Every change to a card reads the wallet again (list, card, status, authorizers). */
export function useWalletMutation<TInput, TResult>(options: {
  mutationKey: readonly string[];
  mutationFn: (input: TInput) => Promise<TResult>;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletQueryKey }),
  });
}
