// The browser's face detector for the live hints: @vladmandic/face-api (MIT,
// TensorFlow.js inside) with its three small models: the tiny face detector,
// the tiny 68-point landmarks (eyes) and the expressions. Only the camera page
// imports this module, dynamically, so none of it reaches the first screens;
// the model files ship inside the npm package and are served by our own build
// as hashed assets, never fetched from elsewhere (docs/decisions/011-web-face-capture.md).
import * as faceapi from '@vladmandic/face-api';
import expressionManifest from '@vladmandic/face-api/model/face_expression_model-weights_manifest.json';
import expressionWeightsUrl from '@vladmandic/face-api/model/face_expression_model.bin?url';
import landmarksManifest from '@vladmandic/face-api/model/face_landmark_68_tiny_model-weights_manifest.json';
import landmarksWeightsUrl from '@vladmandic/face-api/model/face_landmark_68_tiny_model.bin?url';
import detectorManifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import detectorWeightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
import type { FaceObservation } from './face-hints';

export interface FaceDetector {
  /** What the detector sees in the video's current frame. */
  detect(video: HTMLVideoElement): Promise<FaceObservation>;
}

type Manifest = { weights: Parameters<typeof faceapi.tf.io.decodeWeights>[1] }[];

/** TensorFlow.js as bundled: these exist at run time, the package's types leave them out. */
const tf = faceapi.tf as typeof faceapi.tf & {
  ready(): Promise<void>;
  setBackend(name: string): Promise<boolean>;
};

async function loadWeights(
  net: { loadFromWeightMap: (map: faceapi.tf.NamedTensorMap) => void; isLoaded: boolean },
  manifest: Manifest,
  url: string,
) {
  if (net.isLoaded) return;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Face model ${url}: HTTP ${response.status}`);
  const specs = manifest.flatMap((group) => group.weights);
  net.loadFromWeightMap(tf.io.decodeWeights(await response.arrayBuffer(), specs));
}

/**
 * WebGL when the device has it, else plain JavaScript (slow, still correct).
 * Chosen before tf.ready(), which would otherwise try the bundled WebAssembly
 * backend too and ask our server for a .wasm file it does not have.
 */
async function chooseBackend() {
  const webgl = await tf.setBackend('webgl').catch(() => false);
  if (!webgl) await tf.setBackend('cpu');
  await tf.ready();
}

let loading: Promise<FaceDetector> | null = null;

/** Loads the models once; rejects when they cannot load (the capture goes on without hints). */
export function loadFaceDetector(): Promise<FaceDetector> {
  loading ??= (async () => {
    await chooseBackend();
    await Promise.all([
      loadWeights(faceapi.nets.tinyFaceDetector, detectorManifest as Manifest, detectorWeightsUrl),
      loadWeights(
        faceapi.nets.faceLandmark68TinyNet,
        landmarksManifest as Manifest,
        landmarksWeightsUrl,
      ),
      loadWeights(
        faceapi.nets.faceExpressionNet,
        expressionManifest as Manifest,
        expressionWeightsUrl,
      ),
    ]);
    const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 224, scoreThreshold: 0.5 });
    return {
      async detect(video) {
        const results = await faceapi
          .detectAllFaces(video, options)
          .withFaceLandmarks(true)
          .withFaceExpressions();
        return {
          frame: { width: video.videoWidth, height: video.videoHeight },
          faces: results.map(({ detection, landmarks, expressions }) => ({
            box: {
              x: detection.box.x,
              y: detection.box.y,
              width: detection.box.width,
              height: detection.box.height,
            },
            leftEye: landmarks.getLeftEye(),
            rightEye: landmarks.getRightEye(),
            expressions: {
              neutral: expressions.neutral,
              happy: expressions.happy,
              sad: expressions.sad,
              angry: expressions.angry,
              fearful: expressions.fearful,
              disgusted: expressions.disgusted,
              surprised: expressions.surprised,
            },
          })),
        };
      },
    };
  })();
  // A failed load may be tried again on the next visit of the camera page.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
