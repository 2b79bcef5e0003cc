// POST console/reviews/identities/:id/approve and …/reject. Either decision
// takes the account off the queue, so the queue and Início's counts refresh.
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';
import { overviewQueryOptions } from '../../../lib/queries/overview';
import { identityReviewsQueryOptions } from './get-identity-reviews';

export type IdentityApproval = EndpointBody<'consoleIdentityReviewApprove'>;
export type IdentityRejection = EndpointBody<'consoleIdentityReviewReject'>;

function useRefreshQueues() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(identityReviewsQueryOptions()),
      queryClient.invalidateQueries(overviewQueryOptions()),
    ]);
}

export function useApproveIdentityReview(id: string) {
  const refresh = useRefreshQueues();
  return useMutation({
    mutationFn: (body: IdentityApproval) =>
      apiClient.call(endpoints.consoleIdentityReviewApprove, { params: { id }, body }),
    onSettled: refresh,
  });
}

export function useRejectIdentityReview(id: string) {
  const refresh = useRefreshQueues();
  return useMutation({
    mutationFn: (body: IdentityRejection) =>
      apiClient.call(endpoints.consoleIdentityReviewReject, { params: { id }, body }),
    onSettled: refresh,
  });
}
