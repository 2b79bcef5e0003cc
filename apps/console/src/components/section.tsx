// A part of a page under its own heading, which names it for screen readers,
// with the part's action beside the heading: what `Page` is to a page.
import { useId, type ReactNode } from 'react';

interface SectionProps {
  title: string;
  /** Beside the heading: the section's action. */
  actions: ReactNode;
  /** A class for the section, when it has styles of its own. */
  className?: string;
  children: ReactNode;
}

export function Section({ title, actions, className, children }: SectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <div className="section-header">
        <h2 id={titleId}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
