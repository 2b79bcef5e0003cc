// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  initialResetPin,
  resetPinReducer,
  screenOf,
  type ResetPinAction,
  type ResetPinState,
} from './reset-pin-machine';

const run = (state: ResetPinState, ...actions: ResetPinAction[]) =>
  actions.reduce(resetPinReducer, state);

describe('reset-pin machine', () => {
  it('changing a known PIN: verify, choose, confirm, done', () => {
    const confirm = run(
      initialResetPin,
      { type: 'change' },
      { type: 'verified', pin: '4729' },
      { type: 'chosen', pin: '8361' },
    );
    expect(confirm).toEqual({
      step: 'confirm',
      source: 'current',
      currentPin: '4729',
      newPin: '8361',
    });
    expect(run(confirm, { type: 'changed' })).toEqual({ step: 'changed' });
  });

  it('a PIN sent by SMS (forgotten, locked or none yet) is the one to verify', () => {
    expect(run(initialResetPin, { type: 'pin-sent' })).toEqual({ step: 'verify', source: 'sms' });
    // Locked on the verify step or when the change is sent.
    expect(run(initialResetPin, { type: 'change' }, { type: 'pin-sent' })).toEqual({
      step: 'verify',
      source: 'sms',
    });
    const confirm = run(
      initialResetPin,
      { type: 'change' },
      { type: 'verified', pin: '4729' },
      { type: 'chosen', pin: '8361' },
    );
    expect(run(confirm, { type: 'pin-sent' })).toEqual({ step: 'verify', source: 'sms' });
    expect(screenOf({ step: 'verify', source: 'sms' })).not.toBe(
      screenOf({ step: 'verify', source: 'current' }),
    );
  });

  it('back goes one step back and forgets the PIN of the step it leaves', () => {
    const confirm = run(
      initialResetPin,
      { type: 'pin-sent' },
      { type: 'verified', pin: '4729' },
      { type: 'chosen', pin: '8361' },
    );
    const choose = run(confirm, { type: 'back' });
    expect(choose).toEqual({ step: 'choose', source: 'sms', currentPin: '4729' });
    expect(run(choose, { type: 'back' })).toEqual({ step: 'verify', source: 'sms' });
    expect(run(choose, { type: 'back' }, { type: 'back' })).toEqual(initialResetPin);
    expect(run(initialResetPin, { type: 'back' })).toBe(initialResetPin);
  });

  it('a late answer from a step already left changes nothing', () => {
    expect(run(initialResetPin, { type: 'verified', pin: '4729' })).toBe(initialResetPin);
    expect(run(initialResetPin, { type: 'changed' })).toBe(initialResetPin);
    const verify = run(initialResetPin, { type: 'change' });
    expect(run(verify, { type: 'chosen', pin: '8361' })).toBe(verify);
    const done = run(
      initialResetPin,
      { type: 'change' },
      { type: 'verified', pin: '4729' },
      { type: 'chosen', pin: '8361' },
      { type: 'changed' },
    );
    expect(run(done, { type: 'pin-sent' }, { type: 'back' }, { type: 'change' })).toBe(done);
  });
});
