// A new step of a screen (not the first one shown) takes the focus on its
// heading, so a screen reader announces where the user now is. (The same
// small hook lives in the face and profile features, which may not share it.)
import { useEffect, useRef } from 'react';

export function useHeadingFocusOnStepChange(step: string) {
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    document.querySelector<HTMLElement>('#main h1')?.focus();
  }, [step]);
}
