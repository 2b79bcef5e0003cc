// Frame of a legal text: a sticky bar with back and title, then the document.
// The texts are HTML (ours, or the server's terms): a link in them that leaves
// the app goes to the native host, or a new tab in a browser (decision 028).
import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DocumentFrame } from '../../../components/ui/document-frame';
import { paths } from '../../../config/paths';
import { followLinkOutOfApp } from '../../../lib/external-links';
import styles from './legal-page.module.css';

/**
 * A link to a section of this text (#direitos, from the contents or the text
 * itself) stays on this page: the address takes the hash in place, keeping the
 * page's navigation state (the sign-in's policy step lives in it), and the
 * section's heading takes the focus, so the keyboard goes on from there.
 */
function useInPageLinks() {
  const location = useLocation();
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const anchor = event.target.closest('a[href^="#"]');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const id = decodeURIComponent(anchor.getAttribute('href')!.slice(1));
    const target = window.document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    void navigate(
      { pathname: location.pathname, search: location.search, hash: id },
      { replace: true, state: location.state as unknown, preventScrollReset: true },
    );
    target.scrollIntoView();
    const heading = target.matches('h1, h2, h3') ? target : target.querySelector('h2, h3');
    if (heading instanceof HTMLElement) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  };
}

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const followInPageLink = useInPageLinks();
  return (
    <DocumentFrame
      barTitle={title}
      pageTitle={`${title} | Rosto`}
      backTo={paths.welcome.getHref()}
      onClick={(event) => {
        followInPageLink(event);
        followLinkOutOfApp(event);
      }}
    >
      {children}
    </DocumentFrame>
  );
}

export function LegalSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label}>
      {[90, 100, 95, 70, 100, 85, 60].map((width, index) => (
        <span key={index} style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

export { styles as legalStyles };
