// Frame of the help centre's screens (decision 069): a sticky bar with back
// and title, then the screen. Article HTML is ours: a link in it to a screen
// of the app moves inside the app (no reload); one that leaves the app goes to
// the native host, or a new tab in a browser (decision 028).
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { BackButton } from '../../../components/ui/back-button';
import { followLinkOutOfApp, isPlainClick, leavesApp } from '../../../lib/external-links';
import styles from './help.module.css';

function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const anchor = event.target.closest('a[href^="/"]');
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    if (leavesApp(anchor.href) || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
  };
}

export function HelpPage({
  title,
  pageTitle,
  backTo,
  children,
}: {
  /** The bar's title (the screen's own heading is its h1). */
  title: string;
  /** The document's title. */
  pageTitle: string;
  /** Where back goes when the page was opened directly. */
  backTo: string;
  children: ReactNode;
}) {
  const followInAppLink = useInAppLinks();
  return (
    <div className={styles.page}>
      <title>{pageTitle}</title>
      <header className={styles.bar}>
        <BackButton fallback={backTo} />
        <span className={styles.barTitle} aria-hidden="true">
          {title}
        </span>
      </header>
      {/* Clicks bubble from the links of the article's HTML (Enter on a link clicks it too). */}
      <main
        id="main"
        className={styles.main}
        onClick={(event) => {
          followInAppLink(event);
          followLinkOutOfApp(event);
        }}
      >
        {children}
      </main>
    </div>
  );
}

export { styles as helpStyles };
