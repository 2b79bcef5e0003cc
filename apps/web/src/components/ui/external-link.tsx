// Links that leave the app (decision 028): real links (keyboard, screen
// readers, "open in new tab" and copy work), that the native host opens in
// the wrapper and a new tab opens in a browser, saying so to screen readers.
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { isPlainClick, isWebAddress, openInHost } from '../../lib/external-links';
import { isInNativeHost } from '../../lib/native-bridge';

export function ExternalLink({
  href,
  className,
  onOpen,
  sameTab = false,
  children,
}: {
  href: string;
  className?: string;
  /**
   * Opens the link another way (a ticket with a support reference): true when
   * it did, and the href is not followed. Called for a plain click in a
   * browser and for any tap in the native host.
   */
  onOpen?: () => boolean;
  /** In a browser, follow it in this tab (a store page hands over to the store app). */
  sameTab?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // mailto: and tel: go to their app, never to a tab.
  const newTab = !sameTab && isWebAddress(href);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const inHost = isInNativeHost();
    // A browser keeps its own meaning for a modified click (new window, background tab).
    if (!inHost && !isPlainClick(event)) return;
    // In the wrapper the WebView must not leave the app: the host opens the
    // address. If it cannot be told, the link does what a browser would.
    if (onOpen?.() || (inHost && openInHost(href))) event.preventDefault();
  };
  return (
    <a
      href={href}
      className={className}
      target={newTab ? '_blank' : undefined}
      rel="noopener noreferrer"
      onClick={open}
    >
      {children}
      {newTab && <span className="visually-hidden"> {t('common.opensInNewTab')}</span>}
    </a>
  );
}

/** A configured address: in-app paths navigate inside the app, URLs leave it as above. */
export function ConfiguredLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <ExternalLink href={href} className={className}>
      {children}
    </ExternalLink>
  );
}
