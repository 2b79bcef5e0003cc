// Graceful shutdown behind the proxy (issue 14): while both instances are
// restarted in turn (SIGTERM, wait for the new process's /readyz, then the
// next), steady traffic through nginx (profile and payments reads, the
// partner and the terms) sees 0 failed requests, and the requests land on
// both instances before, during and after.
import { expect, test } from './cluster-fixture';
import { sandboxCustomer } from './shop';

test('a rolling restart of both instances fails no request', async ({ ops }) => {
  test.setTimeout(240_000);
  const { token } = await sandboxCustomer(ops.cluster.url, { fullName: 'Rita Reinicio' });
  const calls: Array<() => Promise<Response>> = [
    () => fetch(`${ops.cluster.url}/api/terms-of-use`),
    () => fetch(`${ops.cluster.url}/api/partner/padaria-sol`),
    () =>
      fetch(`${ops.cluster.url}/api/user/profile`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    () =>
      fetch(`${ops.cluster.url}/api/user/transactions?_take=3&_skip=0`, {
        headers: { authorization: `Bearer ${token}` },
      }),
  ];

  const failures: string[] = [];
  const answeredBy = new Map<string, number>();
  let sent = 0;
  let running = true;
  const client = async (offset: number) => {
    for (let index = offset; running; index += 1) {
      sent += 1;
      try {
        const response = await calls[index % calls.length]!();
        const body = await response.text();
        if (!response.ok) failures.push(`${response.status} ${body.slice(0, 120)}`);
        const instance = response.headers.get('x-rosto-instance') ?? 'none';
        answeredBy.set(instance, (answeredBy.get(instance) ?? 0) + 1);
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  const clients = Array.from({ length: 4 }, (_, offset) => client(offset));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await ops.cluster.rollingRestart();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  running = false;
  await Promise.all(clients);

  process.stdout.write(
    `rolling restart: ${sent} requests, by instance ${JSON.stringify([...answeredBy])}\n`,
  );
  expect(failures).toEqual([]);
  expect(sent).toBeGreaterThan(100);
  expect([...answeredBy.keys()].sort()).toEqual(['api-1', 'api-2']);
});
