// The sandbox's shortcut in, below the sign-in form: demo accounts that sign
// in without a password, each a button; a refused one says why here. The
// sign-in page shows it only in a sandbox build.
import { useId, type ReactNode } from 'react';
import { ErrorAlert } from './status';

interface DemoSignInProps {
  title: string;
  text: string;
  /** The demo sign-in's failure, if any. */
  error: unknown;
  /** The buttons, one per demo account. */
  children: ReactNode;
}

export function DemoSignIn({ title, text, error, children }: DemoSignInProps) {
  const titleId = useId();
  return (
    <section className="demo-operators" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className="field-hint">{text}</p>
      <ErrorAlert error={error} />
      {children}
    </section>
  );
}
