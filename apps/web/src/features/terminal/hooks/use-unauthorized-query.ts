// A till's query refused with a 401 (the key was revoked or rotated) hands the
// terminal back to its sign-in, as a refused payment call does.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { errorCode } from '../../../lib/error-text';

export function useUnauthorizedQuery(error: unknown, onUnauthorized: () => void) {
  const refused = error != null && errorCode(error) === 'TERMINAL_UNAUTHORIZED';
  const handler = useRef(onUnauthorized);
  useLayoutEffect(() => {
    handler.current = onUnauthorized;
  });
  useEffect(() => {
    if (refused) handler.current();
  }, [refused]);
}
