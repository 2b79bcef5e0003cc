// A bare Fastify route, the yardstick of bench:api-load: the same Fastify as
// the API (resolved from apps/api, so the versions cannot drift apart), no
// plugins, no logging, one small JSON answer, in a process of its own (this
// file run as a script, listening on PORT at 127.0.0.1).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const thisFile = fileURLToPath(import.meta.url);

/** The bare route's process, listening on `port` at GET /bare once it is up. */
export function spawnBareServer(port) {
  return spawn(process.execPath, [thisFile], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

if (process.argv[1] === thisFile) {
  // The API's own copy, by path: the yardstick must be the Fastify the API runs.
  const api = createRequire(new URL('../../apps/api/package.json', import.meta.url));
  const { default: Fastify } = await import(pathToFileURL(api.resolve('fastify')).href);
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ data: [] }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.once('SIGTERM', () => {
    app.close().then(() => process.exit(0));
  });
}
