// The descriptor model is our ONNX rebuild of dlib's ResNet (scripts/dlib-resnet-onnx.mjs)
// from @vladmandic/face-api's weights. This checks it against face-api itself, run in
// Chromium on the same 150 px chips: the rebuild must give the same 128 numbers.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import * as ort from 'onnxruntime-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultModelsDir } from './models';

const chromiumPath = '/usr/bin/chromium';
const faceApiDir = dirname(
  createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json'),
);
const size = 150;

/** A deterministic 150 x 150 RGB chip: smooth shapes plus noise, every pixel 0..255. */
function syntheticChip(seed: number): Uint8Array {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const rgb = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      for (let c = 0; c < 3; c += 1) {
        const wave = 127 + 90 * Math.sin((x * (c + 1)) / 17 + (y * seed) / 23);
        rgb[(y * size + x) * 3 + c] = Math.max(
          0,
          Math.min(255, Math.round(wave + 40 * (random() - 0.5))),
        );
      }
    }
  }
  return rgb;
}

describe.skipIf(!existsSync(chromiumPath))(
  `descriptor model${existsSync(chromiumPath) ? '' : ` (no Chromium at ${chromiumPath})`}`,
  () => {
    let browser: Browser;
    let server: Server;
    let session: ort.InferenceSession;

    beforeAll(async () => {
      // face-api's browser bundle and weights, served as the web app serves them.
      server = createServer((request, response) => {
        const path = join(faceApiDir, (request.url ?? '/').split('?')[0]!);
        if (!path.startsWith(faceApiDir) || !existsSync(path)) {
          response.writeHead(404).end();
          return;
        }
        const type = path.endsWith('.js')
          ? 'text/javascript'
          : path.endsWith('.json')
            ? 'application/json'
            : 'application/octet-stream';
        response.writeHead(200, { 'content-type': type }).end(readFileSync(path));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      browser = await chromium.launch({
        executablePath: chromiumPath,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--no-first-run',
        ],
      });
      session = await ort.InferenceSession.create(
        readFileSync(join(defaultModelsDir(), 'dlib_resnet_descriptor.onnx')),
      );
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
      await session?.release();
      server?.close();
    });

    it('gives the same descriptor as face-api for the same chip', { timeout: 60_000 }, async () => {
      const page = await browser.newPage();
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/package.json`);
      await page.addScriptTag({ url: '/dist/face-api.js' });
      await page.evaluate(async () => {
        const faceapi = (globalThis as never as { faceapi: FaceApi }).faceapi;
        await faceapi.tf.setBackend('cpu');
        await faceapi.nets.faceRecognitionNet.loadFromUri('/model');
      });

      for (const seed of [3, 7]) {
        const rgb = syntheticChip(seed);
        const reference = await page.evaluate(
          async ({ pixels, side }) => {
            const faceapi = (globalThis as never as { faceapi: FaceApi }).faceapi;
            const chip = faceapi.tf.tensor3d(pixels, [side, side, 3], 'int32');
            return Array.from(await faceapi.nets.faceRecognitionNet.computeFaceDescriptor(chip));
          },
          { pixels: Array.from(rgb), side: size },
        );
        const planar = new Float32Array(3 * size * size);
        for (let i = 0; i < size * size; i += 1) {
          for (let c = 0; c < 3; c += 1) planar[c * size * size + i] = rgb[i * 3 + c]!;
        }
        const input = new ort.Tensor('float32', planar, [1, 3, size, size]);
        const ours = (await session.run({ image: input })).descriptor!.data as Float32Array;

        expect(ours).toHaveLength(128);
        expect(reference).toHaveLength(128);
        const worst = Math.max(...reference.map((value, i) => Math.abs(value - ours[i]!)));
        expect(worst).toBeLessThan(1e-4);
      }
    });
  },
);

/** The little of face-api's global the page uses. */
interface FaceApi {
  tf: {
    setBackend(name: string): Promise<boolean>;
    tensor3d(values: number[], shape: number[], dtype: string): unknown;
  };
  nets: {
    faceRecognitionNet: {
      loadFromUri(uri: string): Promise<void>;
      computeFaceDescriptor(input: unknown): Promise<Float32Array>;
    };
  };
}
