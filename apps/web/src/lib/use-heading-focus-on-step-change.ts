// A new step of a screen (not the first one shown) takes the focus on its
// heading, so a screen reader announces where the user now is.
import { useEffect, useRef } from 'react';

/** `step` names what the screen shows; null while nothing is shown yet (loading). */
export function useHeadingFocusOnStepChange(step: string | null) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (step === null) return;
    const previous = shown.current;
    shown.current = step;
    if (previous !== null && previous !== step) {
      document.querySelector<HTMLElement>('#main h1')?.focus();
    }
  }, [step]);
}
