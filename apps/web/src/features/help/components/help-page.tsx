// Frame of the help centre's screens (decision 069): a sticky bar with back
// and title, then the screen. Article HTML is ours: a link in it to a screen
// of the app moves inside the app (no reload); one that leaves the app goes to
// the native host, or a new tab in a browser (decision 028).
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DocumentFrame } from '../../../components/ui/document-frame';
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
    <DocumentFrame
      barTitle={title}
      pageTitle={pageTitle}
      backTo={backTo}
      onClick={(event) => {
        followInAppLink(event);
        followLinkOutOfApp(event);
      }}
    >
      {children}
    </DocumentFrame>
  );
}

export { styles as helpStyles };
