// The sign-in in progress, kept for this tab (sessionStorage) so a reload on
// the code step stays there with its countdown. Nothing secret: no code.
// /login is a first screen: checked by a guard, not zod (lib/stored-value.ts).
import type { LoginStartResult } from '@rosto/contract/schemas/entrance';
import { storageKeys } from '../../../lib/storage';
import { guarded, isRecord, storedValue } from '../../../lib/stored-value';

export interface LoginFlow {
  cpf: string;
  loginIntentionId: string;
  phoneAreaCode: string;
  phoneLastFourDigits: string;
  /** Epoch ms from which a new code may be asked for. */
  resendAt: number;
  /** The first code went by call: the SMS was capped (decision 074). */
  byCall?: boolean;
}

export function loginFlowFrom(
  cpf: string,
  result: LoginStartResult,
  { now = Date.now(), byCall = false }: { now?: number; byCall?: boolean } = {},
): LoginFlow {
  return {
    cpf,
    loginIntentionId: result.loginIntentionId,
    phoneAreaCode: result.phoneAreaCode,
    phoneLastFourDigits: result.phoneLastFourDigits,
    resendAt: now + result.resendAfterSeconds * 1000,
    ...(byCall ? { byCall } : {}),
  };
}

function isLoginFlow(value: unknown): value is LoginFlow {
  return (
    isRecord(value) &&
    typeof value.cpf === 'string' &&
    typeof value.loginIntentionId === 'string' &&
    typeof value.phoneAreaCode === 'string' &&
    typeof value.phoneLastFourDigits === 'string' &&
    typeof value.resendAt === 'number' &&
    (value.byCall === undefined || typeof value.byCall === 'boolean')
  );
}

const stored = storedValue(storageKeys.login, guarded(isLoginFlow), 'session');

export function readLoginFlow(): LoginFlow | null {
  return stored.read();
}

export function saveLoginFlow(flow: LoginFlow | null): void {
  if (flow) stored.write(flow);
  else stored.remove();
}
