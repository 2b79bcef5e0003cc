// Keeps the browser's history in step with the registration, so the phone's
// back gesture returns to the previous screen instead of leaving the flow
// (docs/spec/account-checklist.md §2: "each screen change remembers the previous one").
//
// Every screen forward pushes a history entry labelled with its depth (how many
// screens lie behind it). Entries also carry the depth the flow had when this
// page first labelled an entry (`base`): entries below it belong to whatever
// came before the registration (/login, the welcome page), so going back never
// walks into them by accident.
import { useCallback, useEffect, useRef } from 'react';
import {
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
} from 'react-router';

interface StepEntry {
  registerDepth: number;
  registerBase: number;
}

function stepEntryOf(state: unknown): StepEntry | null {
  const entry = state as Partial<StepEntry> | null;
  return typeof entry?.registerDepth === 'number' && typeof entry.registerBase === 'number'
    ? { registerDepth: entry.registerDepth, registerBase: entry.registerBase }
    : null;
}

const here = (location: Location) => ({
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
});

/**
 * @param depth screens behind the current one (null while there is no flow)
 * @param stepBackTo moves the flow back until at most `depth` screens lie behind
 * @returns what the header back button should do
 */
export function useBrowserBackSteps(
  depth: number | null,
  stepBackTo: (depth: number) => void,
): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const entry = stepEntryOf(location.state);
  const firstKey = useRef(location.key);

  const label = useCallback(
    (registerDepth: number, registerBase: number, replace: boolean) => {
      const state = { ...(location.state as object | null), registerDepth, registerBase };
      void navigate(here(location), { replace, state });
    },
    [location, navigate],
  );

  // The browser moved (back or forward): the flow follows it.
  useEffect(() => {
    if (depth === null || !entry || navigationType !== NavigationType.Pop) return;
    if (location.key === firstKey.current) return; // a fresh page load, not a move
    if (entry.registerDepth > depth) {
      // Browser forward past where the flow is: this entry now stands for here.
      label(depth, Math.min(entry.registerBase, depth), true);
      return;
    }
    if (entry.registerDepth < depth) stepBackTo(entry.registerDepth);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on a history move
  }, [location.key]);

  // The flow moved: forward pushes an entry; anything else relabels this one.
  useEffect(() => {
    if (depth === null) return;
    if (!entry) {
      // First look at this entry (a new visit or a reload of an old link).
      label(depth, depth, true);
      return;
    }
    if (entry.registerDepth === depth) return;
    if (depth > entry.registerDepth) {
      label(depth, entry.registerBase, false);
    } else if (depth >= entry.registerBase) {
      // Moved back without the browser (changing the phone, a server-asked step):
      // go back through our own entries so later back presses stay in order.
      void navigate(depth - entry.registerDepth);
    } else {
      label(depth, depth, true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the flow moves
  }, [depth]);

  return useCallback(() => {
    if (entry && depth !== null && entry.registerDepth === depth && depth > entry.registerBase) {
      void navigate(-1); // the history move above then steps the flow back
    } else if (depth !== null) {
      stepBackTo(depth - 1);
    }
  }, [entry, depth, navigate, stepBackTo]);
}
