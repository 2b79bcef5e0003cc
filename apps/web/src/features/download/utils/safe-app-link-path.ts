// /app-link?redirect=true may only move inside this app. Anything that could
// leave the origin (absolute or protocol-relative URLs, backslash tricks,
// javascript:, control characters) is refused: never an open redirect.
const MAX_LENGTH = 2048;

const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

export function safeAppLinkPath(raw: string | null, origin: string): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  // One relative path: a single leading slash, no backslash anywhere (browsers
  // read "\" as "/"), no whitespace or control characters.
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  if (/[\\\s]/.test(raw) || [...raw].some(isControl)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  // Pointing back at /app-link would only bounce again.
  if (url.pathname === '/app-link') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The target of an app link: `path`, else `to`, only with redirect=true. */
export function appLinkTarget(search: string, origin: string): string | null {
  const query = new URLSearchParams(search);
  if (query.get('redirect') !== 'true') return null;
  return safeAppLinkPath(query.get('path') ?? query.get('to'), origin);
}
