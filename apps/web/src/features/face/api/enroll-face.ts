// POST user/set-face/enroll: hands the native face SDK's opaque result to the
// server; the answer is a face usage intention like set-face/async's.
import { endpoints } from '@rosto/contract/endpoints';
import type { FaceEnrollBody } from '@rosto/contract/schemas/face';
import { apiClient } from '../../../lib/api-client';
import { FACE_SET_TIMEOUT_MS } from './start-face-capture';

export function enrollFace(body: FaceEnrollBody, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.call(endpoints.faceEnroll, {
    body,
    timeoutMs: FACE_SET_TIMEOUT_MS,
    signal,
  });
}
