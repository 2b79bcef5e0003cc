// What every screen around <PhoneCodeForm> keeps: the typed code, the failure
// shown under the boxes (with the tries the server says are left), whether
// the code is spent (too many tries, or expired: only a new one helps), the
// channel of a resend under way, the note that a new code went out, and the
// resend sheet. The screen adds what differs: how a code is confirmed and resent.
import type { ErrorCode } from '@rosto/contract/errors';
import { useState } from 'react';
import { callOfferedOf, remainingAttemptsOf, retryAfterSecondsOf } from '../../lib/api-client';
import { errorCode, useErrorText } from '../../lib/error-text';
import type { PhoneCodeFormProps, ResendChannel } from './phone-code-form';

/** Failures after which this code can no longer succeed. */
const SPENT_CODE: ReadonlySet<ErrorCode> = new Set([
  'PHONE_OTP_TOO_MANY_ATTEMPTS',
  'PHONE_OTP_VERIFICATION_WINDOW_EXPIRED',
]);

export function usePhoneCodeState() {
  const [code, setCode] = useState('');
  const [failure, setFailureCode] = useState<ErrorCode | null>(null);
  const [remainingAttempts, setRemainingAttempts] = useState<number | null>(null);
  // How long a cap on codes lasts, when a refusal says (decision 066).
  const [retryAfter, setRetryAfter] = useState<number | null>(null);
  const [spent, setSpent] = useState(false);
  // A capped SMS whose code may still go by call (decision 074): the screen offers it.
  const [callOffered, setCallOffered] = useState(false);
  const [resending, setResending] = useState<ResendChannel | null>(null);
  const [newCodeChannel, setNewCodeChannel] = useState<ResendChannel | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const error = useErrorText(failure, retryAfter);

  const setFailure = (
    next: ErrorCode | null,
    remaining: number | null = null,
    waitSeconds: number | null = null,
  ) => {
    setFailureCode(next);
    setRemainingAttempts(remaining);
    setRetryAfter(waitSeconds);
    setCallOffered(false);
    if (next !== null) setNewCodeChannel(null);
    if (next !== null && SPENT_CODE.has(next)) setSpent(true);
  };

  const formProps = {
    code,
    onCodeChange: (next: string) => {
      setCode(next);
      // Typing again hides the error of the previous attempt, and the note of a new code.
      if (next.length > 0 && failure) setFailure(null);
      if (next.length > 0) setNewCodeChannel(null);
    },
    error,
    remainingAttempts,
    spent,
    callOffered,
    newCodeChannel,
    resending,
    sheetOpen,
    onSheetOpenChange: setSheetOpen,
  } satisfies Partial<PhoneCodeFormProps>;

  return {
    failure,
    setFailure,
    /** A confirm failed: its code, and the tries left when the server says. */
    failWith: (reason: unknown) => {
      setCode('');
      setFailure(errorCode(reason), remainingAttemptsOf(reason));
    },
    setCode,
    setResending,
    /**
     * A new code replaces the old one: clear what was typed, the error and the
     * lock, close the sheet, and say that it went out.
     */
    newCodeSent: (channel: ResendChannel) => {
      setCode('');
      setFailure(null);
      setSpent(false);
      setSheetOpen(false);
      setNewCodeChannel(channel);
    },
    /**
     * A resend failed: clear what was typed, close the sheet and say why (and how long a
     * cap lasts); without a reason the screen handles the failure itself.
     */
    resendFailed: (reason?: unknown) => {
      setCode('');
      setSheetOpen(false);
      if (reason === undefined) return;
      setFailure(errorCode(reason), null, retryAfterSecondsOf(reason));
      setCallOffered(callOfferedOf(reason));
    },
    formProps,
  };
}
