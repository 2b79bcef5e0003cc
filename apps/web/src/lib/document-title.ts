// The browser tab's title while a screen shows. React 19 hoists a rendered
// <title> into <head>; preact/compat (decision 006) leaves it in the body,
// where browsers ignore it, so screens set their title through this hook.
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
