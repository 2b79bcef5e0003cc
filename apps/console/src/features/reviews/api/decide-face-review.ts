// POST console/reviews/faces/:id/approve and …/reject. Either decision
// takes the face off the queue, so the queue and Início's counts refresh.
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';
import { overviewQueryOptions } from '../../../lib/queries/overview';
import { faceReviewsQueryOptions } from './get-face-reviews';

export type FaceApproval = EndpointBody<'consoleFaceReviewApprove'>;
export type FaceRejection = EndpointBody<'consoleFaceReviewReject'>;

function useRefreshQueues() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(faceReviewsQueryOptions()),
      queryClient.invalidateQueries(overviewQueryOptions()),
    ]);
}

export function useApproveFaceReview(id: string) {
  const refresh = useRefreshQueues();
  return useMutation({
    mutationFn: (body: FaceApproval) =>
      apiClient.call(endpoints.consoleFaceReviewApprove, { params: { id }, body }),
    onSettled: refresh,
  });
}

export function useRejectFaceReview(id: string) {
  const refresh = useRefreshQueues();
  return useMutation({
    mutationFn: (body: FaceRejection) =>
      apiClient.call(endpoints.consoleFaceReviewReject, { params: { id }, body }),
    onSettled: refresh,
  });
}
