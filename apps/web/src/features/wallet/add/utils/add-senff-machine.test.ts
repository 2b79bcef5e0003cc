// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialSenff, senffReducer, senffStepNumber } from './add-senff-machine';

describe('senffReducer', () => {
  it('goes from the digits to the code to success, counting the resend from the server', () => {
    const code = senffReducer(initialSenff, {
      type: 'code-sent',
      lastFourDigits: '4321',
      cardName: 'Senff',
      resendAfterSeconds: 30,
      now: 1_000,
    });
    expect(code).toEqual({
      step: 'code',
      lastFourDigits: '4321',
      cardName: 'Senff',
      resendAt: 31_000,
    });
    expect(senffStepNumber(code)).toBe(2);
    expect(
      senffReducer(code, { type: 'code-resent', resendAfterSeconds: 5, now: 40_000 }),
    ).toMatchObject({
      resendAt: 45_000,
    });
    const done = senffReducer(code, { type: 'added' });
    expect(done).toEqual({ step: 'done' });
    expect(senffStepNumber(done)).toBe(3);
    expect(senffStepNumber(initialSenff)).toBe(1);
  });

  it('goes back from the code to the digits, and ignores actions of other steps', () => {
    const code = senffReducer(initialSenff, {
      type: 'code-sent',
      lastFourDigits: '4321',
      cardName: 'Senff',
      resendAfterSeconds: 30,
      now: 0,
    });
    expect(senffReducer(code, { type: 'back' })).toEqual(initialSenff);
    expect(senffReducer(initialSenff, { type: 'added' })).toBe(initialSenff);
    expect(senffReducer({ step: 'done' }, { type: 'back' })).toEqual({ step: 'done' });
  });
});
