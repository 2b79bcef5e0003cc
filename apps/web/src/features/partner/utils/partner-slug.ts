// Which partner (white label) this visit belongs to: the query (?partner= or
// ?partnerId=) wins, then the sub-domain, then the choice stored earlier in
// the session.

/**
 * Sub-domains that name environments, not partners (docs/spec/account-checklist.md §1). A copy of
 * the contract's ignoredPartnerSubdomains: importing that module would pull
 * full zod (~25 KiB gzip) into the first screen. A unit test keeps them equal.
 */
export const IGNORED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'alpha',
  'sandbox',
  'qa',
  'qa2',
  'qa3',
  'qa4',
  'demo',
  'www',
]);

// Second-level labels under a country code that belong to the public suffix
// (rosto.com.br has no sub-domain; padaria.rosto.com.br does).
const SECOND_LEVEL_SUFFIXES = new Set([
  'com',
  'net',
  'org',
  'gov',
  'edu',
  'co',
  'app',
  'art',
  'blog',
]);

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function partnerSlugFromHost(host: string): string | null {
  const hostname = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (
    hostname === '' ||
    hostname.includes(':') ||
    hostname.startsWith('[') ||
    IPV4.test(hostname)
  ) {
    return null;
  }
  const labels = hostname.split('.');
  let domainLabels: number;
  if (labels.at(-1) === 'localhost') {
    domainLabels = 1; // padaria-sol.localhost during development
  } else {
    const tld = labels.at(-1) ?? '';
    const second = labels.at(-2) ?? '';
    domainLabels = tld.length === 2 && SECOND_LEVEL_SUFFIXES.has(second) ? 3 : 2;
  }
  if (labels.length <= domainLabels) return null;
  const slug = labels[0] ?? '';
  return SLUG.test(slug) && !IGNORED_SUBDOMAINS.has(slug) ? slug : null;
}

/** The slug or id to load, or null for the plain Rosto brand. */
export function choosePartnerIdentifier(input: {
  search: string;
  hostname: string;
  stored: string | null;
}): string | null {
  const query = new URLSearchParams(input.search);
  for (const candidate of [query.get('partner'), query.get('partnerId')]) {
    const value = candidate?.trim();
    if (value && /^[\w-]{1,100}$/.test(value)) return value;
  }
  return partnerSlugFromHost(input.hostname) ?? input.stored;
}
