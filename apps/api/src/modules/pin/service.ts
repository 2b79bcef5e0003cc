// The PIN calls of the signed-in customer (docs/spec/account-checklist.md §5): check it, change it
// (which ends the customer's other sessions: whoever holds another phone must
// sign in again, issue 9), reset it by SMS. The PIN rules live in pins.ts.
import type { ChangePinBody } from '@rosto/contract/schemas/user';
import type { Sessions } from '../sessions/service';
import type { Pins } from './pins';

export interface PinServiceDeps {
  pins: Pick<Pins, 'check' | 'change' | 'reset'>;
  sessions: Pick<Sessions, 'endAll'>;
}

export function createPinService(deps: PinServiceDeps) {
  const ok = { ok: true } as const;

  return {
    async verifyPin(userId: string, pin: string): Promise<{ ok: true }> {
      await deps.pins.check(userId, pin);
      return ok;
    },

    /** The PIN changed: every other session ends. */
    async changePin(userId: string, sessionId: string, body: ChangePinBody): Promise<{ ok: true }> {
      await deps.pins.change(userId, body.currentPin, body.newPin);
      await deps.sessions.endAll(userId, sessionId);
      return ok;
    },

    async resetPin(userId: string): Promise<{ ok: true }> {
      await deps.pins.reset(userId);
      return ok;
    },
  };
}
export type PinService = ReturnType<typeof createPinService>;
