// The database and Redis going away under traffic (issue 14): with the
// database cut off for 10 s, requests fail with the catalogue's 503
// SERVICE_UNAVAILABLE, none hangs past its timeout, and the instances recover
// by themselves; with Redis down, sign-in keeps working (the limits count per
// instance, decision 043) and /readyz says degraded.
import { randomUUID } from 'node:crypto';
import { expect, test } from './cluster-fixture';
import { type Answer, call, sandboxCustomer } from './shop';

/** The request timeout the clients allow; the pool gives up connecting after 5 s. */
const CLIENT_TIMEOUT_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the database cut off for 10 s: 503s, no hang, recovery on its own', async ({ ops }) => {
  test.setTimeout(180_000);
  const base = ops.cluster.url;
  const { token } = await sandboxCustomer(base, { fullName: 'Otto Queda' });
  const reads = [
    () => call(base, 'GET', '/api/user/profile', { token, timeoutMs: CLIENT_TIMEOUT_MS }),
    () =>
      call(base, 'GET', '/api/user/transactions?_take=3&_skip=0', {
        token,
        timeoutMs: CLIENT_TIMEOUT_MS,
      }),
    () => call(base, 'GET', '/api/user/payment-limits', { token, timeoutMs: CLIENT_TIMEOUT_MS }),
  ];
  interface Seen extends Answer {
    at: number;
    ms: number;
  }
  const seen: Seen[] = [];
  let running = true;
  const client = async (offset: number) => {
    for (let index = offset; running; index += 1) {
      const started = Date.now();
      const answer = await reads[index % reads.length]!();
      seen.push({ ...answer, at: started, ms: Date.now() - started });
      await sleep(50);
    }
  };
  const clients = Array.from({ length: 3 }, (_, offset) => client(offset));
  await sleep(2_000);
  const cutAt = Date.now();
  const cut = await ops.cutDatabase();
  await sleep(10_000);
  await cut.restore();
  const restoredAt = Date.now();
  // The instances find the database again on their own: nothing is restarted.
  await expect
    .poll(async () => (await call(base, 'GET', '/api/user/profile', { token })).status, {
      timeout: 30_000,
    })
    .toBe(200);
  const recoveredAt = Date.now();
  await sleep(5_000);
  running = false;
  await Promise.all(clients);

  const during = seen.filter((answer) => answer.at >= cutAt && answer.at < restoredAt);
  const failed = seen.filter((answer) => answer.status !== 200);
  const after = seen.filter((answer) => answer.at >= recoveredAt);
  process.stdout.write(
    `database cut 10 s: ${seen.length} requests, ${failed.length} failed ` +
      `(${[...new Set(failed.map((answer) => `${answer.status} ${answer.body?.message}`))].join(', ')}); ` +
      `slowest ${Math.max(...seen.map((answer) => answer.ms))} ms; ` +
      `recovered ${((recoveredAt - restoredAt) / 1000).toFixed(1)} s after the restore\n`,
  );
  expect(during.length).toBeGreaterThan(10);
  expect(failed.length).toBeGreaterThan(0);
  for (const answer of failed) {
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ statusCode: 503, message: 'SERVICE_UNAVAILABLE' });
  }
  // No request hung: each was answered within the pool's connect timeout and a margin.
  expect(Math.max(...seen.map((answer) => answer.ms))).toBeLessThan(10_000);
  expect(after.length).toBeGreaterThan(10);
  expect(after.filter((answer) => answer.status !== 200)).toEqual([]);
  // And every instance is ready again.
  for (const instance of ops.cluster.instances) {
    const ready = await call(instance.url, 'GET', '/readyz');
    expect(ready.body).toMatchObject({ status: 'ready' });
  }
});

test('Redis down: sign-in keeps working and /readyz says degraded', async ({ ops }) => {
  test.setTimeout(120_000);
  const base = ops.cluster.url;
  const { profile } = await sandboxCustomer(base, { fullName: 'Rosa Sem Redis' });
  const signIn = async () => {
    const deviceUUID = randomUUID();
    const started = await call(base, 'POST', '/api/entrance/login/start', {
      body: { deviceUUID, cpf: profile.cpf },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const confirmed = await call(base, 'PUT', '/api/entrance/login/confirm-phone', {
      body: {
        deviceUUID,
        loginIntentionId: started.body?.data?.loginIntentionId,
        otp: '123456',
      },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body?.data?.token).toEqual(expect.any(String));
  };

  await ops.redis.stop();
  try {
    for (const instance of ops.cluster.instances) {
      await expect
        .poll(async () => (await call(instance.url, 'GET', '/readyz')).body, { timeout: 10_000 })
        .toMatchObject({ status: 'degraded', checks: { redis: 'down', database: 'ok' } });
    }
    // Through both instances (round robin).
    await signIn();
    await signIn();
  } finally {
    await ops.redis.start();
  }
  // The clients reconnect on their own.
  for (const instance of ops.cluster.instances) {
    await expect
      .poll(async () => (await call(instance.url, 'GET', '/readyz')).body, { timeout: 30_000 })
      .toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
  }
  await signIn();
});
