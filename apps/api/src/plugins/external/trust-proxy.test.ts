// TRUST_PROXY: behind one proxy the client's address is the one that proxy saw
// (the right-most X-Forwarded-For), never what the client wrote on the left.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { expectError } from '../../../test/entrance';

const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.9';

describe('rate limit behind one proxy (TRUST_PROXY=1)', () => {
  const ctx = useTestApp({
    env: { TRUST_PROXY: '1', ENTRANCE_RATE_LIMIT_MAX: '2' },
    extend: (app) => {
      app.get('/api/test/ip', (request) => ({ ip: request.ip }));
    },
  });

  /** A sign-in call through the proxy, with a left-most address the client made up. */
  const signIn = (fakeAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/entrance/login/start',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `${fakeAddress}, ${CLIENT}` },
      payload: {},
    });

  it('still limits a client that rotates a fake left-most X-Forwarded-For', async () => {
    expectError(await signIn('198.51.100.1'), 400, 'VALIDATION_ERROR');
    expectError(await signIn('198.51.100.2'), 400, 'VALIDATION_ERROR');
    expectError(await signIn('198.51.100.3'), 429, 'TOO_MANY_REQUESTS');
  });

  it('takes the address the proxy saw as request.ip', async () => {
    const ipSeen = async (forwardedFor: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/test/ip',
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': forwardedFor },
        })
      ).json<{ ip: string }>().ip;
    expect(await ipSeen(CLIENT)).toBe(CLIENT);
    expect(await ipSeen(`198.51.100.1, ${CLIENT}`)).toBe(CLIENT);
    expect(await ipSeen(`1.2.3.4, 198.51.100.1, ${CLIENT}`)).toBe(CLIENT);
  });
});
