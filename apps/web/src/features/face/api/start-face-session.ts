// POST user/set-face/handshake: opens a session of the native face SDK for
// this device (only inside a host app that offers the SDK).
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { FaceHandshakeBody } from '@rosto/contract/schemas/face';
import { apiClient } from '../../../lib/api-client';

export function startFaceSession(
  body: FaceHandshakeBody,
  { signal }: { signal?: AbortSignal } = {},
) {
  return apiClient.call(endpoints.faceHandshake, { body, signal });
}
