// POST user/set-face/enroll: hands the native face SDK's opaque result to the
// server, with the handshake session it was captured in (decision 022); the
// answer is a face usage intention like set-face/async's.
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { FaceHandshakeResult } from '@rosto/contract/schemas/face';
import { apiClient } from '../../../lib/api-client';
import { FACE_SET_TIMEOUT_MS } from './start-face-capture';

export function enrollFace(
  fortfaceSdkData: string,
  session: Pick<FaceHandshakeResult, 'sessionId' | 'sessionToken'>,
  { signal }: { signal?: AbortSignal } = {},
) {
  return apiClient.call(endpoints.faceEnroll, {
    body: { fortfaceSdkData, sessionId: session.sessionId, sessionToken: session.sessionToken },
    timeoutMs: FACE_SET_TIMEOUT_MS,
    signal,
  });
}
