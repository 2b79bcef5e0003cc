// The webhooks' HTTP client (decision 056): fetch through an agent whose
// connections resolve names themselves and refuse an address a webhook may
// not reach (endpoint-url.ts). The check is made on the address actually
// connected to, at every connection, so a name that resolves, or later
// re-resolves, to a private address is refused before any byte is sent.
import {
  type LookupAddress,
  type LookupAllOptions,
  type LookupOptions,
  lookup as dnsLookup,
} from 'node:dns';
import { Agent, fetch } from 'undici';
import { webhookAddressAllowed } from './endpoint-url';

/** dns.lookup's shape with `all: true` (tests give a resolver of their own). */
export type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export class WebhookAddressRefused extends Error {
  override name = 'WebhookAddressRefused';
  readonly code = 'EWEBHOOKADDRESS';
}

type Callback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for net/tls.connect that answers only allowed addresses. */
export function guardedLookup(sandbox: boolean, resolve: Resolve = dnsLookup) {
  return (hostname: string, options: LookupOptions, callback: Callback) => {
    resolve(hostname, { family: options.family ?? 0, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find(({ address }) => !webhookAddressAllowed(address, sandbox));
      if (refused || addresses.length === 0) {
        // The address is not named: it would tell a shop what our network holds.
        return callback(new WebhookAddressRefused('webhook address not allowed'), []);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** `fetch` for webhook deliveries, connecting only where a webhook may go. */
export function guardedFetch(sandbox: boolean, resolve?: Resolve): typeof globalThis.fetch {
  const dispatcher = new Agent({ connect: { lookup: guardedLookup(sandbox, resolve) } });
  return ((input: string | URL, init?: RequestInit) =>
    fetch(input, { ...(init as object), dispatcher })) as unknown as typeof globalThis.fetch;
}
