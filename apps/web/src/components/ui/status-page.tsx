// Full-screen message page (not found, unexpected error): an illustration, a
// heading, a short text and the actions.
import type { ReactNode } from 'react';

export function StatusPage({
  title,
  text,
  illustration,
  children,
}: {
  title: string;
  text: string;
  illustration: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="status-page" id="main">
      <div className="status-page__art" aria-hidden="true">
        {illustration}
      </div>
      <h1 className="status-page__title">{title}</h1>
      <p className="status-page__text">{text}</p>
      <div className="status-page__actions">{children}</div>
    </main>
  );
}
