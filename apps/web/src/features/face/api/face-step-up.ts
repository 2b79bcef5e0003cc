// user/set-face/step-up (decision 023): an enrolled face is replaced only
// after the PIN (when the user has one) and a code sent by SMS to the
// registered phone, confirmed in this session within the last 10 minutes.
// GET says whether that is needed now; POST checks the PIN and sends the code
// (/resend sends another); PUT confirms the code.
import { useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type {
  FaceStepUpResendBodyInput,
  FaceStepUpStartBodyInput,
} from '@rosto/contract/schemas/face';
import { apiClient } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';

export function fetchFaceStepUpStatus({ signal }: { signal?: AbortSignal } = {}) {
  return apiClient.call(endpoints.faceStepUpStatus, { signal });
}

export const faceStepUpStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'face', 'step-up'],
    queryFn: ({ signal }) => fetchFaceStepUpStatus({ signal }),
    // A confirmation lasts 10 minutes: every screen that decides on it asks again.
    staleTime: 0,
  });

/** Whether replacing the face needs a step-up, as the server says it now. */
export function useFaceStepUpStatus() {
  const query = useQuery(faceStepUpStatusQueryOptions());
  // A cached answer may be minutes old: only one given since this screen
  // opened counts. Once there, a later refetch does not take it away.
  const [openedAt] = useState(Date.now);
  const fresh = query.data !== undefined && query.dataUpdatedAt >= openedAt;
  return {
    /** Undefined until the server answers (or when it could not). */
    status: fresh ? query.data : undefined,
    failed: !fresh && query.isError && !query.isFetching,
    retry: () => void query.refetch(),
  };
}

export interface StartFaceStepUpInput {
  /** Only for users who have a PIN; it is checked before any SMS goes out. */
  pin?: string;
  call?: boolean;
}

export function startFaceStepUp({ pin, call = false }: StartFaceStepUpInput) {
  const body: FaceStepUpStartBodyInput = { deviceUUID: getDeviceId(), pin, call };
  return apiClient.call(endpoints.faceStepUpStart, { body });
}

export function useStartFaceStepUp() {
  return useMutation({
    mutationKey: ['user', 'face', 'step-up', 'start'],
    mutationFn: startFaceStepUp,
  });
}

export function resendFaceStepUpCode(body: FaceStepUpResendBodyInput) {
  return apiClient.call(endpoints.faceStepUpResend, { body });
}

export function useResendFaceStepUpCode() {
  return useMutation({
    mutationKey: ['user', 'face', 'step-up', 'resend'],
    mutationFn: resendFaceStepUpCode,
  });
}

export function confirmFaceStepUp({ stepUpId, otp }: { stepUpId: string; otp: string }) {
  return apiClient.call(endpoints.faceStepUpConfirm, { body: { stepUpId, otp } });
}

export function useConfirmFaceStepUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'face', 'step-up', 'confirm'],
    mutationFn: confirmFaceStepUp,
    // The answer is the new status (not required until validUntil).
    onSuccess: (status) =>
      queryClient.setQueryData(faceStepUpStatusQueryOptions().queryKey, status),
  });
}
