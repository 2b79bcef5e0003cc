// A face-engine worker thread: loads the models once, then analyses one photo
// per message. Started by pool.ts (bundled as dist/face-worker.js).
import { parentPort, workerData } from 'node:worker_threads';
import { OnnxFaceEngine, type OnnxFaceEngineOptions } from './onnx-engine';
import { type AnalyseOptions, FaceEngineError } from './types';

export interface WorkerRequest {
  id: number;
  image: Uint8Array;
  /** The burst's other frames (AnalyseOptions.frames). */
  frames: Uint8Array[];
  /** The liveness challenge the frames answer (AnalyseOptions.challenge). */
  challenge?: AnalyseOptions['challenge'];
  /** The replay thumbnails asked too (AnalyseOptions.thumbnails). */
  thumbnails?: boolean;
}

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; code: FaceEngineError['code']; message: string }
  | { type: 'result'; id: number; ok: true; result: unknown }
  | { type: 'result'; id: number; ok: false; code: FaceEngineError['code']; message: string };

const port = parentPort;
if (!port) throw new Error('worker.ts runs only as a worker thread');

function failure(error: unknown): { code: FaceEngineError['code']; message: string } {
  if (error instanceof FaceEngineError) return { code: error.code, message: error.message };
  return {
    code: 'FACE_SERVICE_ERROR',
    message: error instanceof Error ? error.message : String(error),
  };
}

try {
  const engine = await OnnxFaceEngine.create(workerData as OnnxFaceEngineOptions);
  port.on('message', (request: WorkerRequest) => {
    const { frames, challenge, thumbnails } = request;
    const options: AnalyseOptions = { frames };
    if (challenge) options.challenge = challenge;
    if (thumbnails) options.thumbnails = true;
    engine.analyse(request.image, options).then(
      (result) =>
        port.postMessage({
          type: 'result',
          id: request.id,
          ok: true,
          result,
        } satisfies WorkerReply),
      (error: unknown) =>
        port.postMessage({
          type: 'result',
          id: request.id,
          ok: false,
          ...failure(error),
        } satisfies WorkerReply),
    );
  });
  port.postMessage({ type: 'ready' } satisfies WorkerReply);
} catch (error) {
  port.postMessage({ type: 'failed', ...failure(error) } satisfies WorkerReply);
}
