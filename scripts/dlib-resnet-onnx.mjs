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
import protobuf from 'protobufjs';

/** The part of onnx.proto (github.com/onnx/onnx, Apache-2.0) a plain graph of floats needs. */
const onnxProto = `
syntax = "proto3";
package onnx;
message AttributeProto {
  string name = 1; float f = 2; int64 i = 3; bytes s = 4;
  repeated float floats = 7; repeated int64 ints = 8; int32 type = 20;
}
message ValueInfoProto { string name = 1; TypeProto type = 2; }
message NodeProto {
  repeated string input = 1; repeated string output = 2; string name = 3;
  string op_type = 4; repeated AttributeProto attribute = 5;
}
message TensorShapeProto {
  message Dimension { int64 dim_value = 1; string dim_param = 2; }
  repeated Dimension dim = 1;
}
message TypeProto {
  message Tensor { int32 elem_type = 1; TensorShapeProto shape = 2; }
  Tensor tensor_type = 1;
}
message TensorProto {
  repeated int64 dims = 1; int32 data_type = 2; string name = 8; bytes raw_data = 9;
}
message GraphProto {
  repeated NodeProto node = 1; string name = 2; repeated TensorProto initializer = 5;
  repeated ValueInfoProto input = 11; repeated ValueInfoProto output = 12;
}
message OperatorSetIdProto { string domain = 1; int64 version = 2; }
message ModelProto {
  int64 ir_version = 1; string producer_name = 2; string producer_version = 3;
  GraphProto graph = 7; repeated OperatorSetIdProto opset_import = 8;
}
`;

const FLOAT = 1;
const INT64 = 7;
const ATTR_INT = 2;
const ATTR_INTS = 7;
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
    const data = type === FLOAT ? Float32Array.from(values) : BigInt64Array.from(values, BigInt);
    this.initializers.push({
      name,
      dims,
      dataType: type,
      rawData: new Uint8Array(data.buffer),
    });
    return name;
  }

  node(opType, inputs, attributes = {}, output = `${opType.toLowerCase()}_${this.count + 1}`) {
    this.count += 1;
    this.nodes.push({
      opType,
      name: output,
      input: inputs,
      output: [output],
      attribute: Object.entries(attributes).map(([name, value]) =>
        Array.isArray(value)
          ? { name, ints: value, type: ATTR_INTS }
          : { name, i: value, type: ATTR_INT },
      ),
    });
    return output;
  }

  /** conv + bias + scale layer (folded), optional ReLU. TF 'same' or 'valid' padding. */
  conv(x, prefix, { stride, relu, padding }) {
    const filters = this.weight(`${prefix}/conv/filters`);
    const bias = this.weight(`${prefix}/conv/bias`).values;
    const scale = this.weight(`${prefix}/scale/weights`).values;
    const shift = this.weight(`${prefix}/scale/biases`).values;
    const [kh, kw, cin, cout] = filters.shape;
    // tfjs HWIO -> ONNX OIHW, each output channel multiplied by its scale.
    const w = new Float32Array(cout * cin * kh * kw);
    for (let o = 0; o < cout; o += 1)
      for (let i = 0; i < cin; i += 1)
        for (let y = 0; y < kh; y += 1)
          for (let z = 0; z < kw; z += 1)
            w[((o * cin + i) * kh + y) * kw + z] =
              filters.values[((y * kw + z) * cin + i) * cout + o] * scale[o];
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

  const root = protobuf.parse(onnxProto).root;
  const Model = root.lookupType('onnx.ModelProto');
  const tensorType = (dims) => ({
    tensorType: { elemType: FLOAT, shape: { dim: dims.map((dimValue) => ({ dimValue })) } },
  });
  const model = {
    irVersion: 8,
    producerName: 'rosto scripts/dlib-resnet-onnx.mjs',
    producerVersion: '1',
    opsetImport: [{ domain: '', version: 13 }],
    graph: {
      name: 'dlib_face_recognition_resnet_v1',
      node: g.nodes,
      initializer: g.initializers,
      input: [{ name: 'image', type: tensorType([1, 3, DLIB_CHIP_SIZE, DLIB_CHIP_SIZE]) }],
      output: [{ name: 'descriptor', type: tensorType([1, fc.shape[1]]) }],
    },
  };
  const problem = Model.verify(model);
  if (problem) throw new Error(`ONNX model: ${problem}`);
  return Model.encode(Model.fromObject(model)).finish();
}
