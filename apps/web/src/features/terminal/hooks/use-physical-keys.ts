// Keys typed on a physical keyboard (a tablet's cover, a USB keypad) reach the
// terminal's on-screen pads, unless a text field or a dialog has them.
import { useEffect, useLayoutEffect, useRef } from 'react';

export function usePhysicalKeys(active: boolean, onKey: (key: string) => boolean) {
  const handler = useRef(onKey);
  // Before any later key: fast typing must never see an old handler.
  useLayoutEffect(() => {
    handler.current = onKey;
  });
  useEffect(() => {
    if (!active) return;
    const listen = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="dialog"], [role="alertdialog"]')) return;
      if (handler.current(event.key)) event.preventDefault();
    };
    document.addEventListener('keydown', listen);
    return () => document.removeEventListener('keydown', listen);
  }, [active]);
}
