// A mixed soak on loopback (issue 14): the built server as `npm start` runs it
// (embedded PGlite, sandbox), under bounded loops of sign-ins, profile reads,
// payments lists, face enrolments and terminal payments, for --minutes
// (default 10). Each minute it prints the requests, the errors, p99 latency
// per kind and the server's RSS; at the end, RSS growth from minute 2 to the
// last, against the budget (under 10 %, 0 errors).
//
//   npm run bench:soak [-- --minutes 10 --port 3203]
//
// The last stdout line holds the figures as key=value.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  call,
  enrolledCustomer,
  newTerminal,
  pay,
  people,
  photo,
  sandboxAmount,
  sandboxCustomer,
} from '../../apps/api/ops/shop.ts';
import { ensureFaceModels } from '../../scripts/face-models.mjs';
import { option } from '../lib/args.mjs';
import { percentile } from '../lib/http-load.mjs';
import { ensureBuilt, startServer } from '../lib/server.mjs';

const minutes = Number(option('--minutes', '10'));
const port = Number(option('--port', '3203'));
/** Bounded loops: how many of each run at once, and the pause between two turns of one. */
const LOOPS = {
  signIn: { loops: 1, pauseMs: 2_000 },
  profile: { loops: 2, pauseMs: 200 },
  payments: { loops: 2, pauseMs: 200 },
  enrolment: { loops: 1, pauseMs: 15_000 },
  terminalPayment: { loops: 2, pauseMs: 500 },
};
/**
 * Customers who sign in in turn. One network gets at most 3 codes an hour for
 * one phone (OTP_MAX_PER_REQUESTER_PER_PHONE, decision 017), and the soak is one
 * address: enough customers that each signs in at most twice.
 */
const SIGN_IN_CUSTOMERS = Math.ceil((minutes * 60_000) / LOOPS.signIn.pauseMs / 2) + 10;

const log = (line) => process.stderr.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/u.exec(status)[1]) / 1024);
};

await ensureFaceModels({ log });
await ensureBuilt();
const server = await startServer(port, {
  // One address sends everything: the per-address limits would stop the soak, not the server.
  RATE_LIMIT_MAX: '1000000',
  ENTRANCE_RATE_LIMIT_MAX: '100000',
  OTP_BUSY_NETWORK_PER_HOUR: '100000',
});
const base = server.url;

try {
  log('Setting up: customers with faces and cards, terminals, sign-in customers…');
  const customers = [];
  for (const person of people) customers.push(await enrolledCustomer(base, sandboxAmount, person));
  const terminals = [
    await newTerminal(base, 'Padaria Sol soak 1'),
    await newTerminal(base, 'Padaria Sol soak 2'),
  ];
  const signers = [];
  for (let n = 0; n < SIGN_IN_CUSTOMERS; n += 1) {
    // Names take letters only: the n-th customer is "Soak Cliente Ab", "Soak Cliente Ac"…
    const suffix =
      String.fromCharCode(65 + Math.floor(n / 26)) + String.fromCharCode(97 + (n % 26));
    const { token, profile } = await sandboxCustomer(base, { fullName: `Soak Cliente ${suffix}` });
    signers.push({ token, cpf: profile.cpf });
  }

  /** Latencies and errors of the current minute, by kind. */
  let minute = { latencies: {}, errors: {}, requests: 0 };
  const record = (kind, ms, ok, detail) => {
    minute.requests += 1;
    (minute.latencies[kind] ??= []).push(ms);
    if (!ok) {
      minute.errors[kind] = (minute.errors[kind] ?? 0) + 1;
      log(`error in ${kind}: ${detail}`);
    }
  };
  const timed = async (kind, work) => {
    const started = performance.now();
    try {
      const { ok, detail } = await work();
      record(kind, performance.now() - started, ok, detail);
    } catch (error) {
      record(kind, performance.now() - started, false, String(error));
    }
  };
  const answered = (answer) => ({
    ok: answer.status >= 200 && answer.status < 300,
    detail: `${answer.status} ${JSON.stringify(answer.body)}`,
  });

  /** Each kind goes through its own people in turn (a shared counter would pick some twice as often). */
  const turns = {};
  const next = (kind) => (turns[kind] = (turns[kind] ?? -1) + 1);
  const kinds = {
    signIn: async () => {
      const signer = signers[next('signIn') % signers.length];
      const deviceUUID = randomUUID();
      const started = await call(base, 'POST', '/api/entrance/login/start', {
        body: { deviceUUID, cpf: signer.cpf },
      });
      if (started.status !== 200) return answered(started);
      return answered(
        await call(base, 'PUT', '/api/entrance/login/confirm-phone', {
          body: { deviceUUID, loginIntentionId: started.body.data.loginIntentionId, otp: '123456' },
        }),
      );
    },
    profile: async () =>
      answered(
        await call(base, 'GET', '/api/user/profile', {
          token: signers[next('profile') % signers.length].token,
        }),
      ),
    payments: async () =>
      answered(
        await call(base, 'GET', '/api/user/transactions?_take=10&_skip=0', {
          token: customers[next('payments') % customers.length].token,
        }),
      ),
    enrolment: async () => {
      const person = people[next('enrolment') % people.length];
      const { token } = await sandboxCustomer(base, {
        fullName: 'Soak Cadastro Rosto',
        mustRegisterFace: true,
        faceStatus: 'NOT_STARTED',
        biometricConsent: true,
      });
      // A new person showing someone enrolled: the duplicate check sends it to review.
      const file = person.enrol[0];
      return answered(
        await call(base, 'POST', '/api/user/set-face', {
          token,
          body: { images: [photo(file)], usesGlasses: false, step: 1 },
        }),
      );
    },
    terminalPayment: async () => {
      const sale = next('terminalPayment');
      const customer = customers[sale % customers.length];
      const run = await pay(base, terminals[sale % terminals.length], customer, {
        idempotencyKey: `soak-sale-${String(sale).padStart(6, '0')}`,
        amountCents: 300 + (sale % 50),
        photo: customer.payPhotos[sale % customer.payPhotos.length],
      });
      return {
        ok: run.state === 'SUCCEEDED' && run.retries === 0,
        detail: `${run.state}, ${run.retries} retries`,
      };
    },
  };

  let running = true;
  const loops = Object.entries(LOOPS).flatMap(([kind, { loops: count, pauseMs }]) =>
    Array.from({ length: count }, async () => {
      while (running) {
        await timed(kind, kinds[kind]);
        await sleep(pauseMs);
      }
    }),
  );

  const rows = [];
  log(`Soaking for ${minutes} minutes…`);
  for (let m = 1; m <= minutes; m += 1) {
    await sleep(60_000);
    const done = minute;
    minute = { latencies: {}, errors: {}, requests: 0 };
    const all = Object.values(done.latencies).flat();
    const row = {
      minute: m,
      requests: done.requests,
      errors: Object.values(done.errors).reduce((sum, n) => sum + n, 0),
      p99: Math.round(percentile(all, 0.99)),
      rss: rssMb(server.pid),
      byKind: Object.fromEntries(
        Object.entries(done.latencies).map(([kind, values]) => [
          kind,
          Math.round(percentile(values, 0.99)),
        ]),
      ),
    };
    rows.push(row);
    console.log(
      `minute ${String(m).padStart(2)}: ${row.requests} requests, ${row.errors} errors, ` +
        `p99 ${row.p99} ms (${Object.entries(row.byKind)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}), RSS ${row.rss} MB`,
    );
  }
  running = false;
  await Promise.all(loops);

  const from = rows[Math.min(1, rows.length - 1)];
  const to = rows[rows.length - 1];
  const growth = ((to.rss - from.rss) / from.rss) * 100;
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  console.log(
    `\nRSS ${from.rss} MB at minute ${from.minute}, ${to.rss} MB at minute ${to.minute}: ` +
      `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} % (budget < 10 %); ${errors} errors (budget 0): ` +
      `${growth < 10 && errors === 0 ? 'within budget' : 'OVER BUDGET'}`,
  );
  console.log(
    [
      `soak_minutes=${minutes}`,
      `requests=${rows.reduce((sum, row) => sum + row.requests, 0)}`,
      `errors=${errors}`,
      `rss_min${from.minute}_mb=${from.rss}`,
      `rss_min${to.minute}_mb=${to.rss}`,
      `rss_growth_pct=${growth.toFixed(1)}`,
      `p99_ms_by_minute=${rows.map((row) => row.p99).join('/')}`,
      `rss_mb_by_minute=${rows.map((row) => row.rss).join('/')}`,
    ].join(' '),
  );
} finally {
  await server.stop();
}
