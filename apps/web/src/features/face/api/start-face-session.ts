// POST user/set-face/handshake: opens a session of the native face SDK for
// this device (only inside a host app that offers the SDK).
import { endpoints } from '@rosto/contract/endpoints';
import type { FaceHandshakeBody } from '@rosto/contract/schemas/face';
import { apiClient } from '../../../lib/api-client';

export function startFaceSession(
  body: FaceHandshakeBody,
  { signal }: { signal?: AbortSignal } = {},
) {
  return apiClient.call(endpoints.faceHandshake, { body, signal });
}
