// Helper threads for the sign-code scan (search-index.ts): at a million faces
// the Hamming kernel takes about 10 ms of one core, most of a search's time.
// Each helper instantiates the same kernels on the same shared memory and
// scans the part of the codes it is given while the calling thread scans the
// first part; the caller waits for them (Atomics), so a search stays one
// synchronous call, a core's share shorter.
//
// A helper's whole loop is the short script below, run with `eval` so it needs
// no file of its own next to the built server or the sources tsx runs.
import { Worker } from 'node:worker_threads';

/** A control block per helper: Int32 slots. */
const GENERATION = 0; // bumped by the caller to start a scan; -1 tells the helper to stop
const ARGS = 1; // five: query, codes, count, out, histogram
const DONE = 6; // the generation the helper finished
const SLOTS = 7;

/** How long a caller waits for a helper before scanning its part itself. */
const HELPER_TIMEOUT_MS = 1_000;

const helperScript = `
const { parentPort, workerData } = require('node:worker_threads');
const { module, memory, control } = workerData;
const { hamming } = new WebAssembly.Instance(module, { env: { memory } }).exports;
const c = new Int32Array(control);
parentPort.postMessage('ready');
let seen = 0;
for (;;) {
  Atomics.wait(c, ${GENERATION}, seen);
  seen = Atomics.load(c, ${GENERATION});
  if (seen < 0) break;
  hamming(c[${ARGS}], c[${ARGS + 1}], c[${ARGS + 2}], c[${ARGS + 3}], c[${ARGS + 4}]);
  Atomics.store(c, ${DONE}, seen);
  Atomics.notify(c, ${DONE});
}
`;

type Hamming = (
  query: number,
  codes: number,
  count: number,
  out: number,
  histogram: number,
) => void;

class Helper {
  private readonly control = new Int32Array(new SharedArrayBuffer(SLOTS * 4));
  private readonly worker: Worker;
  ready = false;
  dead = false;
  /** Settles once the thread has started (or failed to). */
  readonly started: Promise<void>;
  private generation = 0;
  private args: [number, number, number, number, number] | null = null;

  constructor(module: object, memory: object) {
    this.worker = new Worker(helperScript, {
      eval: true,
      workerData: { module, memory, control: this.control.buffer },
    });
    // A helper waiting for work must not keep the process alive.
    this.worker.unref();
    this.started = new Promise((resolve) => {
      this.worker.once('message', () => {
        this.ready = true;
        resolve();
      });
      this.worker.once('error', () => {
        this.dead = true;
        resolve();
      });
    });
    this.worker.once('exit', () => (this.dead = true));
  }

  start(args: [number, number, number, number, number]): void {
    this.args = args;
    this.control.set(args, ARGS);
    this.generation += 1;
    Atomics.store(this.control, GENERATION, this.generation);
    Atomics.notify(this.control, GENERATION);
  }

  /** Waits for the scan started; a helper that does not answer in time has its part scanned by `hamming`. */
  finish(hamming: Hamming): void {
    const deadline = performance.now() + HELPER_TIMEOUT_MS;
    for (;;) {
      const done = Atomics.load(this.control, DONE);
      if (done === this.generation) return;
      const left = deadline - performance.now();
      if (left <= 0 || this.dead) break;
      Atomics.wait(this.control, DONE, done, left);
    }
    // Stuck or gone: never used again, and its part done here. A stuck helper
    // that wakes later writes the same distances; its histogram may then count
    // some twice, which only lowers the cutoff: fewer candidates, none wrong.
    this.dead = true;
    hamming(...this.args!);
  }

  stop(): void {
    Atomics.store(this.control, GENERATION, -1);
    Atomics.notify(this.control, GENERATION);
    this.dead = true;
  }
}

/** Histograms a scan may use at once: the caller's and up to three helpers'. */
export const MAX_SCAN_PARTS = 4;

export class ScanHelpers {
  private readonly helpers: Helper[];

  constructor(module: object, memory: object, count: number) {
    this.helpers = Array.from(
      { length: Math.min(count, MAX_SCAN_PARTS - 1) },
      () => new Helper(module, memory),
    );
  }

  /** Settles once every helper has started; answers how many can take a part. */
  async ready(): Promise<number> {
    await Promise.all(this.helpers.map((helper) => helper.started));
    return this.available().length;
  }

  /** Helpers that can take a part now (none until their threads have started). */
  private available(): Helper[] {
    return this.helpers.filter((helper) => helper.ready && !helper.dead);
  }

  /**
   * Distances of `count` codes from `codes` to `out`, in as many parts as
   * there are helpers ready plus this thread; part `p` counts into
   * `histograms[p]`. Answers how many histograms were used (at least one).
   */
  scan(
    hamming: Hamming,
    query: number,
    codes: number,
    count: number,
    out: number,
    histograms: readonly number[],
    codeBytes: number,
  ): number {
    const helpers = this.available().slice(0, histograms.length - 1);
    const parts = helpers.length + 1;
    const share = Math.ceil(count / parts);
    const started = helpers.map((helper, i) => {
      const first = share * (i + 1);
      const n = Math.max(0, Math.min(share, count - first));
      helper.start([query, codes + first * codeBytes, n, out + first * 2, histograms[i + 1]!]);
      return helper;
    });
    hamming(query, codes, Math.min(share, count), out, histograms[0]!);
    for (const helper of started) helper.finish(hamming);
    return parts;
  }

  stop(): void {
    for (const helper of this.helpers) helper.stop();
  }
}
