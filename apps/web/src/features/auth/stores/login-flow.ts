// The sign-in in progress, kept for this tab (sessionStorage) so a reload on
// the code step stays there with its countdown. Nothing secret: no code.
import type { LoginStartResult } from '@rosto/contract/schemas/entrance';
import { readStored, removeStored, storageKeys, writeStored } from '../../../lib/storage';

export interface LoginFlow {
  cpf: string;
  loginIntentionId: string;
  phoneAreaCode: string;
  phoneLastFourDigits: string;
  /** Epoch ms from which a new code may be asked for. */
  resendAt: number;
}

export function loginFlowFrom(cpf: string, result: LoginStartResult, now = Date.now()): LoginFlow {
  return {
    cpf,
    loginIntentionId: result.loginIntentionId,
    phoneAreaCode: result.phoneAreaCode,
    phoneLastFourDigits: result.phoneLastFourDigits,
    resendAt: now + result.resendAfterSeconds * 1000,
  };
}

export function readLoginFlow(): LoginFlow | null {
  try {
    const value = JSON.parse(
      readStored(storageKeys.login, 'session') ?? 'null',
    ) as LoginFlow | null;
    return value && typeof value.loginIntentionId === 'string' && typeof value.cpf === 'string'
      ? value
      : null;
  } catch {
    return null;
  }
}

export function saveLoginFlow(flow: LoginFlow | null): void {
  if (flow) writeStored(storageKeys.login, JSON.stringify(flow), 'session');
  else removeStored(storageKeys.login, 'session');
}
