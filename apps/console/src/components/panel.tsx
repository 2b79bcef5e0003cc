// A form or a notice that opens above the list: its heading takes the focus
// when it opens, so keyboard and screen-reader users land in it.
import { useEffect, useId, useRef, type ReactNode } from 'react';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
