// Full-screen message page (not found, unexpected error): an illustration, a
// heading, a short text and the actions.
import type { ReactNode } from 'react';

export function StatusPage({
  pageTitle,
  title,
  text,
  illustration,
  children,
}: {
  /** The browser tab's title (React hoists the <title> into <head>). */
  pageTitle: string;
  title: string;
  text: string;
  illustration: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="status-page" id="main">
      <title>{pageTitle}</title>
      <div className="status-page__art" aria-hidden="true">
        {illustration}
      </div>
      <h1 className="status-page__title">{title}</h1>
      <p className="status-page__text">{text}</p>
      <div className="status-page__actions">{children}</div>
    </main>
  );
}
