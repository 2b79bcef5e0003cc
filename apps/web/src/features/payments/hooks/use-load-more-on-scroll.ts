// "More loaded as the person scrolls" (issue 11): a sentinel under the list
// asks for the next page when it comes near the screen. A browser without
// IntersectionObserver, a keyboard or a screen reader uses the visible
// "Carregar mais" button next to it instead.
import { useEffect, useRef } from 'react';

/** How far below the screen the next page starts loading, so scrolling rarely waits. */
const AHEAD = '400px';

/**
 * A ref for the sentinel element. `loadMore` runs whenever it comes into view
 * while `enabled`; enabling it again (a page arrived) looks anew, so a short
 * page on a tall screen goes on loading until the screen is full.
 */
export function useLoadMoreOnScroll<T extends Element>(loadMore: () => void, enabled: boolean) {
  const sentinel = useRef<T>(null);
  const latestLoadMore = useRef(loadMore);
  useEffect(() => {
    latestLoadMore.current = loadMore;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestLoadMore.current();
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}
