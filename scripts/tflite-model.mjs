// Reading a TensorFlow Lite model (.tflite, a FlatBuffer of tensorflow/lite/schema/schema.fbs,
// Apache-2.0) into plain objects: the tensors with their constant data, and the operators in
// order with the options the converter in tflite-onnx.mjs reads. Only what that converter
// needs is read; an option table is read by its field slots as schema.fbs numbers them.

/** BuiltinOperator codes of schema.fbs, by name (the ones a converter may meet). */
export const BUILTIN = {
  ADD: 0,
  CONCATENATION: 2,
  CONV_2D: 3,
  DEPTHWISE_CONV_2D: 4,
  DEQUANTIZE: 6,
  FULLY_CONNECTED: 9,
  LOGISTIC: 14,
  AVERAGE_POOL_2D: 1,
  MAX_POOL_2D: 17,
  MUL: 18,
  RELU: 19,
  RESHAPE: 22,
  SOFTMAX: 25,
  MEAN: 40,
  SUB: 41,
  STRIDED_SLICE: 45,
  CAST: 53,
  LESS: 58,
  GREATER_EQUAL: 62,
  SUM: 74,
  LEAKY_RELU: 98,
  ABS: 101,
};
const BUILTIN_NAMES = Object.fromEntries(Object.entries(BUILTIN).map(([k, v]) => [v, k]));

/** TensorType of schema.fbs. */
export const TENSOR_TYPE = {
  0: 'float32',
  1: 'float16',
  2: 'int32',
  3: 'uint8',
  4: 'int64',
  6: 'bool',
  9: 'int8',
};

class Reader {
  constructor(bytes) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  /** Position of field `slot` (4 + 2·index) of the table at `table`, or 0 when absent. */
  field(table, slot) {
    const vtable = table - this.view.getInt32(table, true);
    return slot < this.view.getUint16(vtable, true) ? this.view.getUint16(vtable + slot, true) : 0;
  }
  indirect(at) {
    return at + this.view.getUint32(at, true);
  }
  table(table, slot) {
    const at = this.field(table, slot);
    return at ? this.indirect(table + at) : 0;
  }
  scalar(table, slot, kind, fallback) {
    const at = this.field(table, slot);
    if (!at) return fallback;
    const p = table + at;
    switch (kind) {
      case 'int8':
        return this.view.getInt8(p);
      case 'uint8':
        return this.view.getUint8(p);
      case 'bool':
        return this.view.getUint8(p) !== 0;
      case 'int32':
        return this.view.getInt32(p, true);
      case 'uint32':
        return this.view.getUint32(p, true);
      case 'float32':
        return this.view.getFloat32(p, true);
      default:
        throw new Error(`tflite: scalar kind ${kind}`);
    }
  }
  /** [start, length] of the vector in field `slot`, or null. */
  vector(table, slot) {
    const at = this.field(table, slot);
    if (!at) return null;
    const start = this.indirect(table + at);
    return [start + 4, this.view.getUint32(start, true)];
  }
  int32s(table, slot) {
    const v = this.vector(table, slot);
    if (!v) return [];
    return Array.from({ length: v[1] }, (_, i) => this.view.getInt32(v[0] + 4 * i, true));
  }
  tables(table, slot) {
    const v = this.vector(table, slot);
    if (!v) return [];
    return Array.from({ length: v[1] }, (_, i) => this.indirect(v[0] + 4 * i));
  }
  bytesOf(table, slot) {
    const v = this.vector(table, slot);
    return v ? this.bytes.subarray(v[0], v[0] + v[1]) : null;
  }
  string(table, slot) {
    const v = this.vector(table, slot);
    return v ? new TextDecoder().decode(this.bytes.subarray(v[0], v[0] + v[1])) : null;
  }
}

/**
 * The option tables read, by their number in schema.fbs's BuiltinOptions union (1 Conv2D,
 * 5 Pool2D, 8 FullyConnected, 10 Concatenation, 11 Add, 21 Mul, 27 Reducer, 28 Sub,
 * 32 StridedSlice, 37 Cast, 75 LeakyRelu): field name -> [slot, kind, default].
 */
const OPTIONS = {
  1: {
    padding: [4, 'int8', 0],
    strideW: [6, 'int32', 0],
    strideH: [8, 'int32', 0],
    activation: [10, 'int8', 0],
    dilationW: [12, 'int32', 1],
    dilationH: [14, 'int32', 1],
  },
  5: {
    padding: [4, 'int8', 0],
    strideW: [6, 'int32', 0],
    strideH: [8, 'int32', 0],
    filterW: [10, 'int32', 0],
    filterH: [12, 'int32', 0],
    activation: [14, 'int8', 0],
  },
  8: { activation: [4, 'int8', 0], weightsFormat: [6, 'int8', 0], keepNumDims: [8, 'bool', false] },
  10: { axis: [4, 'int32', 0], activation: [6, 'int8', 0] },
  11: { activation: [4, 'int8', 0] },
  21: { activation: [4, 'int8', 0] },
  27: { keepDims: [4, 'bool', false] },
  28: { activation: [4, 'int8', 0] },
  32: {
    beginMask: [4, 'int32', 0],
    endMask: [6, 'int32', 0],
    ellipsisMask: [8, 'int32', 0],
    newAxisMask: [10, 'int32', 0],
    shrinkAxisMask: [12, 'int32', 0],
    offset: [14, 'bool', false],
  },
  37: { inType: [4, 'int8', 0], outType: [6, 'int8', 0] },
  75: { alpha: [4, 'float32', 0] },
};

/**
 * The model's first subgraph: { tensors: [{ name, shape, type, data }], inputs, outputs,
 * operators: [{ op, inputs, outputs, options }] }. `data` is the constant's raw bytes or null.
 */
export function readTfliteModel(bytes) {
  const r = new Reader(bytes);
  const root = r.indirect(0);
  const codes = r.tables(root, 6).map((code) => {
    const deprecated = r.scalar(code, 4, 'int8', 0);
    const builtin = r.scalar(code, 10, 'int32', 0);
    return Math.max(deprecated, builtin);
  });
  const buffers = r.tables(root, 12).map((buffer) => r.bytesOf(buffer, 4));
  const [graph] = r.tables(root, 8);
  const tensors = r.tables(graph, 4).map((t) => ({
    name: r.string(t, 10),
    shape: r.int32s(t, 4),
    type: TENSOR_TYPE[r.scalar(t, 6, 'int8', 0)] ?? `type ${r.scalar(t, 6, 'int8', 0)}`,
    data: buffers[r.scalar(t, 8, 'uint32', 0)] ?? null,
  }));
  const operators = r.tables(graph, 10).map((o) => {
    const code = codes[r.scalar(o, 4, 'uint32', 0)];
    const optionsType = r.scalar(o, 10, 'uint8', 0);
    const optionsTable = r.table(o, 12);
    const fields = OPTIONS[optionsType] ?? {};
    const options = {};
    if (optionsTable) {
      for (const [name, [slot, kind, fallback]] of Object.entries(fields)) {
        options[name] = r.scalar(optionsTable, slot, kind, fallback);
      }
    }
    return {
      op: BUILTIN_NAMES[code] ?? `BUILTIN_${code}`,
      optionsType,
      inputs: r.int32s(o, 6),
      outputs: r.int32s(o, 8),
      options,
    };
  });
  return { tensors, inputs: r.int32s(graph, 6), outputs: r.int32s(graph, 8), operators };
}
