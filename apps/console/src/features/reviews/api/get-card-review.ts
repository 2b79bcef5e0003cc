// GET console/reviews/cards/:id: one held card and why it is held (the other
// wallets' first names): kept in memory only while the page shows it.
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';

export const cardReviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['console', 'reviews', 'cards', id],
    queryFn: ({ signal }) =>
      apiClient.call(endpoints.consoleCardReview, { params: { id }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

export function useCardReview(id: string) {
  return useQuery(cardReviewQueryOptions(id));
}
