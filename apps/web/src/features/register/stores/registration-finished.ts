// Whether the registration has just finished, for the /register guard in the
// entry chunk: read straight from storage, so the guard does not pull the
// onboarding machine into the first screen's JavaScript.
import { storedOnboarding } from './stored-onboarding';

/**
 * The success screen (or the review account's) shows while the new session
 * already exists: the guard lets this signed-in user stay on /register until
 * it is left.
 */
export function registrationJustFinished(): boolean {
  const stored = storedOnboarding.read();
  return (
    (stored?.step === 'success' || stored?.step === 'test-user-success') &&
    stored.variant === 'standard'
  );
}
