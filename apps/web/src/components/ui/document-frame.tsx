// The frame of a long read (a legal text, a help-centre screen): a sticky bar
// with back and the title, then the text in <main>, whose clicks the screen
// handles (links inside HTML that is ours, decision 028).
import type { MouseEvent, ReactNode } from 'react';
import { BackButton } from './back-button';
import styles from './document-frame.module.css';

export function DocumentFrame({
  barTitle,
  pageTitle,
  backTo,
  onClick,
  children,
}: {
  /** The bar's title (the text's own heading is its h1). */
  barTitle: string;
  /** The document's title. */
  pageTitle: string;
  /** Where back goes when the page was opened directly. */
  backTo: string;
  /** Clicks bubbling from the links of the HTML inside (Enter on a link clicks it too). */
  onClick: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <title>{pageTitle}</title>
      <header className={styles.bar}>
        <BackButton fallback={backTo} />
        <span className={styles.barTitle} aria-hidden="true">
          {barTitle}
        </span>
      </header>
      <main id="main" className={styles.main} onClick={onClick}>
        {children}
      </main>
    </div>
  );
}
