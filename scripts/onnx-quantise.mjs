// Static int8 quantisation of a float ONNX network of convolutions (the face
// engine's 512-d embedding, fr_feature.onnx): every Conv becomes the QDQ pattern
// onnxruntime fuses into one QLinearConv, an integer convolution (decision 081).
// - weights: per output channel, symmetric, 7-bit (-63..63): x86 without VNNI
//   multiplies uint8 by int8 in pairs summed into int16, which 8-bit weights
//   overflow (measured: the descriptor moved three times as far);
// - activations: per tensor, uint8, from ranges the caller measured
//   (bench/face-int8 reads them on the tuning photos);
// - biases: int32 at the input's scale times the weight's.
// PRelu, Add and Reshape stay float, between a DequantizeLinear and a
// QuantizeLinear. No Python here: the graph is read and written with protobufjs.
import { OnnxModel } from './onnx-model.mjs';

const FLOAT = 1;
const UINT8 = 2;
const INT8 = 3;
const INT32 = 6;
/** The opset whose QuantizeLinear/DequantizeLinear take a per-channel axis. */
const QDQ_OPSET = 13;
/** 7-bit weights: see the top of this file. */
const WEIGHT_MAX = 63;

export function readOnnxModel(bytes) {
  return OnnxModel.decode(bytes);
}

function floatsOf(tensor) {
  if (tensor.rawData?.length) {
    const raw = tensor.rawData;
    return new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength));
  }
  return Float32Array.from(tensor.floatData);
}

const tensor = (name, dims, dataType, array) => ({
  name,
  dims,
  dataType,
  rawData: new Uint8Array(array.buffer, array.byteOffset, array.byteLength),
});

/**
 * The float model with every node's output also a graph output: what the
 * calibration runs to read each activation's range.
 */
export function withEveryOutput(bytes) {
  const model = readOnnxModel(bytes);
  const graph = model.graph;
  const declared = new Set(graph.output.map((output) => output.name));
  for (const node of graph.node) {
    if (node.opType === 'QuantizeLinear') continue;
    for (const name of node.output) {
      if (declared.has(name)) continue;
      graph.output.push({ name, type: { tensorType: { elemType: FLOAT } } });
    }
  }
  return OnnxModel.encode(model).finish();
}

/**
 * Each Conv output whose only reader is a Relu -> that Relu: quantised after
 * the Relu (zero point 0), which onnxruntime then folds into the QLinearConv.
 */
function reluAfterConv(graph) {
  const readers = new Map();
  for (const node of graph.node)
    for (const input of node.input) readers.set(input, [...(readers.get(input) ?? []), node]);
  const found = new Map();
  for (const node of graph.node) {
    if (node.opType !== 'Conv') continue;
    const after = readers.get(node.output[0]) ?? [];
    if (after.length === 1 && after[0].opType === 'Relu') found.set(node.output[0], after[0]);
  }
  return found;
}

/** The tensors whose ranges quantisation needs: every Conv's input and output (or its Relu's). */
export function convActivations(bytes) {
  const { graph } = readOnnxModel(bytes);
  const relus = reluAfterConv(graph);
  const names = new Set();
  for (const node of graph.node) {
    if (node.opType !== 'Conv') continue;
    names.add(node.input[0]);
    names.add(relus.get(node.output[0])?.output[0] ?? node.output[0]);
  }
  return [...names];
}

/** uint8 scale and zero point of [min, max] (widened to hold 0, which must be exact). */
function activationQuant([min, max]) {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  const scale = Math.fround((high - low) / 255 || 1);
  const zeroPoint = Math.min(255, Math.max(0, Math.round(-low / scale)));
  return { scale, zeroPoint };
}

/**
 * The QDQ int8 model of `bytes` (a float model of Conv, PRelu, Add, Reshape)
 * given each Conv activation's [min, max] in `ranges`.
 */
export function quantiseConvModel(bytes, ranges, { docString = '' } = {}) {
  const model = readOnnxModel(bytes);
  const graph = model.graph;
  const initializers = new Map(graph.initializer.map((t) => [t.name, t]));
  const added = [];
  const nodes = [];
  /** Float tensor name -> its quantised-then-dequantised copy's name. */
  const dequantised = new Map();
  const quantParams = (name) => {
    const range = ranges[name];
    if (!range) throw new Error(`no range for ${name}`);
    const { scale, zeroPoint } = activationQuant(range);
    const scaleName = `${name}_scale`;
    const zeroName = `${name}_zero_point`;
    if (!added.some((t) => t.name === scaleName)) {
      added.push(tensor(scaleName, [], FLOAT, Float32Array.of(scale)));
      added.push(tensor(zeroName, [], UINT8, Uint8Array.of(zeroPoint)));
    }
    return { scale, scaleName, zeroName };
  };
  const qdq = (from, to, name) => {
    const { scaleName, zeroName } = quantParams(name);
    nodes.push({
      opType: 'QuantizeLinear',
      name: `${name}_quantise`,
      input: [from, scaleName, zeroName],
      output: [`${name}_uint8`],
    });
    nodes.push({
      opType: 'DequantizeLinear',
      name: `${name}_dequantise`,
      input: [`${name}_uint8`, scaleName, zeroName],
      output: [to],
    });
  };
  const relus = reluAfterConv(graph);
  const foldedRelus = new Set(relus.values());
  for (const node of graph.node) {
    if (foldedRelus.has(node)) {
      const output = node.output[0];
      nodes.push({ ...node, output: [`${output}_float`] });
      qdq(`${output}_float`, output, output);
      continue;
    }
    if (node.opType !== 'Conv') {
      nodes.push(node);
      continue;
    }
    const [input, weightName, biasName] = node.input;
    // The input: a previous Conv's dequantised output already is; else quantise it once.
    let quantisedInput = input;
    const producedByConv = graph.node.some(
      (n) =>
        n.output[0] === input && ((n.opType === 'Conv' && !relus.has(input)) || foldedRelus.has(n)),
    );
    if (!producedByConv) {
      if (!dequantised.has(input)) {
        dequantised.set(input, `${input}_qdq`);
        qdq(input, `${input}_qdq`, input);
      }
      quantisedInput = dequantised.get(input);
    }
    const inputScale = quantParams(input).scale;

    const weight = initializers.get(weightName);
    const dims = weight.dims.map(Number);
    const values = floatsOf(weight);
    const channels = dims[0];
    const perChannel = values.length / channels;
    const weightScales = new Float32Array(channels);
    const weightInts = new Int8Array(values.length);
    for (let c = 0; c < channels; c += 1) {
      let peak = 0;
      for (let i = c * perChannel; i < (c + 1) * perChannel; i += 1)
        peak = Math.max(peak, Math.abs(values[i]));
      const scale = Math.fround(peak / WEIGHT_MAX || 1);
      weightScales[c] = scale;
      for (let i = c * perChannel; i < (c + 1) * perChannel; i += 1)
        weightInts[i] = Math.max(-WEIGHT_MAX, Math.min(WEIGHT_MAX, Math.round(values[i] / scale)));
    }
    added.push(tensor(`${weightName}_int8`, dims, INT8, weightInts));
    added.push(tensor(`${weightName}_scale`, [channels], FLOAT, weightScales));
    added.push(tensor(`${weightName}_zero_point`, [channels], INT8, new Int8Array(channels)));
    nodes.push({
      opType: 'DequantizeLinear',
      name: `${weightName}_dequantise`,
      input: [`${weightName}_int8`, `${weightName}_scale`, `${weightName}_zero_point`],
      output: [`${weightName}_dq`],
      attribute: [{ name: 'axis', type: 2, i: 0 }],
    });
    const convInputs = [quantisedInput, `${weightName}_dq`];
    if (biasName) {
      const bias = floatsOf(initializers.get(biasName));
      const biasScales = weightScales.map((s) => Math.fround(s * inputScale));
      const biasInts = Int32Array.from(bias, (b, c) => Math.round(b / biasScales[c]));
      added.push(tensor(`${biasName}_int32`, [channels], INT32, biasInts));
      added.push(tensor(`${biasName}_scale`, [channels], FLOAT, biasScales));
      added.push(tensor(`${biasName}_zero_point`, [channels], INT32, new Int32Array(channels)));
      nodes.push({
        opType: 'DequantizeLinear',
        name: `${biasName}_dequantise`,
        input: [`${biasName}_int32`, `${biasName}_scale`, `${biasName}_zero_point`],
        output: [`${biasName}_dq`],
        attribute: [{ name: 'axis', type: 2, i: 0 }],
      });
      convInputs.push(`${biasName}_dq`);
    }
    const output = node.output[0];
    if (relus.has(output)) {
      nodes.push({ ...node, input: convInputs });
    } else {
      nodes.push({ ...node, input: convInputs, output: [`${output}_float`] });
      qdq(`${output}_float`, output, output);
    }
  }
  const quantisedWeights = new Set(
    graph.node.filter((n) => n.opType === 'Conv').flatMap((n) => n.input.slice(1)),
  );
  graph.initializer = [
    ...graph.initializer.filter((t) => !quantisedWeights.has(t.name)),
    ...added.filter((t, i) => added.findIndex((u) => u.name === t.name) === i),
  ];
  graph.node = nodes;
  graph.valueInfo = [];
  if (docString) graph.docString = docString;
  model.opsetImport = [{ domain: '', version: QDQ_OPSET }];
  return OnnxModel.encode(model).finish();
}
