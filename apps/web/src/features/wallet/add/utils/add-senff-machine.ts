// The Senff card flow (docs/spec/wallet-checklist.md §2, §4): 1. the card's last four digits (an
// SMS code goes to the phone the issuer holds), 2. the code, with a resend
// once the server's countdown ends, 3. success, then /carteira after 2 s.
export const SENFF_SUCCESS_DELAY_MS = 2000;

export type SenffState =
  | { step: 'intro' }
  | { step: 'code'; lastFourDigits: string; cardName: string; resendAt: number }
  | { step: 'done' };

export type SenffAction =
  | {
      type: 'code-sent';
      lastFourDigits: string;
      cardName: string;
      resendAfterSeconds: number;
      now: number;
    }
  | { type: 'code-resent'; resendAfterSeconds: number; now: number }
  | { type: 'added' }
  | { type: 'back' };

export const initialSenff: SenffState = { step: 'intro' };

export function senffReducer(state: SenffState, action: SenffAction): SenffState {
  switch (action.type) {
    case 'code-sent':
      return state.step === 'intro'
        ? {
            step: 'code',
            lastFourDigits: action.lastFourDigits,
            cardName: action.cardName,
            resendAt: action.now + action.resendAfterSeconds * 1000,
          }
        : state;
    case 'code-resent':
      return state.step === 'code'
        ? { ...state, resendAt: action.now + action.resendAfterSeconds * 1000 }
        : state;
    case 'added':
      return state.step === 'code' ? { step: 'done' } : state;
    case 'back':
      return state.step === 'code' ? initialSenff : state;
  }
}

/** The step number shown and announced (1-3). */
export const senffStepNumber = (state: SenffState) =>
  state.step === 'intro' ? 1 : state.step === 'code' ? 2 : 3;
