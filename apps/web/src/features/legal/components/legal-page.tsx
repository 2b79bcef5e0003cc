// Frame of a legal text: a sticky bar with back and title, then the document.
// The texts are HTML (ours, or the server's terms): a link in them that leaves
// the app goes to the native host, or a new tab in a browser (decision 028).
import type { ReactNode } from 'react';
import { BackButton } from '../../../components/ui/back-button';
import { paths } from '../../../config/paths';
import { followLinkOutOfApp } from '../../../lib/external-links';
import styles from './legal-page.module.css';

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <title>{`${title} | Rosto`}</title>
      <header className={styles.bar}>
        <BackButton fallback={paths.welcome.getHref()} />
        <span className={styles.barTitle} aria-hidden="true">
          {title}
        </span>
      </header>
      {/* Clicks bubble from the links of the HTML inside (Enter on a link clicks it too). */}
      <main id="main" className={styles.main} onClick={followLinkOutOfApp}>
        {children}
      </main>
    </div>
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
