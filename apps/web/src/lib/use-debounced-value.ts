// A value that follows its input only once the input has stayed the same for
// `delayMs` (docs/spec/account-checklist.md §5: CPF and name are judged 250 ms after typing stops).
import { useEffect, useState } from 'react';

export const INPUT_DEBOUNCE_MS = 250;

export function useDebouncedValue<T>(value: T, delayMs: number = INPUT_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
