// The face engine as `app.faceEngine`: the worker-thread pool, started on first
// use (server.ts warms it up after listening) so that building the app stays
// fast, and retried on the next photo when it could not start. Tests may pass
// an engine of their own, which the app then does not close.
import fp from 'fastify-plugin';
import { FaceEnginePool, type FaceEnginePoolOptions } from '../modules/face/engine/pool';
import type { AnalyseResult, FaceEngine } from '../modules/face/engine/types';

export class LazyFaceEngine implements FaceEngine {
  private engine: Promise<FaceEngine> | null = null;

  constructor(private readonly create: () => Promise<FaceEngine>) {}

  private started(): Promise<FaceEngine> {
    this.engine ??= this.create().catch((error: unknown) => {
      this.engine = null;
      throw error;
    });
    return this.engine;
  }

  /** Starts the engine now; resolves when it is ready (or failed). */
  async warmUp(): Promise<void> {
    await this.started();
  }

  async analyse(image: Uint8Array): Promise<AnalyseResult> {
    return (await this.started()).analyse(image);
  }

  async close(): Promise<void> {
    const engine = this.engine;
    this.engine = null;
    if (engine) await (await engine.catch(() => null))?.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    faceEngine: FaceEngine & { warmUp?: () => Promise<void> };
  }
}

export interface FaceEnginePluginOptions {
  /** An engine owned by the caller; otherwise a pool is started on first use. */
  engine?: FaceEngine | undefined;
  pool?: FaceEnginePoolOptions;
}

export default fp<FaceEnginePluginOptions>(
  (app, options, done) => {
    if (options.engine) {
      app.decorate('faceEngine', options.engine);
    } else {
      const engine = new LazyFaceEngine(() => FaceEnginePool.create(options.pool));
      app.decorate('faceEngine', engine);
      app.addHook('onClose', () => engine.close());
    }
    done();
  },
  { name: 'face-engine' },
);
