// The registration steps as a pure state machine (docs/spec/account-checklist.md §2 "Registration
// screens"): which screens a variant shows, forward and back, what changing
// the phone undoes, and what a reload may resume. No React, no storage, so
// every rule is tested directly.
import type { ErrorCode } from '@rosto/contract/errors';

export type RegisterVariant = 'standard' | 'private-label' | 'private-label-app-user';

export type OnboardingStep =
  | 'terms'
  | 'name'
  | 'cpf'
  | 'phone'
  | 'code'
  | 'email'
  | 'email-confirm'
  | 'pin'
  | 'pin-confirm'
  | 'success'
  /** The store-review account's success: no face capture (decision 027). */
  | 'test-user-success'
  /** A partner's invitation to pay by face, accepted or declined (private label). */
  | 'opt-in-by'
  /** The receipt of the opt-in the server recorded (private label, instead of success). */
  | 'opt-in-at'
  /** The server said this person cannot register (blocked, talk to us): decision 027. */
  | 'fail';

/** What the server recorded of a partner opt-in (set-privatelabel-email's answer). */
export interface RecordedOptIn {
  optInAt: string | null;
  optInBy: string | null;
}

export interface PhoneValue {
  areaCode: string;
  number: string;
}

/** What survives a reload. Never the PIN nor the SMS code. */
export interface OnboardingState {
  version: 1;
  variant: RegisterVariant;
  step: OnboardingStep;
  /** Screens shown before this one, oldest first: back returns to the last. */
  history: OnboardingStep[];
  /** When the terms were accepted (sent as the opt-in moment). */
  acceptedTermsAt: string | null;
  /** "Como funciona o cadastro" was shown and closed: once per registration. */
  overviewSeen: boolean;
  fullName: string;
  /** 11 digits, or '' while unknown. */
  cpf: string;
  /** The CPF came from sign-in or the `cpf` query: its screen is skipped. */
  cpfKnown: boolean;
  registerIntentionId: string | null;
  /** Name and CPF the intention was started with; a change needs a new start. */
  startedWith: { fullName: string; cpf: string } | null;
  phone: PhoneValue | null;
  /** Epoch ms from which a new code may be asked for. */
  resendAt: number | null;
  /** The code went by call, the SMS being capped (decision 074). */
  codeByCall: boolean;
  phoneConfirmed: boolean;
  email: string;
  emailSaved: boolean;
  /** When the partner opt-in button was pressed (private label): the opt-in moment. */
  optedInAt: string | null;
  /** The opt-in as the server recorded it, for the receipt screen. */
  recordedOptIn: RecordedOptIn | null;
  /** Why the fail screen shows (a catalogue code), null elsewhere. */
  failure: ErrorCode | null;
}

export type OnboardingPatch = Partial<
  Pick<
    OnboardingState,
    | 'acceptedTermsAt'
    | 'overviewSeen'
    | 'fullName'
    | 'cpf'
    | 'registerIntentionId'
    | 'startedWith'
    | 'phone'
    | 'resendAt'
    | 'codeByCall'
    | 'phoneConfirmed'
    | 'email'
    | 'emailSaved'
    | 'optedInAt'
    | 'recordedOptIn'
  >
>;

export type OnboardingAction =
  | { type: 'update'; patch: OnboardingPatch }
  /** Saves `patch`, then shows the next screen of the variant. */
  | { type: 'advance'; patch?: OnboardingPatch }
  | { type: 'back' }
  /** 'Change the phone' on the code screen: the code goes, the phone screen comes back. */
  | { type: 'change-phone' }
  /** The server says the registration must restart (expired intention): keep the answers. */
  | { type: 'restart-intention' }
  /** A step the server says is still to do. */
  | { type: 'go-to'; step: OnboardingStep }
  /** register/finish answered: the review account has its own success screen. */
  | { type: 'finished'; reviewAccount: boolean }
  /** The server says this person cannot register: the fail screen, with the reason. */
  | { type: 'fail'; reason: ErrorCode };

export interface OnboardingPrefill {
  cpf?: string;
  name?: string;
  phone?: string;
}

export function initialOnboarding(
  variant: RegisterVariant,
  prefill: OnboardingPrefill = {},
): OnboardingState {
  const cpf = prefill.cpf ?? '';
  const phone =
    prefill.phone && prefill.phone.length === 11
      ? { areaCode: prefill.phone.slice(0, 2), number: prefill.phone.slice(2) }
      : null;
  return {
    version: 1,
    variant,
    step: 'terms',
    history: [],
    acceptedTermsAt: null,
    overviewSeen: false,
    fullName: prefill.name ?? '',
    cpf,
    cpfKnown: cpf.length === 11,
    registerIntentionId: null,
    startedWith: null,
    phone,
    resendAt: null,
    codeByCall: false,
    phoneConfirmed: false,
    email: '',
    emailSaved: false,
    optedInAt: null,
    recordedOptIn: null,
    failure: null,
  };
}

/**
 * The screens of a variant, in order. The private-label users exist already
 * (a partner registered their name, CPF and phone, and they signed in with
 * the code): they accept our terms, accept the partner's invitation to pay by
 * face (opt-in-by) and give an e-mail, or skip the e-mail when the partner
 * gave it too (app users); the receipt of the recorded opt-in ends both.
 */
export function stepsOf(state: Pick<OnboardingState, 'variant' | 'cpfKnown'>): OnboardingStep[] {
  switch (state.variant) {
    case 'private-label':
      return ['terms', 'opt-in-by', 'email', 'email-confirm', 'opt-in-at'];
    case 'private-label-app-user':
      return ['terms', 'opt-in-by', 'opt-in-at'];
    case 'standard':
      return [
        'terms',
        'name',
        ...(state.cpfKnown ? [] : (['cpf'] as const)),
        'phone',
        'code',
        'email',
        'email-confirm',
        'pin',
        'pin-confirm',
        'success',
      ];
  }
}

/** What a registration asks the person for; the face capture (/register/face) ends every variant. */
export type RegistrationAsk = 'name' | 'cpf' | 'phone' | 'email' | 'pin' | 'face';

/** The ask of each screen: null for those that ask nothing (terms, invitation, end screens). */
const ASK_OF_STEP: Record<OnboardingStep, RegistrationAsk | null> = {
  terms: null,
  name: 'name',
  cpf: 'cpf',
  phone: 'phone',
  code: 'phone',
  email: 'email',
  'email-confirm': 'email',
  pin: 'pin',
  'pin-confirm': 'pin',
  success: null,
  'test-user-success': null,
  'opt-in-by': null,
  'opt-in-at': null,
  fail: null,
};

/**
 * What the variant still asks after `step`, in order and once each: its own
 * screens (stepsOf), then the face capture every variant goes on to (the
 * success screen and the opt-in receipt both lead there). A partner's
 * invitation says this, so it never promises a step the flow does not ask
 * (decision 076).
 */
export function asksAfter(
  state: Pick<OnboardingState, 'variant' | 'cpfKnown'>,
  step: OnboardingStep,
): RegistrationAsk[] {
  const steps = stepsOf(state);
  const asks = steps
    .slice(steps.indexOf(step) + 1)
    .map((each) => ASK_OF_STEP[each])
    .filter((ask): ask is RegistrationAsk => ask !== null);
  return [...new Set([...asks, 'face' as const])];
}

/** Everything the variant asks, from its first screen on. */
export const asksOf = (state: Pick<OnboardingState, 'variant' | 'cpfKnown'>): RegistrationAsk[] =>
  asksAfter(state, 'terms');

/** Screens that end the registration (or its variant): shown once, then the state goes. */
const FINAL_STEPS: ReadonlySet<OnboardingStep> = new Set([
  'success',
  'test-user-success',
  'opt-in-at',
]);

export const isFinalStep = (step: OnboardingStep): boolean => FINAL_STEPS.has(step);

/** Every screen a variant may show, the ones off the ordered path included. */
function screensOf(state: Pick<OnboardingState, 'variant' | 'cpfKnown'>): OnboardingStep[] {
  return [
    ...stepsOf(state),
    ...(state.variant === 'standard' ? (['test-user-success'] as const) : []),
    'fail',
  ];
}

export interface StepProgress {
  current: number;
  total: number;
}

/**
 * The standard registration goes on to the face capture (/register/face), its
 * last step: it is counted, so that "Etapa 8 de 8" is not followed by more.
 */
const goesOnToFace = (state: Pick<OnboardingState, 'variant'>) => state.variant === 'standard';

/** The steps "Etapa n de m" counts: not the end screens (success, receipt) nor the fail screen. */
const countedSteps = (state: OnboardingState): OnboardingStep[] =>
  stepsOf(state).filter((step) => !isFinalStep(step));

/** "Etapa n de m", the face capture that follows included. */
export function progressOf(state: OnboardingState): StepProgress | null {
  const steps = countedSteps(state);
  const index = steps.indexOf(state.step);
  if (index === -1) return null;
  return { current: index + 1, total: steps.length + (goesOnToFace(state) ? 1 : 0) };
}

/** The face capture's place in the count ("Etapa 9 de 9"), handed to /register/face. */
export function faceStepOf(state: OnboardingState): StepProgress | null {
  if (!goesOnToFace(state)) return null;
  const total = countedSteps(state).length + 1;
  return { current: total, total };
}

/** The screen that calls `register/start` (it needs name, CPF and the terms). */
export function startStepOf(state: Pick<OnboardingState, 'variant' | 'cpfKnown'>): OnboardingStep {
  return state.cpfKnown ? 'name' : 'cpf';
}

/** True when the intention was started with other answers than the current ones. */
export function needsNewIntention(state: OnboardingState): boolean {
  return (
    state.registerIntentionId === null ||
    state.startedWith?.fullName !== state.fullName.trim() ||
    state.startedWith.cpf !== state.cpf
  );
}

/** Screens that make no sense to show again once done (a confirmed code). */
function skippedOnBack(state: OnboardingState, step: OnboardingStep): boolean {
  return step === 'code' && state.phoneConfirmed;
}

export function onboardingReducer(
  state: OnboardingState,
  action: OnboardingAction,
): OnboardingState {
  switch (action.type) {
    case 'update':
      return { ...state, ...action.patch };
    case 'advance': {
      const next = { ...state, ...action.patch };
      const steps = stepsOf(next);
      const following = steps[steps.indexOf(next.step) + 1];
      if (!following) return next;
      return { ...next, step: following, history: [...next.history, next.step] };
    }
    case 'back': {
      const history = [...state.history];
      let previous = history.pop();
      while (previous && skippedOnBack(state, previous)) previous = history.pop();
      return previous ? { ...state, step: previous, history } : state;
    }
    case 'change-phone': {
      const at = state.history.lastIndexOf('phone');
      return {
        ...state,
        step: 'phone',
        history: at === -1 ? state.history : state.history.slice(0, at),
        resendAt: null,
        phoneConfirmed: false,
      };
    }
    case 'restart-intention': {
      const step = startStepOf(state);
      const at = state.history.lastIndexOf(step);
      return {
        ...state,
        step,
        history: at === -1 ? state.history : state.history.slice(0, at),
        registerIntentionId: null,
        startedWith: null,
        resendAt: null,
        phoneConfirmed: false,
        emailSaved: false,
      };
    }
    case 'go-to': {
      if (!stepsOf(state).includes(action.step)) return state;
      const at = state.history.lastIndexOf(action.step);
      return {
        ...state,
        step: action.step,
        history: at === -1 ? state.history : state.history.slice(0, at),
      };
    }
    case 'finished': {
      if (state.step !== 'pin-confirm') return state;
      return {
        ...state,
        step: action.reviewAccount ? 'test-user-success' : 'success',
        history: [...state.history, state.step],
      };
    }
    case 'fail':
      if (state.step === 'fail') return { ...state, failure: action.reason };
      return {
        ...state,
        step: 'fail',
        history: [...state.history, state.step],
        failure: action.reason,
      };
  }
}

/**
 * What a reload may resume: a stored state of the same variant, stepped back
 * where the screen needs what is only kept in memory (the first PIN) or what
 * the server no longer has.
 */
export function resumeOnboarding(
  stored: unknown,
  variant: RegisterVariant,
): OnboardingState | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const kept = stored as OnboardingState;
  if (kept.version !== 1 || kept.variant !== variant) return null;
  // Fields added since the state was stored start empty.
  const state: OnboardingState = { ...initialOnboarding(variant), ...kept };
  if (!screensOf(state).includes(state.step) || !Array.isArray(state.history)) return null;
  if (state.step === 'pin-confirm') return onboardingReducer(state, { type: 'go-to', step: 'pin' });
  return state;
}

/** The server's `expectedStep` (REGISTER_STEP_OUT_OF_ORDER) as a screen. */
export function stepForServerStep(serverStep: unknown, state: OnboardingState): OnboardingStep {
  switch (serverStep) {
    case 'set-phone':
      return 'phone';
    case 'confirm-phone':
      return 'code';
    case 'set-email':
      return 'email';
    default:
      return startStepOf(state);
  }
}
