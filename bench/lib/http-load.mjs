// HTTP load with Node's own client (no load-testing dependency): keep-alive
// connections, a closed loop at a fixed concurrency for throughput, and an
// open loop at a fixed rate for latency. Latency in the open loop counts from
// the time a request was due, not from when it left, so a stalled server
// cannot hide its queue (coordinated omission).
import http from 'node:http';

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
};

/** One GET; resolves with the status (the body is read and dropped). */
function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * As many requests as `concurrency` connections can make in `seconds`, after
 * `warmSeconds` not counted. Returns requests per second and the statuses seen.
 * `url` may be a function of the request's number, for a different URL each time.
 */
export async function closedLoop(url, { headers = {}, concurrency, seconds, warmSeconds = 2 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const statuses = new Map();
  let counting = false;
  let countStarted = 0;
  let done = 0;
  let sent = 0;
  const urlOf = typeof url === 'function' ? url : () => url;
  const stopAt = Date.now() + (warmSeconds + seconds) * 1000;
  const startCounting = setTimeout(() => {
    counting = true;
    countStarted = performance.now();
  }, warmSeconds * 1000);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < stopAt) {
        const status = await get(agent, urlOf(sent++), headers);
        if (!counting) continue;
        done += 1;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - countStarted) / 1000;
  clearTimeout(startCounting);
  agent.destroy();
  return { rps: done / elapsed, requests: done, statuses: Object.fromEntries(statuses) };
}

/** `rate` requests a second for `seconds`, each on its schedule; latencies in ms. */
export async function openLoop(url, { headers = {}, rate, seconds, connections = 64 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = [];
  const statuses = new Map();
  const started = performance.now();
  const pending = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      get(agent, url, headers).then((status) => {
        latencies.push(performance.now() - due);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
  }
  await Promise.all(pending);
  const achieved = total / ((performance.now() - started) / 1000);
  agent.destroy();
  return { latencies, achieved, statuses: Object.fromEntries(statuses) };
}

/**
 * `count` sequential GETs after `warm` uncounted ones; each one's time in ms.
 * `before` runs ahead of each request, outside its time.
 */
export async function sequentialTimes(url, { headers = {}, count, warm = 50, before = () => {} }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  for (let i = 0; i < warm + count; i += 1) {
    before();
    const started = performance.now();
    const status = await get(agent, url, headers);
    if (status !== 200) throw new Error(`GET ${url} answered ${status}`);
    if (i >= warm) times.push(performance.now() - started);
  }
  agent.destroy();
  return times;
}

/** The figures as the last stdout line, key=value. */
export function printFigures(figures) {
  console.log(
    Object.entries(figures)
      .map(([key, value]) => `${key}=${value}`)
      .join(' '),
  );
}
