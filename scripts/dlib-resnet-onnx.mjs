// Builds an ONNX model of dlib's face-recognition ResNet (dlib_face_recognition_resnet_model_v1,
// 128-d descriptor of a 150 px face chip) from the weights that `@vladmandic/face-api`
// ships in its npm package (MIT; tfjs weights manifest + quantised .bin), so that the
// face engine runs it on onnxruntime beside its other models instead of loading tfjs.
//
// The graph follows face-api's FaceRecognitionNet (src/faceRecognitionNet/*.ts) layer
// for layer, in NCHW: every conv is followed by a bias and a per-channel "scale"
// layer, folded here into the conv's weights (w·s, b·s + c); residual blocks that
// halve the size add an average-pooled shortcut, zero-padded to the block's channels
// (and the block's output zero-padded to the shortcut's size where 'valid' strides
// leave it one pixel short). Output: the raw 128-d descriptor (compare with euclidean
// distance, as dlib does).
//
// The output is deterministic: the same weights give the same bytes, whose SHA-256
// models.json pins.
import { encodeOnnxModel, FLOAT, hwioToOihw, initializer, INT64, nodeOf } from './onnx-model.mjs';
/** face-api's mean RGB, subtracted before dividing by 255. */
const MEAN_RGB = [122.782, 117.001, 104.298];
export const DLIB_CHIP_SIZE = 150;

/** The tfjs weights manifest + .bin as float arrays by name (uint8/uint16 dequantised). */
export function readTfjsWeights(manifest, bin) {
  const bytes = new Uint8Array(bin.buffer, bin.byteOffset, bin.byteLength);
  const weights = new Map();
  let offset = 0;
  for (const group of manifest) {
    for (const entry of group.weights) {
      const count = entry.shape.reduce((product, n) => product * n, 1);
      const quantization = entry.quantization;
      let values;
      if (!quantization) {
        values = new Float32Array(bytes.slice(offset, offset + count * 4).buffer);
        offset += count * 4;
      } else if (quantization.dtype === 'uint8' || quantization.dtype === 'uint16') {
        const width = quantization.dtype === 'uint8' ? 1 : 2;
        const raw = bytes.slice(offset, offset + count * width);
        const ints = width === 1 ? raw : new Uint16Array(raw.buffer);
        values = Float32Array.from(ints, (q) => q * quantization.scale + quantization.min);
        offset += count * width;
      } else {
        throw new Error(`${entry.name}: unsupported quantisation ${quantization.dtype}`);
      }
      weights.set(entry.name, { shape: entry.shape, values });
    }
  }
  if (offset !== bytes.length) {
    throw new Error(`weights file has ${bytes.length} bytes, the manifest describes ${offset}`);
  }
  return weights;
}

class GraphBuilder {
  nodes = [];
  initializers = [];
  count = 0;

  constructor(weights) {
    this.weights = weights;
  }

  weight(name) {
    const found = this.weights.get(name);
    if (!found) throw new Error(`weights lack ${name}`);
    return found;
  }

  constant(name, dims, values, type = FLOAT) {
    this.initializers.push(initializer(name, dims, values, type));
    return name;
  }

  node(opType, inputs, attributes = {}, output = `${opType.toLowerCase()}_${this.count + 1}`) {
    this.count += 1;
    this.nodes.push(nodeOf(opType, inputs, output, attributes));
    return output;
  }

  /** conv + bias + scale layer (folded), optional ReLU. TF 'same' or 'valid' padding. */
  conv(x, prefix, { stride, relu, padding }) {
    const filters = this.weight(`${prefix}/conv/filters`);
    const bias = this.weight(`${prefix}/conv/bias`).values;
    const scale = this.weight(`${prefix}/scale/weights`).values;
    const shift = this.weight(`${prefix}/scale/biases`).values;
    const [kh, kw, cin, cout] = filters.shape;
    // Each output channel multiplied by its scale.
    const w = hwioToOihw(filters.values, filters.shape, scale);
    const b = Array.from(bias, (v, o) => v * scale[o] + shift[o]);
    const pad = padding === 'same' ? [kh >> 1, kw >> 1, kh >> 1, kw >> 1] : [0, 0, 0, 0];
    const out = this.node(
      'Conv',
      [
        x,
        this.constant(`${prefix}/w`, [cout, cin, kh, kw], w),
        this.constant(`${prefix}/b`, [cout], b),
      ],
      { kernel_shape: [kh, kw], strides: [stride, stride], pads: pad },
    );
    return { name: relu ? this.node('Relu', [out]) : out, channels: cout, kernel: kh };
  }

  /** Zero padding at the end of the channel and spatial axes. */
  padEnd(x, channels, height, width) {
    const pads = this.constant(
      `pads_${this.count}`,
      [8],
      [0, 0, 0, 0, 0, channels, height, width],
      INT64,
    );
    return this.node('Pad', [x, pads]);
  }
}

const convOut = (size, kernel, stride) => Math.floor((size - kernel) / stride) + 1;

/** The ONNX model (bytes) of the face-recognition ResNet for these weights. */
export function buildDlibResnetOnnx(manifest, bin) {
  const g = new GraphBuilder(readTfjsWeights(manifest, bin));
  let size = DLIB_CHIP_SIZE;

  const mean = g.constant('mean_rgb', [1, 3, 1, 1], MEAN_RGB);
  const inv255 = g.constant('inv_255', [], [1 / 255]);
  let x = g.node('Mul', [g.node('Sub', ['image', mean]), inv255]);

  const first = g.conv(x, 'conv32_down', { stride: 2, relu: true, padding: 'valid' });
  x = first.name;
  let channels = first.channels;
  size = convOut(size, first.kernel, 2);
  x = g.node('MaxPool', [x], { kernel_shape: [3, 3], strides: [2, 2] });
  size = convOut(size, 3, 2);

  const residual = (prefix) => {
    const a = g.conv(x, `${prefix}/conv1`, { stride: 1, relu: true, padding: 'same' });
    const b = g.conv(a.name, `${prefix}/conv2`, { stride: 1, relu: false, padding: 'same' });
    x = g.node('Relu', [g.node('Add', [b.name, x])]);
  };
  const residualDown = (prefix) => {
    const a = g.conv(x, `${prefix}/conv1`, { stride: 2, relu: true, padding: 'valid' });
    const b = g.conv(a.name, `${prefix}/conv2`, { stride: 1, relu: false, padding: 'same' });
    const outSize = convOut(size, a.kernel, 2);
    const pooledSize = convOut(size, 2, 2);
    let out = b.name;
    if (outSize !== pooledSize) {
      out = g.padEnd(out, 0, pooledSize - outSize, pooledSize - outSize);
    }
    let pooled = g.node('AveragePool', [x], { kernel_shape: [2, 2], strides: [2, 2] });
    if (b.channels !== channels) pooled = g.padEnd(pooled, b.channels - channels, 0, 0);
    x = g.node('Relu', [g.node('Add', [pooled, out])]);
    channels = b.channels;
    size = pooledSize;
  };

  for (const block of ['conv32_1', 'conv32_2', 'conv32_3']) residual(block);
  residualDown('conv64_down');
  for (const block of ['conv64_1', 'conv64_2', 'conv64_3']) residual(block);
  residualDown('conv128_down');
  for (const block of ['conv128_1', 'conv128_2']) residual(block);
  residualDown('conv256_down');
  for (const block of ['conv256_1', 'conv256_2']) residual(block);
  residualDown('conv256_down_out');

  const pooled = g.node('Flatten', [g.node('GlobalAveragePool', [x])]);
  const fc = g.weight('fc');
  g.node('MatMul', [pooled, g.constant('fc', fc.shape, fc.values)], {}, 'descriptor');

  return encodeOnnxModel('scripts/dlib-resnet-onnx.mjs', {
    name: 'dlib_face_recognition_resnet_v1',
    nodes: g.nodes,
    initializers: g.initializers,
    input: { name: 'image', dims: [1, 3, DLIB_CHIP_SIZE, DLIB_CHIP_SIZE] },
    output: { name: 'descriptor', dims: [1, fc.shape[1]] },
  });
}
