// The first stage of the in-process 1:N face search: each embedding gets a
// 512-bit sign code (the signs of its numbers, 64 bytes); a search compares the
// query's code with every stored code (Hamming distance, a WebAssembly
// kernel) and answers the keys of the closest hundred or so, which the caller
// ranks exactly by cosine similarity (face-search.ts reads their embeddings from
// the database). Only the codes and the keys live here: 74 bytes a face, where
// keeping the float32 embeddings too took 2 KB more (decision 044). Measured
// against exact search in bench/face-speed and bench/face-index.
import { kernelsModule } from './hamming-wasm';
import { EMBEDDING_SIZE } from './similarity';

export const CODE_BYTES = EMBEDDING_SIZE / 8;
/** WebAssembly's page (64 KiB); the memory may grow to 65,536 of them (4 GiB). */
const PAGE = 65_536;

/**
 * The sign code of an embedding: bit `b` of byte `i` is set when number
 * `8i + b` is above zero. Stored with each template (face_templates.embedding_code).
 */
export function signCode(
  embedding: Float32Array,
  into: Uint8Array = new Uint8Array(CODE_BYTES),
  at = 0,
): Uint8Array {
  if (embedding.length !== EMBEDDING_SIZE)
    throw new Error(`an embedding has ${EMBEDDING_SIZE} numbers`);
  for (let byte = 0; byte < CODE_BYTES; byte += 1) {
    let bits = 0;
    for (let bit = 0; bit < 8; bit += 1) if (embedding[byte * 8 + bit]! > 0) bits |= 1 << bit;
    into[at + byte] = bits;
  }
  return into;
}

/** The little of WebAssembly used here (@types/node 20 does not declare the globals). */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmApi {
  Memory: new (descriptor: { initial: number; maximum: number }) => WasmMemory;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

let compiled: object | null = null;

type Kernel = (a: number, b: number, c: number, d: number, e: number) => number;

export class FaceSearchIndex {
  private readonly memory = new wasm.Memory({ initial: 1, maximum: PAGE });
  /** hamming(query, codes, count, out, histogram): see hamming-wasm.ts. */
  private readonly hamming: Kernel;
  /** select(distances, count, cutoff, quota, out) -> found: see hamming-wasm.ts. */
  private readonly select: Kernel;
  private capacity = 0;
  private count = 0;
  /** Slot -> key; float64 so a template's bigint `seq` fits (up to 2^53) without strings. */
  private keys = new Float64Array(0);

  constructor() {
    compiled ??= new wasm.Module(kernelsModule(PAGE));
    const instance = new wasm.Instance(compiled, { env: { memory: this.memory } });
    this.hamming = instance.exports.hamming as Kernel;
    this.select = instance.exports.select as Kernel;
  }

  get size(): number {
    return this.count;
  }

  /**
   * Memory layout: the query's code at 0, the histogram at 64 (513 u32), the
   * codes from the next multiple of 64 (2176), then the u16 distances, then
   * the selected slots (u32; the distances and the slots are scratch).
   */
  private static readonly histogramAt = CODE_BYTES;
  private static readonly codesAt =
    Math.ceil((CODE_BYTES + (EMBEDDING_SIZE + 1) * 4) / CODE_BYTES) * CODE_BYTES;

  private get distancesAt(): number {
    return FaceSearchIndex.codesAt + this.capacity * CODE_BYTES;
  }

  /** After the distances and the 16 bytes `select` may read past them, 16-byte aligned. */
  private get slotsAt(): number {
    return Math.ceil((this.distancesAt + this.capacity * 2 + 16) / 16) * 16;
  }

  private growTo(bytes: number): void {
    const pages = Math.ceil(bytes / PAGE) - this.memory.buffer.byteLength / PAGE;
    if (pages > 0) this.memory.grow(pages);
  }

  /** Room for `total` faces; growing by half at least, so adding one at a time stays cheap. */
  private reserve(total: number): void {
    if (total <= this.capacity) return;
    const capacity = Math.max(total, Math.ceil(this.capacity * 1.5), 1024);
    this.growTo(FaceSearchIndex.codesAt + capacity * CODE_BYTES + capacity * 2 + 16);
    const keys = new Float64Array(capacity);
    keys.set(this.keys.subarray(0, this.count));
    this.keys = keys;
    this.capacity = capacity;
  }

  /** Stores `keys.length` sign codes, one after another in `codes`, under their keys (template seqs). */
  add(keys: ArrayLike<number>, codes: Uint8Array): void {
    if (codes.length !== keys.length * CODE_BYTES)
      throw new Error(`a sign code has ${CODE_BYTES} bytes`);
    this.reserve(this.count + keys.length);
    new Uint8Array(this.memory.buffer).set(
      codes,
      FaceSearchIndex.codesAt + this.count * CODE_BYTES,
    );
    this.keys.set(keys, this.count);
    this.count += keys.length;
  }

  /**
   * The keys of the `count` stored codes closest to the query's code (all keys
   * when there are no more), in no particular order: what to rank exactly.
   * More candidates, closer to exact search.
   */
  candidates(query: Float32Array, count: number): number[] {
    const n = this.count;
    if (n <= count) return Array.from(this.keys.subarray(0, n));
    this.growTo(this.slotsAt + count * 4);
    signCode(query, new Uint8Array(this.memory.buffer), 0);
    const histogram = new Uint32Array(
      this.memory.buffer,
      FaceSearchIndex.histogramAt,
      EMBEDDING_SIZE + 1,
    );
    histogram.fill(0);
    this.hamming(0, FaceSearchIndex.codesAt, n, this.distancesAt, FaceSearchIndex.histogramAt);
    // The distance below which fewer than `count` codes lie, from the histogram (no sort of n).
    let cutoff = 0;
    let below = 0;
    while (below + histogram[cutoff]! < count) {
      below += histogram[cutoff]!;
      cutoff += 1;
    }
    // Everything closer than the cutoff, then as many at the cutoff as fit:
    // exactly `count` keys, so the caller's reads stay bounded.
    const found = this.select(this.distancesAt, n, cutoff, count - below, this.slotsAt);
    const slots = new Uint32Array(this.memory.buffer, this.slotsAt, found);
    return Array.from(slots, (slot) => this.keys[slot]!);
  }
}
