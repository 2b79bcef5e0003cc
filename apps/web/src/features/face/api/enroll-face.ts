// POST user/set-face/enroll: hands the native face SDK's opaque result to the
// server; the answer is a face usage intention like set-face/async's.
import { apiPaths } from '@rosto/contract/api-paths';
import type { FaceEnrollBody, FaceUsage } from '@rosto/contract/schemas/face';
import { apiClient } from '../../../lib/api-client';
import { FACE_SET_TIMEOUT_MS } from './start-face-capture';

export function enrollFace(body: FaceEnrollBody, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.post<FaceUsage>(apiPaths.faceEnroll, body, {
    timeoutMs: FACE_SET_TIMEOUT_MS,
    signal,
  });
}
