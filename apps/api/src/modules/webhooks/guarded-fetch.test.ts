// The webhooks' client connects only where a webhook may go (decision 056):
// the name is resolved at connection time and every address it gives is
// judged, so a shop's hostname that resolves to a private address reaches
// nothing. A resolver of the test's own stands in for DNS.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Resolve, WebhookAddressRefused, guardedFetch } from './guarded-fetch';

/** A DNS where `name` resolves to `address`. */
const resolvingTo =
  (address: string): Resolve =>
  (_hostname, _options, callback) =>
    callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]);

describe("the webhooks' HTTP client", () => {
  let port: number;
  let hits = 0;
  const receiver = createServer((_request, response) => {
    hits += 1;
    response.writeHead(204).end();
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    port = (receiver.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => receiver.close(resolve)));

  const send = (fetch: typeof globalThis.fetch) =>
    fetch(`http://hooks.loja.test:${port}/rosto`, { method: 'POST', body: '{}' });

  it('connects where the name resolves, through its own lookup', async () => {
    const response = await send(guardedFetch(true, resolvingTo('127.0.0.1')));
    expect(response.status).toBe(204);
    expect(hits).toBe(1);
  });

  it('refuses a name resolving to this machine outside sandbox, or to a private or metadata address', async () => {
    for (const [sandbox, address] of [
      [false, '127.0.0.1'],
      [true, '10.0.0.7'],
      [false, '169.254.169.254'],
      [false, '::ffff:192.168.0.1'],
    ] as const) {
      const failed = await send(guardedFetch(sandbox, resolvingTo(address))).catch(
        (error: unknown) => error,
      );
      expect(failed, address).toBeInstanceOf(TypeError);
      expect((failed as TypeError).cause, address).toBeInstanceOf(WebhookAddressRefused);
    }
    expect(hits).toBe(1);
  });
});
