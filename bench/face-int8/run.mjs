// Whether the face engine's recognition networks may run on int8 weights
// (decision 081): each one quantised by scripts/onnx-quantise.mjs with its
// activation ranges read on the TUNING part of the shared photos (every face
// and its mirror, as the engine feeds them), then, on the CHECKING part only,
// how far its output moves from the float network's and how fast it runs on
// one core beside the float one (turn about, so other work on the machine
// slows both alike).
//
//   npm run bench:face-int8
//
// The embedding (fr_feature.onnx, 112 px, PRelu between its convolutions) and
// dlib's descriptor (150 px, ReLU). Moves are measured where the server uses
// them: the embedding's cosine to its float self, the descriptor's distance to
// its float self and the change in the distance between two people's
// descriptors. Whether the engine's decisions hold is bench:face-accuracy's
// question, on a model this bench only measures. The last line holds the
// figures as key=value.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import { ensureFaceModels } from '../../scripts/face-models.mjs';
import {
  convActivations,
  quantiseConvModel,
  withEveryOutput,
} from '../../scripts/onnx-quantise.mjs';
import {
  alignmentMap,
  dlibChipLandmarks,
  dlibChipTemplate,
} from '../../apps/api/src/face-engine/align.ts';
import { decodeImage } from '../../apps/api/src/face-engine/decode.ts';
import { mirror, Pyramid, toPlanar, warpAffine } from '../../apps/api/src/face-engine/image-ops.ts';
import { fivePoints } from '../../apps/api/src/face-engine/landmarks.ts';
import { OnnxFaceEngine } from '../../apps/api/src/face-engine/onnx-engine.ts';
import {
  sharedFaces,
  sharedFacesAvailable,
  sharedFacesDir,
} from '../../apps/api/src/face-engine/testing/shared-faces.ts';
import { partOf } from '../face-marks/shared-people.mjs';

const modelsDir = new URL('../../apps/api/models/', import.meta.url).pathname;
const sessionOptions = {
  executionProviders: ['cpu'],
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};
const round = (value, digits = 4) => Number(value.toFixed(digits));

await ensureFaceModels({ log: (line) => console.log(line) });
if (!sharedFacesAvailable) throw new Error(`the shared photos are not at ${sharedFacesDir}`);

// The networks' inputs, as the engine makes them (onnx-engine.ts): the face
// aligned on its five points at 112 px, and dlib's chip at 150 px; both views.
const networks = {
  embedding: { file: 'fr_feature.onnx', size: 112, mean: 127, std: 128, inputs: {} },
  descriptor: { file: 'dlib_resnet_descriptor.onnx', size: 150, mean: 0, std: 1, inputs: {} },
};
const chipTemplate = dlibChipTemplate(150, 0.25);
const engine = await OnnxFaceEngine.create({ modelsDir });
const faces = sharedFaces().filter((face) => face.identity !== null && face.faces === 1);
const parts = partOf(faces.map((face) => face.identity));
for (const face of faces) {
  const bytes = readFileSync(join(sharedFacesDir, face.file));
  const points = await engine.faceLandmarks(bytes);
  if (!points) continue;
  const pyramid = new Pyramid(await decodeImage(bytes));
  const maps = {
    embedding: alignmentMap(fivePoints(points)),
    descriptor: alignmentMap(
      dlibChipLandmarks.map((i) => points[i]),
      chipTemplate,
    ),
  };
  for (const [name, network] of Object.entries(networks)) {
    const n = network.size;
    const view = warpAffine(pyramid, maps[name], n, n);
    const part = parts.get(face.identity);
    (network.inputs[part] ??= []).push(
      ...[view, mirror(view, n, n)].map((rgb) => toPlanar(rgb, n * n, network.mean, network.std)),
    );
  }
}
await engine.close();

const figures = {};
const dot = (a, b) => a.reduce((sum, v, i) => sum + v * b[i], 0);
const distance = (a, b) => Math.sqrt(a.reduce((sum, v, i) => sum + (v - b[i]) ** 2, 0));
const unit = (v) => {
  const norm = Math.sqrt(dot(v, v));
  return v.map((x) => x / norm);
};

for (const [name, network] of Object.entries(networks)) {
  const float = readFileSync(join(modelsDir, network.file));
  const n = network.size;
  const feed = (session, data) =>
    session
      .run({ [session.inputNames[0]]: new ort.Tensor('float32', data, [1, 3, n, n]) })
      .then((out) => out[session.outputNames[0]].data);

  // Ranges: each activation's lowest and highest value over the tuning part.
  const observed = await ort.InferenceSession.create(withEveryOutput(float), sessionOptions);
  const wanted = convActivations(float);
  const ranges = {};
  for (const data of network.inputs.tuning) {
    const outputs = await observed.run({
      [observed.inputNames[0]]: new ort.Tensor('float32', data, [1, 3, n, n]),
    });
    for (const tensor of wanted) {
      const values = outputs[tensor]?.data ?? data;
      const range = (ranges[tensor] ??= [Infinity, -Infinity]);
      for (const v of values) {
        if (v < range[0]) range[0] = v;
        if (v > range[1]) range[1] = v;
      }
    }
  }
  await observed.release();

  const sessions = {
    float: await ort.InferenceSession.create(float, sessionOptions),
    int8: await ort.InferenceSession.create(quantiseConvModel(float, ranges), sessionOptions),
  };
  const checking = network.inputs.checking;
  const outputs = { float: [], int8: [] };
  const times = { float: [], int8: [] };
  for (const data of checking.slice(0, 3))
    for (const session of Object.values(sessions)) await feed(session, data); // warm-up
  for (let pass = 0; pass < 3; pass += 1) {
    for (const [i, data] of checking.entries()) {
      const order = (i + pass) % 2 === 0 ? ['float', 'int8'] : ['int8', 'float'];
      for (const kind of order) {
        const started = performance.now();
        const out = await feed(sessions[kind], data);
        times[kind].push(performance.now() - started);
        if (pass === 0) outputs[kind][i] = Float32Array.from(out);
      }
    }
  }
  for (const session of Object.values(sessions)) await session.release();

  const floatMs = percentile(times.float, 0.5);
  const int8Ms = percentile(times.int8, 0.5);
  console.log(
    `\n${name} (${network.file}), ${network.inputs.tuning.length} tuning and ${checking.length} checking inputs:`,
  );
  console.log(
    `  median ${floatMs.toFixed(2)} ms float, ${int8Ms.toFixed(2)} ms int8 (x${(floatMs / int8Ms).toFixed(2)})`,
  );
  figures[`${name}_float_ms`] = round(floatMs, 2);
  figures[`${name}_int8_ms`] = round(int8Ms, 2);
  if (name === 'embedding') {
    const cosines = outputs.float.map((v, i) => dot(unit(v), unit(outputs.int8[i])));
    console.log(
      `  cosine to the float embedding: median ${percentile(cosines, 0.5).toFixed(4)}, lowest ${Math.min(...cosines).toFixed(4)}`,
    );
    figures.embedding_cosine_median = round(percentile(cosines, 0.5));
    figures.embedding_cosine_min = round(Math.min(...cosines));
  } else {
    const moved = outputs.float.map((v, i) => distance(v, outputs.int8[i]));
    // Pairs of different faces (even entries are the photos, odd their mirrors).
    const changes = [];
    for (let i = 0; i < checking.length; i += 2) {
      for (let j = i + 2; j < checking.length; j += 2) {
        const before = distance(outputs.float[i], outputs.float[j]);
        changes.push(Math.abs(before - distance(outputs.int8[i], outputs.int8[j])));
      }
    }
    console.log(
      `  distance to the float descriptor: median ${percentile(moved, 0.5).toFixed(4)}, highest ${Math.max(...moved).toFixed(4)}; ` +
        `change of a pair's distance: median ${percentile(changes, 0.5).toFixed(4)}, p99 ${percentile(changes, 0.99).toFixed(4)}`,
    );
    figures.descriptor_moved_median = round(percentile(moved, 0.5));
    figures.descriptor_pair_change_p99 = round(percentile(changes, 0.99));
  }
}

console.log(
  Object.entries(figures)
    .map(([key, value]) => `${key}=${value}`)
    .join(' '),
);
