// The one panel (or dialog) a page opens above its list, and the button that
// opened it: closing the panel gives that button the focus back, so a
// keyboard user goes on where they were.
import { useRef, useState } from 'react';

interface OpenedPanelOptions {
  /** Runs as a panel opens: what the page said of the last one (a done notice) goes. */
  onOpen?: () => void;
}

export function useOpenedPanel<Opened>({ onOpen }: OpenedPanelOptions = {}) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return {
    opened,
    /** Opens `next` from the button `from`, which gets the focus back when it closes. */
    open: (next: Opened, from: HTMLElement) => {
      opener.current = from;
      onOpen?.();
      setOpened(next);
    },
    /** Shows the next step in its place (a new key after its form), owed to the same button. */
    show: (next: Opened) => setOpened(next),
    /** Closes it and gives the focus back to its opener. */
    close: () => {
      setOpened(null);
      opener.current?.focus();
    },
    /** Closes it and leaves the focus alone: a dialog gives it back itself. */
    dismiss: () => setOpened(null),
  };
}
