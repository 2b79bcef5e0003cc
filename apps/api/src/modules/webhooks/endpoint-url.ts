// Where a shop's webhooks may go (decision 056): HTTPS to a public address;
// plain HTTP only to this machine, and only in sandbox (a developer's local
// receiver). Credentials in the URL are refused (they would be logged and
// shown). A webhook is a request our servers make on a shop's word, so it must
// never reach our own network: private, loopback, link-local (the cloud's
// metadata address), shared and reserved addresses are refused, both as a
// literal in the URL here and, for a name, where it resolves at each
// connection (guarded-fetch.ts).
import ipaddr from 'ipaddr.js';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a webhook may connect to `address` (an IP, v4 or v6): a public
 * unicast address, or in sandbox this machine too.
 */
export function webhookAddressAllowed(address: string, sandbox: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  // ::ffff:10.0.0.1 is 10.0.0.1.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  return range === 'unicast' || (sandbox && range === 'loopback');
}

export function webhookUrlAllowed(raw: string, sandbox: boolean): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  // A literal address is judged now; a name where it resolves, when sent.
  const literal = url.hostname.replace(/^\[(.*)\]$/u, '$1');
  if (ipaddr.isValid(literal) && !webhookAddressAllowed(literal, sandbox)) return false;
  if (url.protocol === 'https:') return url.hostname.length > 0;
  return sandbox && url.protocol === 'http:' && LOOPBACK_NAMES.has(url.hostname);
}
