// The item page's keys: A approves, R rejects, N or J opens the next item.
// They never fire while the operator types (a field has the focus), with a
// modifier held (the browser's own shortcuts), or while a dialog is open.
import { useEffect, useEffectEvent } from 'react';

export interface ReviewShortcuts {
  approve: () => void;
  reject: () => void;
  next: () => void;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

export function useReviewShortcuts(shortcuts: ReviewShortcuts, enabled: boolean): void {
  // The latest handlers, without re-subscribing on every render.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.repeat) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTyping(event.target)) return;
    const key = event.key.toLowerCase();
    const action =
      key === 'a'
        ? shortcuts.approve
        : key === 'r'
          ? shortcuts.reject
          : key === 'n' || key === 'j'
            ? shortcuts.next
            : null;
    if (action === null) return;
    event.preventDefault();
    action();
  });
  useEffect(() => {
    if (!enabled) return;
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
