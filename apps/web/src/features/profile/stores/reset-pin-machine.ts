// The steps of /perfil/redefinir-pin (docs/spec/account-checklist.md §2) as a pure reducer: intro,
// the PIN in use (or the one just sent by SMS), the new PIN, its confirmation,
// done. The PINs live only in this state, in memory: never in storage.

/** Where the PIN checked on the verify step comes from. */
export type PinSource = 'current' | 'sms';

export type ResetPinState =
  | { step: 'intro' }
  | { step: 'verify'; source: PinSource }
  | { step: 'choose'; source: PinSource; currentPin: string }
  | { step: 'confirm'; source: PinSource; currentPin: string; newPin: string }
  | { step: 'changed' };

export type ResetPinAction =
  /** "Alterar senha": the user knows the PIN. */
  | { type: 'change' }
  /** reset-pin answered: a new PIN is on its way by SMS, and the old one is gone. */
  | { type: 'pin-sent' }
  | { type: 'verified'; pin: string }
  | { type: 'chosen'; pin: string }
  | { type: 'changed' }
  | { type: 'back' };

export const initialResetPin: ResetPinState = { step: 'intro' };

/**
 * Answers that come late (the user went back meanwhile) are ignored: each
 * action moves on only from the step that asked for it.
 */
export function resetPinReducer(state: ResetPinState, action: ResetPinAction): ResetPinState {
  switch (action.type) {
    case 'change':
      return state.step === 'intro' ? { step: 'verify', source: 'current' } : state;
    case 'pin-sent':
      // From the intro, or a locked PIN on the verify or confirm step.
      return state.step === 'changed' ? state : { step: 'verify', source: 'sms' };
    case 'verified':
      return state.step === 'verify'
        ? { step: 'choose', source: state.source, currentPin: action.pin }
        : state;
    case 'chosen':
      return state.step === 'choose' ? { ...state, step: 'confirm', newPin: action.pin } : state;
    case 'changed':
      return state.step === 'confirm' ? { step: 'changed' } : state;
    case 'back':
      return backFrom(state);
  }
}

function backFrom(state: ResetPinState): ResetPinState {
  switch (state.step) {
    case 'verify':
      return initialResetPin;
    case 'choose':
      // The PIN must be typed again: it is not kept once its step is left.
      return { step: 'verify', source: state.source };
    case 'confirm':
      return { step: 'choose', source: state.source, currentPin: state.currentPin };
    default:
      // The intro's back leaves the screen; nothing comes back from 'changed'.
      return state;
  }
}

/** Changes when a new screen shows (the same step with SMS wording is a new one). */
export function screenOf(state: ResetPinState): string {
  return state.step === 'verify' ? `${state.step}-${state.source}` : state.step;
}
