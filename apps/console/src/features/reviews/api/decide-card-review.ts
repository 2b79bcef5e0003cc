// POST console/reviews/cards/:id/approve and …/reject. Either decision
// takes the card off the queue, so the queue and Início's counts refresh.
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';
import { overviewQueryOptions } from '../../../lib/queries/overview';
import { cardReviewsQueryOptions } from './get-card-reviews';

export type CardApproval = EndpointBody<'consoleCardReviewApprove'>;
export type CardRejection = EndpointBody<'consoleCardReviewReject'>;

function useRefreshQueues() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(cardReviewsQueryOptions()),
      queryClient.invalidateQueries(overviewQueryOptions()),
    ]);
}

export function useApproveCardReview(id: string) {
  const refresh = useRefreshQueues();
  return useMutation({
    mutationFn: (body: CardApproval) =>
      apiClient.call(endpoints.consoleCardReviewApprove, { params: { id }, body }),
    onSettled: refresh,
  });
}

export function useRejectCardReview(id: string) {
  const refresh = useRefreshQueues();
  return useMutation({
    mutationFn: (body: CardRejection) =>
      apiClient.call(endpoints.consoleCardReviewReject, { params: { id }, body }),
    onSettled: refresh,
  });
}
