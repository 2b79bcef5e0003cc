// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  asksAfter,
  asksOf,
  initialOnboarding,
  needsNewIntention,
  onboardingReducer,
  faceStepOf,
  progressOf,
  resumeOnboarding,
  stepForServerStep,
  stepsOf,
  type OnboardingAction,
  type OnboardingState,
} from './onboarding-machine';

const run = (state: OnboardingState, ...actions: OnboardingAction[]) =>
  actions.reduce(onboardingReducer, state);
const advance: OnboardingAction = { type: 'advance' };

describe('onboarding machine', () => {
  it('asks the CPF only when it is not known yet', () => {
    expect(stepsOf(initialOnboarding('standard'))).toEqual([
      'terms',
      'name',
      'cpf',
      'phone',
      'code',
      'email',
      'email-confirm',
      'pin',
      'pin-confirm',
      'success',
    ]);
    const handedOver = initialOnboarding('standard', { cpf: '52998224725' });
    expect(handedOver.cpfKnown).toBe(true);
    expect(stepsOf(handedOver)).not.toContain('cpf');
  });

  it('private-label variants skip what the partner already gave, and opt in on their own screens', () => {
    expect(stepsOf(initialOnboarding('private-label'))).toEqual([
      'terms',
      'opt-in-by',
      'email',
      'email-confirm',
      'opt-in-at',
    ]);
    expect(stepsOf(initialOnboarding('private-label-app-user'))).toEqual([
      'terms',
      'opt-in-by',
      'opt-in-at',
    ]);
    // The receipt is not a step to fill in.
    const atOptIn = run(initialOnboarding('private-label'), advance);
    expect(atOptIn.step).toBe('opt-in-by');
    expect(progressOf(atOptIn)).toEqual({ current: 2, total: 4 });
    expect(progressOf({ ...atOptIn, step: 'opt-in-at' })).toBeNull();
    const appUser = run(initialOnboarding('private-label-app-user'), advance, advance);
    expect(appUser.step).toBe('opt-in-at');
    expect(appUser.history).toEqual(['terms', 'opt-in-by']);
  });

  it('says what each variant asks after a screen, from its steps, the face capture last (decision 076)', () => {
    const privateLabel = initialOnboarding('private-label');
    const appUser = initialOnboarding('private-label-app-user');
    // After the invitation: the e-mail first when the variant asks it, then the face.
    expect(asksAfter(privateLabel, 'opt-in-by')).toEqual(['email', 'face']);
    expect(asksAfter(appUser, 'opt-in-by')).toEqual(['face']);
    // The receipt leads to the face capture only.
    expect(asksAfter(privateLabel, 'opt-in-at')).toEqual(['face']);
    // A whole flow: what it asks, once each, never what the partner already gave.
    expect(asksOf(privateLabel)).toEqual(['email', 'face']);
    expect(asksOf(appUser)).toEqual(['face']);
    expect(asksOf(initialOnboarding('standard'))).toEqual([
      'name',
      'cpf',
      'phone',
      'email',
      'pin',
      'face',
    ]);
    expect(asksOf(initialOnboarding('standard', { cpf: '52998224725' }))).not.toContain('cpf');
  });

  it("finishing goes to the success screen, or the review account's own", () => {
    const atConfirm: OnboardingState = {
      ...initialOnboarding('standard', { cpf: '52998224725' }),
      step: 'pin-confirm',
      history: ['terms', 'name', 'phone', 'code', 'email', 'email-confirm', 'pin'],
    };
    expect(run(atConfirm, { type: 'finished', reviewAccount: false }).step).toBe('success');
    const review = run(atConfirm, { type: 'finished', reviewAccount: true });
    expect(review.step).toBe('test-user-success');
    expect(review.history.at(-1)).toBe('pin-confirm');
    expect(progressOf(review)).toBeNull();
    expect(resumeOnboarding(JSON.parse(JSON.stringify(review)), 'standard')).toEqual(review);
    // Only from the PIN confirmation.
    const early = { ...atConfirm, step: 'pin' as const };
    expect(run(early, { type: 'finished', reviewAccount: true })).toBe(early);
  });

  it('a refusal of the person shows the fail screen: uncounted, with its reason, kept over a reload', () => {
    const atName = run(initialOnboarding('standard', { cpf: '52998224725' }), advance);
    const failed = run(atName, { type: 'fail', reason: 'USER_IS_BLOCKED' });
    expect(failed).toMatchObject({ step: 'fail', failure: 'USER_IS_BLOCKED' });
    expect(failed.history).toEqual(['terms', 'name']);
    expect(progressOf(failed)).toBeNull();
    expect(resumeOnboarding(JSON.parse(JSON.stringify(failed)), 'standard')).toEqual(failed);
    // A second refusal replaces the reason, not the screen behind it.
    const again = run(failed, { type: 'fail', reason: 'TALK_TO_US' });
    expect(again).toMatchObject({ step: 'fail', failure: 'TALK_TO_US', history: failed.history });
    // Private-label variants have it too; the review screen is the standard flow's only.
    const partnerUser = run(initialOnboarding('private-label'), {
      type: 'fail',
      reason: 'USER_SESSION_BLOCKED',
    });
    expect(resumeOnboarding(partnerUser, 'private-label')?.step).toBe('fail');
    expect(
      resumeOnboarding(
        { ...initialOnboarding('private-label'), step: 'test-user-success' },
        'private-label',
      ),
    ).toBeNull();
  });

  it('resumes a state stored before the opt-in and fail fields existed', () => {
    const { optedInAt, recordedOptIn, failure, ...older } = initialOnboarding('private-label');
    expect([optedInAt, recordedOptIn, failure]).toEqual([null, null, null]);
    expect(resumeOnboarding({ ...older, step: 'email' }, 'private-label')).toMatchObject({
      step: 'email',
      optedInAt: null,
      recordedOptIn: null,
      failure: null,
    });
  });

  it('prefills name and phone from the entry query', () => {
    const state = initialOnboarding('standard', { name: 'Ana Souza', phone: '11987654321' });
    expect(state.fullName).toBe('Ana Souza');
    expect(state.phone).toEqual({ areaCode: '11', number: '987654321' });
    expect(initialOnboarding('standard', { phone: '119876' }).phone).toBeNull();
  });

  it('moves forward with a patch, remembers where it came from, and goes back', () => {
    const state = run(
      initialOnboarding('standard', { cpf: '52998224725' }),
      { type: 'advance', patch: { acceptedTermsAt: '2025-01-01T10:00:00.000Z' } },
      { type: 'advance', patch: { fullName: 'Ana Souza' } },
    );
    expect(state.step).toBe('phone');
    expect(state.history).toEqual(['terms', 'name']);
    expect(state.fullName).toBe('Ana Souza');
    const back = run(state, { type: 'back' });
    expect(back.step).toBe('name');
    expect(back.history).toEqual(['terms']);
    expect(run(initialOnboarding('standard'), { type: 'back' }).step).toBe('terms');
  });

  it('counts the steps, the face capture after them included, success aside, and survives a reload', () => {
    const state = run(initialOnboarding('standard'), advance, advance);
    expect(state.step).toBe('cpf');
    // terms, name, cpf, phone, code, email, email-confirm, pin, pin-confirm, then the face.
    expect(progressOf(state)).toEqual({ current: 3, total: 10 });
    expect(progressOf({ ...state, step: 'pin-confirm' })).toEqual({ current: 9, total: 10 });
    expect(faceStepOf(state)).toEqual({ current: 10, total: 10 });
    const stored: unknown = JSON.parse(JSON.stringify(state));
    expect(resumeOnboarding(stored, 'standard')).toEqual(state);
    expect(progressOf({ ...state, step: 'success' })).toBeNull();
    // A partner's variants end on their receipt: no face step counted.
    expect(faceStepOf(initialOnboarding('private-label'))).toBeNull();
  });

  it('does not resume another variant, an unknown shape, or a step the variant lacks', () => {
    const state = initialOnboarding('standard');
    expect(resumeOnboarding(state, 'private-label')).toBeNull();
    expect(resumeOnboarding({ version: 2 }, 'standard')).toBeNull();
    expect(resumeOnboarding(null, 'standard')).toBeNull();
    expect(
      resumeOnboarding({ ...initialOnboarding('private-label'), step: 'pin' }, 'private-label'),
    ).toBeNull();
  });

  it('resumes the PIN confirmation at the PIN: the first PIN is never stored', () => {
    const atConfirm: OnboardingState = {
      ...initialOnboarding('standard', { cpf: '52998224725' }),
      step: 'pin-confirm',
      history: ['terms', 'name', 'phone', 'code', 'email', 'email-confirm', 'pin'],
    };
    const resumed = resumeOnboarding(atConfirm, 'standard');
    expect(resumed?.step).toBe('pin');
    expect(resumed?.history.at(-1)).toBe('email-confirm');
    expect(JSON.stringify(resumed)).not.toMatch(/"pin":/);
  });

  it('changing the phone clears the code state and returns to the phone screen', () => {
    const atCode: OnboardingState = {
      ...initialOnboarding('standard', { cpf: '52998224725' }),
      step: 'code',
      history: ['terms', 'name', 'phone'],
      phone: { areaCode: '11', number: '987654321' },
      resendAt: Date.now() + 30_000,
    };
    const state = run(atCode, { type: 'change-phone' });
    expect(state).toMatchObject({
      step: 'phone',
      history: ['terms', 'name'],
      resendAt: null,
      phoneConfirmed: false,
    });
    // The number stays to be corrected, not retyped.
    expect(state.phone).toEqual({ areaCode: '11', number: '987654321' });
  });

  it('back from the e-mail skips a code already confirmed', () => {
    const state: OnboardingState = {
      ...initialOnboarding('standard', { cpf: '52998224725' }),
      step: 'email',
      history: ['terms', 'name', 'phone', 'code'],
      phoneConfirmed: true,
    };
    expect(run(state, { type: 'back' }).step).toBe('phone');
  });

  it('an expired registration restarts at the screen that starts it, keeping the answers', () => {
    const state: OnboardingState = {
      ...initialOnboarding('standard'),
      step: 'email',
      history: ['terms', 'name', 'cpf', 'phone', 'code'],
      fullName: 'Ana Souza',
      cpf: '52998224725',
      registerIntentionId: '6f1c7a3e-8a4b-4f0e-9d7c-1e2f3a4b5c6d',
      startedWith: { fullName: 'Ana Souza', cpf: '52998224725' },
      phoneConfirmed: true,
    };
    const restarted = run(state, { type: 'restart-intention' });
    expect(restarted).toMatchObject({
      step: 'cpf',
      history: ['terms', 'name'],
      registerIntentionId: null,
      phoneConfirmed: false,
      fullName: 'Ana Souza',
    });
  });

  it('needs a new intention when name or CPF changed after the start', () => {
    const started: OnboardingState = {
      ...initialOnboarding('standard'),
      fullName: 'Ana Souza',
      cpf: '52998224725',
      registerIntentionId: '6f1c7a3e-8a4b-4f0e-9d7c-1e2f3a4b5c6d',
      startedWith: { fullName: 'Ana Souza', cpf: '52998224725' },
    };
    expect(needsNewIntention(started)).toBe(false);
    expect(needsNewIntention({ ...started, fullName: 'Ana Souza Lima' })).toBe(true);
    expect(needsNewIntention({ ...started, registerIntentionId: null })).toBe(true);
  });

  it('maps the server expected step to a screen', () => {
    const state = initialOnboarding('standard');
    expect(stepForServerStep('set-phone', state)).toBe('phone');
    expect(stepForServerStep('confirm-phone', state)).toBe('code');
    expect(stepForServerStep('set-email', state)).toBe('email');
    expect(stepForServerStep('start', state)).toBe('cpf');
    expect(
      stepForServerStep(undefined, initialOnboarding('standard', { cpf: '52998224725' })),
    ).toBe('name');
  });

  it('go-to ignores a screen the variant does not have', () => {
    const state = initialOnboarding('private-label-app-user');
    expect(run(state, { type: 'go-to', step: 'phone' })).toBe(state);
  });
});
