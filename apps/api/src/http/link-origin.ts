// Where the links of the e-mails sent for a request lead (issue 13.8). With
// PUBLIC_URL set, and always outside the sandbox, to PUBLIC_URL. A sandbox run
// without it (`npm start` on a laptop) may be opened at localhost, 127.0.0.1
// or the machine's address: a link to another of these opens the app signed
// out, so the link follows the address the person used. That address comes
// from the request's own Host header, never a forwarded one, and only when it
// names this server: a loopback or local interface address, on its port.
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { ResolvedConfig } from '../config/env';

type LinkConfig = Pick<ResolvedConfig, 'publicUrl' | 'linkOriginFromRequest' | 'port' | 'host'>;

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1']);

function localAddresses(): Set<string> {
  const addresses = new Set<string>();
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) addresses.add(entry.address);
  }
  return addresses;
}

/** Whether `hostname` (brackets removed) reaches this server. */
function namesThisServer(hostname: string, config: LinkConfig): boolean {
  if (LOOPBACK_NAMES.has(hostname)) return true;
  if (hostname === config.host) return true;
  return isIP(hostname) !== 0 && localAddresses().has(hostname);
}

/** The origin (scheme, host, port) the request's e-mail links lead to. */
export function linkOriginOf(config: LinkConfig, request: FastifyRequest): string {
  const configured = new URL(config.publicUrl).origin;
  if (!config.linkOriginFromRequest) return configured;
  const host = request.raw.headers.host;
  if (!host) return configured;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return configured;
  }
  const hostname = url.hostname.replace(/^\[|\]$/gu, '');
  const port = url.port === '' ? 80 : Number(url.port);
  if (port !== config.port || url.username !== '' || !namesThisServer(hostname, config)) {
    return configured;
  }
  return url.origin;
}
