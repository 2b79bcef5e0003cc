// POST user/set-face/handshake: opens a session of the native face SDK for
// this device (only inside a host app that offers the SDK).
import { apiPaths } from '@rosto/contract/api-paths';
import type { FaceHandshakeBody, FaceHandshakeResult } from '@rosto/contract/schemas/face';
import { apiClient } from '../../../lib/api-client';

export function startFaceSession(
  body: FaceHandshakeBody,
  { signal }: { signal?: AbortSignal } = {},
) {
  return apiClient.post<FaceHandshakeResult>(apiPaths.faceHandshake, body, { signal });
}
