// The step-up of /perfil/trocar-rosto waiting for its SMS code, kept for this
// tab (sessionStorage) so a reload on the code step stays there with its
// countdown. Nothing secret: no PIN, no code. A logout removes it
// (lib/session.ts), as does a confirmation or a step back to the profile.
import { z } from 'zod';
import type { FaceStepUpCodeSent } from '@rosto/contract/schemas/face';
import { storageKeys } from '../../../lib/storage';
import { storedValue } from '../../../lib/stored-value';

const faceStepUpFlowSchema = z.object({
  stepUpId: z.string().min(1),
  phoneAreaCode: z.string().min(1),
  phoneLastFourDigits: z.string().min(1),
  /** Epoch ms from which a new code may be asked for. */
  resendAt: z.number(),
});
export type FaceStepUpFlow = z.infer<typeof faceStepUpFlowSchema>;

const stored = storedValue(storageKeys.faceStepUp, faceStepUpFlowSchema, 'session');

/** What the capture hands over when its upload found the step-up gone. */
export interface FaceStepUpEntryState {
  expired: true;
}

export function stepUpExpiredOf(state: unknown): boolean {
  return (state as Partial<FaceStepUpEntryState> | null)?.expired === true;
}

export function faceStepUpFlowFrom(sent: FaceStepUpCodeSent, now = Date.now()): FaceStepUpFlow {
  return {
    stepUpId: sent.stepUpId,
    phoneAreaCode: sent.phoneAreaCode,
    phoneLastFourDigits: sent.phoneLastFourDigits,
    resendAt: now + sent.resendAfterSeconds * 1000,
  };
}

export function readFaceStepUpFlow(): FaceStepUpFlow | null {
  return stored.read();
}

export function saveFaceStepUpFlow(flow: FaceStepUpFlow | null): void {
  if (flow) stored.write(flow);
  else stored.remove();
}
