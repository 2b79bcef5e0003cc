// What the data router's <ScrollRestoration> did, for declarative routes: back
// and forward return to where the user was on that entry, a link to a #hash
// scrolls to its target, any other navigation starts at the top.
import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Last scroll position per history entry (location.key), for this page load. */
const positions = new Map<string, number>();

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = navigationType === NavigationType.Pop ? positions.get(key) : undefined;
    const target = hash ? document.getElementById(decodeHash(hash)) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);

    // Recorded as the user scrolls: once the next screen renders, the old
    // position may already be clamped to the new page's height.
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, hash, navigationType]);

  return null;
}
