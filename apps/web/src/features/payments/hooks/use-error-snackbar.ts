// A failed read of the payments says why in a snackbar (docs/spec/wallet-checklist.md §7:
// "Transactions list error: a toast with the error's message or a generic
// unknown-error text"): the catalogue's text of its code, UNKNOWN's text when
// the code has none. Once per failure: a new failure of the same kind shows again.
import { useEffect } from 'react';
import { errorCode, errorText } from '../../../lib/error-text';
import { showSnackbar } from '../../../lib/snackbar';

export function useErrorSnackbar(error: unknown, failedAt: number) {
  useEffect(() => {
    if (!error) return;
    let current = true;
    void errorText(errorCode(error)).then((message) => {
      if (current) showSnackbar(message, { variant: 'error' });
    });
    return () => {
      current = false;
    };
  }, [error, failedAt]);
}
