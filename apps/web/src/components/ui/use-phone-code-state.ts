// What every screen around <PhoneCodeForm> keeps: the typed code, the failure
// shown under the boxes, the channel of a resend under way and the resend
// sheet. The screen adds what differs: how a code is confirmed and resent.
import type { ErrorCode } from '@rosto/contract/errors';
import { useState } from 'react';
import { useErrorText } from '../../lib/error-text';
import type { PhoneCodeFormProps, ResendChannel } from './phone-code-form';

export function usePhoneCodeState() {
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [resending, setResending] = useState<ResendChannel | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const error = useErrorText(failure);

  const formProps = {
    code,
    onCodeChange: (next: string) => {
      setCode(next);
      // Typing again hides the error of the previous attempt.
      if (next.length > 0 && failure) setFailure(null);
    },
    error,
    resending,
    sheetOpen,
    onSheetOpenChange: setSheetOpen,
  } satisfies Partial<PhoneCodeFormProps>;

  return {
    failure,
    setFailure,
    setCode,
    setResending,
    /** A new code replaces the old one: clear what was typed and the error, close the sheet. */
    newCodeSent: () => {
      setCode('');
      setFailure(null);
      setSheetOpen(false);
    },
    /** A resend failed: clear what was typed and close the sheet; the screen sets the failure. */
    resendFailed: () => {
      setCode('');
      setSheetOpen(false);
    },
    formProps,
  };
}
