// The steps of the self-service deletion on /perfil/excluir-conta as a pure
// reducer: the page that explains it, then the PIN (users who have one) or the
// SMS code. The PIN or code itself stays in its step's memory until the final
// confirmation: never here, never in storage.
import type { AccountDeletionCodeResult } from '@rosto/contract/schemas/user';

/** Where the SMS code went, and from when a new one may be asked for. */
export interface DeletionCodeSent {
  phoneAreaCode: string;
  phoneLastFourDigits: string;
  /** Epoch ms. */
  resendAt: number;
}

export type AccountDeletionState =
  { step: 'intro' } | { step: 'pin' } | { step: 'code'; sent: DeletionCodeSent };

export type AccountDeletionAction =
  /** A user with a PIN starts the confirmation. */
  | { type: 'ask-pin' }
  /** delete/code answered: a code is on its way (first or new one). */
  | { type: 'code-sent'; sent: AccountDeletionCodeResult; now: number }
  | { type: 'back' };

export const initialAccountDeletion: AccountDeletionState = { step: 'intro' };

export function deletionCodeSent(sent: AccountDeletionCodeResult, now: number): DeletionCodeSent {
  return {
    phoneAreaCode: sent.phoneAreaCode,
    phoneLastFourDigits: sent.phoneLastFourDigits,
    resendAt: now + sent.resendAfterSeconds * 1000,
  };
}

/** An answer that comes late (the user went elsewhere meanwhile) moves nothing. */
export function accountDeletionReducer(
  state: AccountDeletionState,
  action: AccountDeletionAction,
): AccountDeletionState {
  switch (action.type) {
    case 'ask-pin':
      return state.step === 'intro' ? { step: 'pin' } : state;
    case 'code-sent':
      return state.step === 'pin'
        ? state
        : { step: 'code', sent: deletionCodeSent(action.sent, action.now) };
    case 'back':
      return initialAccountDeletion;
  }
}
