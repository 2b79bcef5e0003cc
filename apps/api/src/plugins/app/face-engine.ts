// The face engine as `app.faceEngine`: the worker-thread pool, started on first
// use (server.ts warms it up after listening) so that building the app stays
// fast, and retried on the next photo when it could not start. Tests may pass
// an engine of their own, which the app then does not close.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FaceEnginePool, type FaceEnginePoolOptions } from '../../face-engine/pool';
import type { AnalyseOptions, AnalyseResult, FaceEngine } from '../../face-engine/types';
import type { AppMetrics } from './metrics';

/** Whether the face models are loaded: /readyz asks (server.ts starts them after listening). */
export type FaceEngineState = 'idle' | 'starting' | 'ready';

export class LazyFaceEngine implements FaceEngine {
  private engine: Promise<FaceEngine> | null = null;
  private loaded: FaceEngine | null = null;

  constructor(private readonly create: () => Promise<FaceEngine>) {}

  private started(): Promise<FaceEngine> {
    this.engine ??= this.create().then(
      (engine) => {
        this.loaded = engine;
        return engine;
      },
      (error: unknown) => {
        this.engine = null;
        throw error;
      },
    );
    return this.engine;
  }

  /** Photos waiting for a worker (the pool's queue), 0 before it started. */
  get waiting(): number {
    const loaded = this.loaded;
    return loaded && 'waiting' in loaded && typeof loaded.waiting === 'number' ? loaded.waiting : 0;
  }

  get state(): FaceEngineState {
    if (this.loaded) return 'ready';
    return this.engine ? 'starting' : 'idle';
  }

  /** Starts the engine now; resolves when it is ready (or failed). */
  async warmUp(): Promise<void> {
    await this.started();
  }

  // The options carry the burst's frames (decision 038): dropping them here
  // once made every payment ask the PIN, since no burst reached the engine.
  async analyse(image: Uint8Array, options?: AnalyseOptions): Promise<AnalyseResult> {
    return (await this.started()).analyse(image, options);
  }

  async close(): Promise<void> {
    const engine = this.engine;
    this.engine = null;
    this.loaded = null;
    if (engine) await (await engine.catch(() => null))?.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A caller's engine has no `state`: it is ready when given. */
    faceEngine: FaceEngine & { warmUp?: () => Promise<void>; readonly state?: FaceEngineState };
  }
}

export interface FaceEnginePluginOptions {
  /** An engine owned by the caller; otherwise a pool is started on first use. */
  engine?: FaceEngine | undefined;
  pool?: FaceEnginePoolOptions;
}

type AppFaceEngine = FastifyInstance['faceEngine'] & { readonly waiting?: number };

/** The engine with each analysis timed into the metrics (queue wait included). */
function measured(engine: AppFaceEngine, metrics: AppMetrics): AppFaceEngine {
  metrics.watchFaceQueue(() => engine.waiting ?? 0);
  return {
    analyse: async (image, analyseOptions) => {
      const started = performance.now();
      try {
        return await engine.analyse(image, analyseOptions);
      } finally {
        metrics.faceAnalysed((performance.now() - started) / 1000);
      }
    },
    close: () => engine.close(),
    ...(engine.warmUp ? { warmUp: () => engine.warmUp!() } : {}),
    get state() {
      return engine.state;
    },
  };
}

export default fp<FaceEnginePluginOptions>(
  (app, options, done) => {
    if (options.engine) {
      app.decorate('faceEngine', measured(options.engine, app.metrics));
    } else {
      const engine = new LazyFaceEngine(() => FaceEnginePool.create(options.pool));
      app.decorate('faceEngine', measured(engine, app.metrics));
      app.addHook('onClose', () => engine.close());
    }
    done();
  },
  { name: 'face-engine', dependencies: ['metrics'] },
);
