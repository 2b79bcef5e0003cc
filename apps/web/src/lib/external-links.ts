// Addresses that leave the app: the help desk and help centre, the stores,
// terms or privacy hosted elsewhere, mail and phone (decision 028). Inside
// the native wrapper the host opens them (its browser, the mail or phone app)
// and the WebView stays on the app; in a browser a web page opens in a new tab
// cut from the app, a mail or phone address in its app.
import type { MouseEvent } from 'react';
import { postToNative } from './native-bridge';

const APP_SCHEMES = new Set(['mailto:', 'tel:']);
const WEB_SCHEMES = new Set(['http:', 'https:']);

function parse(href: string): URL | null {
  try {
    return new URL(href, window.location.href);
  } catch {
    return null;
  }
}

/** Whether following `href` leaves the app: a page of another site, or a mail or phone address. */
export function leavesApp(href: string): boolean {
  const url = parse(href);
  if (!url) return false;
  if (APP_SCHEMES.has(url.protocol)) return true;
  return WEB_SCHEMES.has(url.protocol) && url.origin !== window.location.origin;
}

/** Whether a browser shows it in a tab (a web page), rather than handing it to an app (mailto:, tel:). */
export function isWebAddress(href: string): boolean {
  const url = parse(href);
  return url !== null && WEB_SCHEMES.has(url.protocol);
}

/** Asks the native host to open `href`; false in a browser or when the host did not take it. */
export function openInHost(href: string): boolean {
  const url = parse(href);
  return url !== null && postToNative({ type: 'OPEN_URL', url: url.href });
}

/**
 * Opens an address outside the app from code, with no link being followed (a
 * ticket whose address is known only after a request): through the host in
 * the wrapper; else, or when the host did not take it, a new tab for a web
 * page and its app for a mail or phone address.
 */
export function openExternal(href: string): void {
  if (openInHost(href)) return;
  if (isWebAddress(href)) window.open(href, '_blank', 'noopener,noreferrer');
  else window.location.assign(href);
}

/** A click a browser gives a meaning of its own (new window, background tab, download). */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Click handler for HTML the app does not build from components (the legal
 * texts): a link in it that leaves the app goes to the host in the wrapper,
 * and opens in a new tab in a browser instead of replacing the app. Links
 * inside the app, and modified clicks in a browser, are left alone.
 */
export function followLinkOutOfApp(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const anchor = event.target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
  const href = anchor.href;
  if (!leavesApp(href)) return;
  if (openInHost(href)) {
    event.preventDefault();
    return;
  }
  if (isWebAddress(href) && !anchor.target && isPlainClick(event)) {
    event.preventDefault();
    window.open(href, '_blank', 'noopener,noreferrer');
  }
}
