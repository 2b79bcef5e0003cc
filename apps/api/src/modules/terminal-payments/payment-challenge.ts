// When the till offers a liveness challenge (decision 062). Pure.
import type { PinReason } from './pin-rule';

/**
 * A challenge is offered when an unsure liveness check is the only reason to
 * ask the PIN: passing it then lets the face alone pay. With any other reason
 * the PIN is asked anyway, and a challenge would only cost the customer time.
 */
export function offersChallenge(reasons: readonly PinReason[]): boolean {
  return reasons.length === 1 && reasons[0] === 'liveness-uncertain';
}
