// How a step asks the route for a new PIN by SMS (reset-pin): why, and where
// to tell a refusal (TOO_MANY_REQUESTS after 5 an hour, no connection).
import type { ErrorCode } from '@rosto/contract/errors';

export type NewPinReason = 'forgot' | 'create' | 'locked';

export type SendNewPin = (reason: NewPinReason, onRefused: (code: ErrorCode) => void) => void;
