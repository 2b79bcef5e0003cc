// POST user/set-face/challenge (issue 28, decision 062): the head turn the
// liveness capture (step 2) answers: a side drawn by the server under an id
// that lives 20 s and answers one capture.
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function askFaceChallenge({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.call(endpoints.faceChallenge, { signal });
}

export function useAskFaceChallenge() {
  return useMutation({
    mutationKey: ['user', 'face', 'challenge'],
    mutationFn: () => askFaceChallenge(),
  });
}
