// POST user/set-face/async: sends one photo of the capture (step 1 camera,
// step 2 liveness, with or without glasses) and starts its analysis; the
// answer is the face usage intention, PROCESSING until polled to an end.
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { FaceSetAsyncBody } from '@rosto/contract/schemas/face';
import { apiClient } from '../../../lib/api-client';

/** docs/spec/account-checklist.md §9: the face-set call has its own 20 s timeout. */
export const FACE_SET_TIMEOUT_MS = 20_000;

export function startFaceCapture(
  body: FaceSetAsyncBody,
  { signal }: { signal?: AbortSignal } = {},
) {
  return apiClient.call(endpoints.faceSetAsync, {
    body,
    timeoutMs: FACE_SET_TIMEOUT_MS,
    signal,
  });
}
