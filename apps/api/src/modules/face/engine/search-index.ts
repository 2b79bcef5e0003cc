// 1:N face search in process: each embedding also gets a 512-bit code (the signs
// of its numbers); a search compares the query's code with every stored code
// (Hamming distance, a WebAssembly SIMD kernel: 64 bytes per face), keeps the
// closest few hundred, and ranks those exactly by cosine similarity. Exact
// brute force over float32 reads 2 GB per search at a million faces; the codes
// are 64 MB. Measured in bench/face-speed against exact search.
import { EMBEDDING_SIZE } from './similarity';

const CODE_BYTES = EMBEDDING_SIZE / 8;
const PAGE = 65_536;
/** Vectors per storage chunk (a chunk is 128 MiB of float32). */
const CHUNK = 65_536;

export interface SearchHit {
  key: number;
  similarity: number;
}

/** unsigned LEB128 */
function leb(value: number): number[] {
  const out: number[] = [];
  let v = value;
  do {
    let byte = v & 0x7f;
    v >>>= 7;
    if (v !== 0) byte |= 0x80;
    out.push(byte);
  } while (v !== 0);
  return out;
}

const vec = (items: number[][]): number[] => [...leb(items.length), ...items.flat()];
const section = (id: number, body: number[]): number[] => [id, ...leb(body.length), ...body];
const name = (text: string): number[] => [...leb(text.length), ...Buffer.from(text, 'utf8')];

/**
 * hamming(query, codes, count, out): for each of `count` 64-byte codes at
 * `codes`, the number of bits that differ from the 64-byte `query`, stored as
 * u16 at `out`. Written out as bytes so no toolchain is needed.
 */
function hammingModule(): Uint8Array {
  const [q, base, n, out] = [0, 1, 2, 3];
  const [q0, acc, end] = [4, 8, 9];
  const get = (i: number) => [0x20, i];
  const set = (i: number) => [0x21, i];
  const simd = (op: number, ...imm: number[]) => [0xfd, ...leb(op), ...imm];
  const load = (offset: number) => simd(0x00, 4, ...leb(offset));
  const xorPopcnt = (k: number) => [
    ...get(base),
    ...load(16 * k),
    ...get(q0 + k),
    ...simd(0x51),
    ...simd(0x62),
  ];
  const lane = (k: number) => [...get(acc), ...simd(0x1b, k)];
  // An assembly listing: one instruction (or two) per line.
  // prettier-ignore
  const body = [
    ...[0, 1, 2, 3].flatMap((k) => [...get(q), ...load(16 * k), ...set(q0 + k)]),
    ...get(out), ...get(n), 0x41, 1, 0x74, 0x6a, ...set(end), // end = out + (n << 1)
    0x02, 0x40, // block
    ...get(n), 0x45, 0x0d, 0, // br_if 0 (n == 0)
    0x03, 0x40, // loop
    ...xorPopcnt(0), // popcnt(code[0:16] ^ query[0:16]) per byte
    ...xorPopcnt(1), ...simd(0x6e), // + ... (i8x16.add; at most 32 per byte)
    ...xorPopcnt(2), ...simd(0x6e),
    ...xorPopcnt(3), ...simd(0x6e),
    ...simd(0x7d), ...simd(0x7f), ...set(acc), // widen: u8x16 -> u16x8 -> u32x4
    ...get(out), ...lane(0), ...lane(1), 0x6a, ...lane(2), 0x6a, ...lane(3), 0x6a,
    0x3b, 1, 0, // i32.store16 [out]
    ...get(base), 0x41, 0xc0, 0x00, 0x6a, ...set(base), // base += 64 (i32.const is signed LEB128)
    ...get(out), 0x41, 2, 0x6a, 0x22, out, // out += 2 (local.tee)
    ...get(end), 0x49, 0x0d, 0, // br_if 0 (out < end)
    0x0b, 0x0b, 0x0b, // end loop, block, function
  ];
  const locals = vec([
    [5, 0x7b], // q0..q3, acc: v128
    [1, 0x7f], // end: i32
  ]);
  const code = [...locals, ...body];
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // "\0asm", version 1
    // Sections: type (i32 x4) -> (), import env.memory, one function, export "hamming", code.
    ...section(1, vec([[0x60, ...vec([[0x7f], [0x7f], [0x7f], [0x7f]]), 0]])),
    ...section(2, vec([[...name('env'), ...name('memory'), 0x02, 0x01, ...leb(1), ...leb(PAGE)]])),
    ...section(3, vec([[0]])),
    ...section(7, vec([[...name('hamming'), 0x00, 0]])),
    ...section(10, vec([[...leb(code.length), ...code]])),
  ]);
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

export class FaceSearchIndex {
  private readonly memory = new wasm.Memory({ initial: 1, maximum: PAGE });
  private readonly hamming: (query: number, codes: number, count: number, out: number) => void;
  private capacity = 0;
  private count = 0;
  private readonly keys: number[] = [];
  private readonly chunks: Float32Array[] = [];

  constructor() {
    compiled ??= new wasm.Module(hammingModule());
    const instance = new wasm.Instance(compiled, { env: { memory: this.memory } });
    this.hamming = instance.exports.hamming as FaceSearchIndex['hamming'];
  }

  get size(): number {
    return this.count;
  }

  /** Memory layout: query code at 0, codes from 64, then u16 distances (scratch). */
  private get codesAt(): number {
    return CODE_BYTES;
  }

  private get distancesAt(): number {
    return CODE_BYTES + this.capacity * CODE_BYTES;
  }

  private reserve(total: number): void {
    if (total <= this.capacity) return;
    const capacity = Math.max(total, Math.ceil(this.capacity * 1.5), 1024);
    const bytes = CODE_BYTES + capacity * CODE_BYTES + capacity * 2;
    const pages = Math.ceil(bytes / PAGE) - this.memory.buffer.byteLength / PAGE;
    if (pages > 0) this.memory.grow(pages);
    this.capacity = capacity;
  }

  private static writeCode(embedding: Float32Array, into: Uint8Array, at: number): void {
    for (let byte = 0; byte < CODE_BYTES; byte += 1) {
      let bits = 0;
      for (let bit = 0; bit < 8; bit += 1) if (embedding[byte * 8 + bit]! > 0) bits |= 1 << bit;
      into[at + byte] = bits;
    }
  }

  /** Stores a unit-length embedding under `key` (for example a face template's row id). */
  add(key: number, embedding: Float32Array): void {
    if (embedding.length !== EMBEDDING_SIZE)
      throw new Error(`an embedding has ${EMBEDDING_SIZE} numbers`);
    this.reserve(this.count + 1);
    const slot = this.count;
    FaceSearchIndex.writeCode(
      embedding,
      new Uint8Array(this.memory.buffer),
      this.codesAt + slot * CODE_BYTES,
    );
    const chunk = slot / CHUNK;
    if (slot % CHUNK === 0) this.chunks.push(new Float32Array(CHUNK * EMBEDDING_SIZE));
    this.chunks[Math.floor(chunk)]!.set(embedding, (slot % CHUNK) * EMBEDDING_SIZE);
    this.keys.push(key);
    this.count += 1;
  }

  private similarity(query: Float32Array, slot: number): number {
    const chunk = this.chunks[Math.floor(slot / CHUNK)]!;
    const at = (slot % CHUNK) * EMBEDDING_SIZE;
    let sum = 0;
    for (let i = 0; i < EMBEDDING_SIZE; i += 1) sum += query[i]! * chunk[at + i]!;
    return sum;
  }

  private static top(hits: SearchHit[], k: number): SearchHit[] {
    return hits.sort((p, q) => q.similarity - p.similarity).slice(0, k);
  }

  /**
   * The `k` most similar stored faces. `candidates` codes closest in Hamming
   * distance are ranked exactly; more candidates, closer to exact search.
   */
  search(query: Float32Array, k = 1, candidates = 256): SearchHit[] {
    const n = this.count;
    if (n === 0) return [];
    if (n <= candidates) return this.exactSearch(query, k);
    const heap = new Uint8Array(this.memory.buffer);
    FaceSearchIndex.writeCode(query, heap, 0);
    this.hamming(0, this.codesAt, n, this.distancesAt);
    const distances = new Uint16Array(this.memory.buffer, this.distancesAt, n);
    // The distance below which `candidates` codes lie, by counting (no sort of n).
    const histogram = new Uint32Array(EMBEDDING_SIZE + 1);
    for (let i = 0; i < n; i += 1) histogram[distances[i]!]! += 1;
    let cutoff = 0;
    for (let total = 0; cutoff <= EMBEDDING_SIZE; cutoff += 1) {
      total += histogram[cutoff]!;
      if (total >= candidates) break;
    }
    const hits: SearchHit[] = [];
    for (let i = 0; i < n; i += 1) {
      if (distances[i]! <= cutoff)
        hits.push({ key: this.keys[i]!, similarity: this.similarity(query, i) });
    }
    return FaceSearchIndex.top(hits, k);
  }

  /** Every stored face compared: the reference the codes are measured against. */
  exactSearch(query: Float32Array, k = 1): SearchHit[] {
    const hits: SearchHit[] = [];
    let floor = -Infinity;
    for (let i = 0; i < this.count; i += 1) {
      const similarity = this.similarity(query, i);
      if (hits.length < k || similarity > floor) {
        hits.push({ key: this.keys[i]!, similarity });
        if (hits.length > k) {
          hits.sort((p, q) => q.similarity - p.similarity).pop();
          floor = hits[hits.length - 1]!.similarity;
        }
      }
    }
    return FaceSearchIndex.top(hits, k);
  }
}
