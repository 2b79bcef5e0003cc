// What the service worker answers a page load with when the network cannot
// (decision 045): the app shell for the app's own pages, which then shows its
// screens and their own "no connection" states, and offline.html for the
// addresses the server answers itself, which no cached copy may stand in for.

/** The precached copies, by the address the build gives them. */
export const APP_SHELL = '/index.html';
export const OFFLINE_PAGE = '/offline.html';

/**
 * The server's own pages, never the app: the API (its answers hold personal
 * data, so nothing of it is cached), its docs, the probes and the metrics,
 * and the staff's apps (the operators' console, the shops' portal), which are
 * other builds that the customer's shell must not stand in for.
 */
const SERVER_PATHS = /^\/(?:api|docs|metrics|healthz|readyz|console|loja)(?:\/|$)/u;

/** Which precached page stands in for `url` when its load failed. */
export function offlineFallback(url: URL): typeof APP_SHELL | typeof OFFLINE_PAGE {
  if (SERVER_PATHS.test(url.pathname)) return OFFLINE_PAGE;
  // As the server's SPA fallback (apps/api/src/plugins/app/error-handler.ts): an
  // address whose last segment has a dot is a file, not a screen of the app.
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return lastSegment.includes('.') ? OFFLINE_PAGE : APP_SHELL;
}
