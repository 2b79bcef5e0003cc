// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  accountDeletionReducer,
  initialAccountDeletion,
  type AccountDeletionState,
} from './account-deletion-machine';

const sent = { phoneAreaCode: '11', phoneLastFourDigits: '4321', resendAfterSeconds: 30 };

describe('accountDeletionReducer', () => {
  it('a user with a PIN goes from the explanation to the PIN, and back', () => {
    const pin = accountDeletionReducer(initialAccountDeletion, { type: 'ask-pin' });
    expect(pin).toEqual({ step: 'pin' });
    expect(accountDeletionReducer(pin, { type: 'back' })).toEqual(initialAccountDeletion);
  });

  it('a code sent opens the code step; a new one moves its countdown', () => {
    const code = accountDeletionReducer(initialAccountDeletion, {
      type: 'code-sent',
      sent,
      now: 1_000,
    });
    expect(code).toEqual({
      step: 'code',
      sent: { phoneAreaCode: '11', phoneLastFourDigits: '4321', resendAt: 31_000 },
    });
    const resent = accountDeletionReducer(code, { type: 'code-sent', sent, now: 50_000 });
    expect(resent).toMatchObject({ step: 'code', sent: { resendAt: 80_000 } });
  });

  it('a late code answer does not pull a PIN step away', () => {
    const pin: AccountDeletionState = { step: 'pin' };
    expect(accountDeletionReducer(pin, { type: 'code-sent', sent, now: 0 })).toBe(pin);
  });
});
