// GET user/set-face/polling/{id}: the face usage intention as the analysis
// goes (PROCESSING, CAPTURING with the next capture, FINISHED). A refused
// photo answers an HTTP error whose message is the code.
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { FaceUsage } from '@rosto/contract/schemas/face';
import { apiClient } from '../../../lib/api-client';

export function fetchFaceUsage(
  faceUsageIntentionId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FaceUsage> {
  return apiClient.call(endpoints.facePolling, {
    params: { id: faceUsageIntentionId },
    signal,
  });
}
