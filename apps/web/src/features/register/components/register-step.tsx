// What every registration screen gets: the state, the way to move on or back,
// the step counter, and the handling of errors that concern the whole flow.
import '../../../lib/locales/onboarding';
import { createContext, useContext } from 'react';
import type { OnboardingAction, OnboardingState } from '../stores/onboarding-machine';

export interface RegisterStepContext {
  state: OnboardingState;
  dispatch: (action: OnboardingAction) => void;
  progress: { current: number; total: number } | undefined;
  back: (() => void) | undefined;
  /**
   * Errors about the registration as a whole (expired, out of order, already
   * finished) are handled here; true when it did, so the screen shows nothing.
   */
  handleFlowError: (error: unknown) => boolean;
  /** Signed-in private-label user, for the calls that need the account. */
  user: { id: string; email: string | null } | null;
}

export const RegisterContext = createContext<RegisterStepContext | null>(null);

export function useRegisterStep(): RegisterStepContext {
  const context = useContext(RegisterContext);
  if (!context) throw new Error('useRegisterStep outside RegisterContext');
  return context;
}
