// The face engine as the server uses it: a few worker threads, each with its own
// models, so decoding and inference never run on the event loop. Requests queue
// in order; a full queue or a closed pool answers FACE_SERVICE_UNAVAILABLE, a
// crashed or stuck worker FACE_SERVICE_ERROR (and is replaced).
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { defaultModelsDir, loadModelFiles } from './models';
import type { OnnxFaceEngineOptions } from './onnx-engine';
import { FaceEngineError, type AnalyseOptions, type AnalyseResult, type FaceEngine } from './types';
import type { WorkerReply, WorkerRequest } from './worker';

export interface FaceEnginePoolOptions extends OnnxFaceEngineOptions {
  /** Worker threads (default: one per core, at most 4). */
  size?: number;
  /** Photos waiting beyond those being analysed; more are refused (default 32). */
  maxQueue?: number;
  /** A photo not analysed within this is failed and its worker replaced (default 20 s, the app's face timeout). */
  timeoutMs?: number;
}

interface Task {
  id: number;
  image: Uint8Array;
  frames: Uint8Array[];
  challenge: AnalyseOptions['challenge'];
  thumbnails: boolean;
  resolve: (result: AnalyseResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Starts one worker: the bundled face-worker.js next to dist/server.js in
 * production; under tsx or vitest (TypeScript sources) a small bootstrap that
 * registers tsx in the worker first, since Node 20 does not apply `--import`
 * loaders to a worker's entry file.
 */
function startWorker(workerData: OnnxFaceEngineOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./face-worker.js', import.meta.url), { workerData });
  }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
    /\.cjs$/u,
    '.mjs',
  );
  const entry = new URL('./worker.ts', import.meta.url).href;
  const bootstrap = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
    workerData,
  });
}

export class FaceEnginePool implements FaceEngine {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  private constructor(
    private readonly options: FaceEnginePoolOptions & { modelsDir: string },
    private readonly maxQueue: number,
    private readonly timeoutMs: number,
  ) {}

  /** Starts the workers; fails with FACE_SERVICE_UNAVAILABLE when the models are missing. */
  static async create(options: FaceEnginePoolOptions = {}): Promise<FaceEnginePool> {
    const modelsDir = options.modelsDir ?? defaultModelsDir();
    // Checked here first so a missing model fails at once, with one clear message.
    loadModelFiles(modelsDir);
    const size = options.size ?? Math.min(4, Math.max(1, availableParallelism()));
    const pool = new FaceEnginePool(
      { ...options, modelsDir },
      options.maxQueue ?? 32,
      options.timeoutMs ?? 20_000,
    );
    try {
      await Promise.all(Array.from({ length: size }, () => pool.spawn()));
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  get size(): number {
    return this.slots.length;
  }

  /** Photos waiting for a free worker. */
  get waiting(): number {
    return this.queue.length;
  }

  private workerOptions(): OnnxFaceEngineOptions {
    const { modelsDir, intraOpThreads, mirrorEmbedding, detect } = this.options;
    return { modelsDir, intraOpThreads, mirrorEmbedding, detect };
  }

  private spawn(): Promise<void> {
    const worker = startWorker(this.workerOptions());
    const slot: Slot = { worker, task: null, timer: null };
    return new Promise<void>((resolve, reject) => {
      let ready = false;
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'ready') {
          ready = true;
          this.slots.push(slot);
          resolve();
          this.dispatch();
        } else if (reply.type === 'failed') {
          reject(new FaceEngineError(reply.code, reply.message));
          void worker.terminate();
        } else {
          this.settle(slot, reply);
        }
      });
      worker.on('error', (error) => {
        if (!ready)
          reject(new FaceEngineError('FACE_SERVICE_UNAVAILABLE', error.message, { cause: error }));
        else
          this.fail(
            slot,
            new FaceEngineError('FACE_SERVICE_ERROR', error.message, { cause: error }),
          );
      });
      worker.on('exit', () => {
        if (!ready) {
          reject(
            new FaceEngineError('FACE_SERVICE_UNAVAILABLE', 'face worker exited while starting'),
          );
          return;
        }
        this.fail(slot, new FaceEngineError('FACE_SERVICE_ERROR', 'face worker stopped'));
      });
    });
  }

  /** A worker died or hung: fail its photo, drop it and start another. */
  private fail(slot: Slot, error: FaceEngineError): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    slot.task?.reject(error);
    slot.task = null;
    void slot.worker.terminate();
    if (!this.closed) {
      this.spawn().catch((spawnError: unknown) => {
        // No worker could start again: refuse what waits rather than hang.
        if (this.slots.length === 0) {
          const reason =
            spawnError instanceof FaceEngineError
              ? spawnError
              : new FaceEngineError('FACE_SERVICE_UNAVAILABLE', String(spawnError));
          for (const task of this.queue.splice(0)) task.reject(reason);
        }
      });
    }
  }

  private settle(slot: Slot, reply: Extract<WorkerReply, { type: 'result' }>): void {
    const task = slot.task;
    if (!task || task.id !== reply.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.task = null;
    slot.timer = null;
    if (reply.ok) task.resolve(reply.result as AnalyseResult);
    else task.reject(new FaceEngineError(reply.code, reply.message));
    this.dispatch();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.task) continue;
      const task = this.queue.shift();
      if (!task) return;
      slot.task = task;
      slot.timer = setTimeout(
        () =>
          this.fail(
            slot,
            new FaceEngineError('FACE_SERVICE_ERROR', `no answer in ${this.timeoutMs} ms`),
          ),
        this.timeoutMs,
      );
      // The copy is handed over, not cloned: the caller's buffer is left alone.
      slot.worker.postMessage(
        {
          id: task.id,
          image: task.image,
          frames: task.frames,
          challenge: task.challenge,
          thumbnails: task.thumbnails,
        } satisfies WorkerRequest,
        [task.image, ...task.frames].map((bytes) => bytes.buffer as ArrayBuffer),
      );
    }
  }

  analyse(image: Uint8Array, options: AnalyseOptions = {}): Promise<AnalyseResult> {
    if (this.closed)
      return Promise.reject(new FaceEngineError('FACE_SERVICE_UNAVAILABLE', 'face engine closed'));
    if (this.queue.length >= this.maxQueue) {
      return Promise.reject(new FaceEngineError('FACE_SERVICE_UNAVAILABLE', 'face engine busy'));
    }
    return new Promise<AnalyseResult>((resolve, reject) => {
      // A copy even of a Buffer (whose slice() is a view): the transfer detaches it.
      this.queue.push({
        id: this.nextId++,
        image: new Uint8Array(image),
        frames: (options.frames ?? []).map((frame) => new Uint8Array(frame)),
        challenge: options.challenge,
        thumbnails: options.thumbnails === true,
        resolve,
        reject,
      });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) {
      task.reject(new FaceEngineError('FACE_SERVICE_UNAVAILABLE', 'face engine closed'));
    }
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.task?.reject(new FaceEngineError('FACE_SERVICE_UNAVAILABLE', 'face engine closed'));
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }
}
