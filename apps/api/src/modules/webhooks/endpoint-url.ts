// Where a shop's webhooks may go (decision 056): HTTPS anywhere; plain HTTP
// only to this machine, and only in sandbox (a developer's local receiver).
// Credentials in the URL are refused (they would be logged and shown).

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function webhookUrlAllowed(raw: string, sandbox: boolean): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (url.protocol === 'https:') return url.hostname.length > 0;
  return sandbox && url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}
