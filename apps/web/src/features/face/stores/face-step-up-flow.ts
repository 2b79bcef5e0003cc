// The step-up of /perfil/trocar-rosto waiting for its SMS code, kept for this
// tab (sessionStorage) so a reload on the code step stays there with its
// countdown. Nothing secret: no PIN, no code. A logout removes it
// (lib/session.ts), as does a confirmation or a step back to the profile.
import type { FaceStepUpCodeSent } from '@rosto/contract/schemas/face';
import { readStored, removeStored, storageKeys, writeStored } from '../../../lib/storage';

export interface FaceStepUpFlow {
  stepUpId: string;
  phoneAreaCode: string;
  phoneLastFourDigits: string;
  /** Epoch ms from which a new code may be asked for. */
  resendAt: number;
}

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

const text = (value: unknown) => typeof value === 'string' && value.length > 0;

export function readFaceStepUpFlow(): FaceStepUpFlow | null {
  try {
    const value = JSON.parse(
      readStored(storageKeys.faceStepUp, 'session') ?? 'null',
    ) as Partial<FaceStepUpFlow> | null;
    return value &&
      text(value.stepUpId) &&
      text(value.phoneAreaCode) &&
      text(value.phoneLastFourDigits) &&
      typeof value.resendAt === 'number'
      ? (value as FaceStepUpFlow)
      : null;
  } catch {
    return null;
  }
}

export function saveFaceStepUpFlow(flow: FaceStepUpFlow | null): void {
  if (flow) writeStored(storageKeys.faceStepUp, JSON.stringify(flow), 'session');
  else removeStored(storageKeys.faceStepUp, 'session');
}
