// The first stage of the in-process 1:N face search: each embedding gets a
// 512-bit sign code (the signs of its numbers, 64 bytes); a search compares the
// query's code with every stored code (Hamming distance, a WebAssembly
// kernel, split over the cores at scale: scan-helpers.ts) and answers the keys
// of the closest hundred or so, which the caller ranks exactly by cosine
// similarity (modules/face-search/face-search.ts reads their embeddings from
// the database). Only the codes and the keys live here: 74 bytes a face, where
// keeping the float32 embeddings too took 2 KB more (decision 044). Measured
// against exact search in bench/face-speed and bench/face-index.
import { availableParallelism } from 'node:os';
import { kernelsModule } from './hamming-wasm';
import { MAX_SCAN_PARTS, ScanHelpers } from './scan-helpers';
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
  Memory: new (descriptor: { initial: number; maximum: number; shared: true }) => WasmMemory;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

let compiled: object | null = null;

type Kernel = (a: number, b: number, c: number, d: number, e: number) => number;

export interface FaceSearchIndexOptions {
  /** Helper threads that scan parts of the codes: the other cores, three at most. */
  helpers: number;
  /** Faces from which the helpers start; below, one thread scans in well under a millisecond. */
  parallelFrom: number;
}

const HISTOGRAM_BYTES = (EMBEDDING_SIZE + 1) * 4;

export class FaceSearchIndex {
  private readonly memory = new wasm.Memory({ initial: 1, maximum: PAGE, shared: true });
  private readonly options: FaceSearchIndexOptions;
  private scanHelpers: ScanHelpers | null = null;
  private closed = false;
  /** hamming(query, codes, count, out, histogram): see hamming-wasm.ts. */
  private readonly hamming: Kernel;
  /** select(distances, count, cutoff, quota, out) -> found: see hamming-wasm.ts. */
  private readonly select: Kernel;
  private capacity = 0;
  private count = 0;
  /** Slot -> key; float64 so a template's bigint `seq` fits (up to 2^53) without strings. */
  private keys = new Float64Array(0);

  constructor(options: Partial<FaceSearchIndexOptions> = {}) {
    this.options = {
      helpers: Math.min(availableParallelism() - 1, MAX_SCAN_PARTS - 1),
      parallelFrom: 100_000,
      ...options,
    };
    compiled ??= new wasm.Module(kernelsModule(PAGE));
    const instance = new wasm.Instance(compiled, { env: { memory: this.memory } });
    this.hamming = instance.exports.hamming as Kernel;
    this.select = instance.exports.select as Kernel;
  }

  get size(): number {
    return this.count;
  }

  /**
   * Memory layout: the query's code at 0, a histogram (513 u32) per part of a
   * scan from 64, the codes from the next multiple of 64, then the u16
   * distances, then the selected slots (u32; the distances and the slots are
   * scratch).
   */
  private static readonly histograms = Array.from(
    { length: MAX_SCAN_PARTS },
    (_, part) => CODE_BYTES + part * HISTOGRAM_BYTES,
  );
  private static readonly codesAt =
    Math.ceil((CODE_BYTES + MAX_SCAN_PARTS * HISTOGRAM_BYTES) / CODE_BYTES) * CODE_BYTES;

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
    // Started once there is enough to share, so they are ready by the first search.
    const wanted = this.options.helpers > 0 && this.count >= this.options.parallelFrom;
    if (wanted && !this.scanHelpers && !this.closed) {
      this.scanHelpers = new ScanHelpers(compiled!, this.memory, this.options.helpers);
    }
  }

  /** Parts the last scan was split into (this thread's and the helpers'). */
  lastScanParts = 0;

  /** Settles once the helper threads (if the index has any yet) have started; answers how many. */
  helpersReady(): Promise<number> {
    return this.scanHelpers?.ready() ?? Promise.resolve(0);
  }

  /** Stops the helper threads (the index still searches, on this thread alone). */
  close(): void {
    this.closed = true;
    this.scanHelpers?.stop();
    this.scanHelpers = null;
  }

  /**
   * The keys of `count` stored codes close to the query, in no particular
   * order: what to rank exactly. The scan keeps the `shortlist` codes closest
   * by Hamming distance (exactly that many: the closer ones, then ties at the
   * cutoff until full); when the shortlist is longer than `count`, the
   * shortlist is narrowed to `count` by the query's projection on each code's
   * signs. More candidates, closer to exact search.
   */
  candidates(query: Float32Array, count: number, shortlist = count): number[] {
    const n = this.count;
    if (n <= count) return Array.from(this.keys.subarray(0, n));
    const slots = this.closestSlots(query, Math.min(n, Math.max(count, shortlist)));
    const picked = slots.length > count ? this.narrow(query, slots, count) : slots;
    return Array.from(picked, (slot) => this.keys[slot]!);
  }

  /**
   * The `count` slots among `slots` whose codes' signs the query points along
   * most: the sum of the query's numbers whose bit is set (the projection on the
   * ±1 signs is twice that minus a constant). A code's Hamming distance counts
   * every sign it differs in alike; the projection weighs each by how far the
   * query's number is from zero, so a weak match's code, which differs in many
   * small numbers, ranks above the strangers a long scan turns up (decision 083).
   * Per byte of code, a table of the sums for its 256 values: 64 look-ups a code.
   */
  private narrow(query: Float32Array, slots: Uint32Array, count: number): Uint32Array {
    const sums = this.byteSums;
    for (let byte = 0; byte < CODE_BYTES; byte += 1) {
      const table = byte * 256;
      sums[table] = 0;
      for (let value = 1; value < 256; value += 1) {
        const lowest = value & -value;
        sums[table + value] =
          sums[table + (value ^ lowest)]! + query[byte * 8 + 31 - Math.clz32(lowest)]!;
      }
    }
    const bytes = new Uint8Array(this.memory.buffer);
    const scores = new Float64Array(slots.length);
    for (let i = 0; i < slots.length; i += 1) {
      const at = FaceSearchIndex.codesAt + slots[i]! * CODE_BYTES;
      let score = 0;
      for (let byte = 0; byte < CODE_BYTES; byte += 1)
        score += sums[byte * 256 + bytes[at + byte]!]!;
      scores[i] = score;
    }
    // Ties (rare with float scores) go to the lower slot, so every split of the scan answers alike.
    const order = Array.from(slots.keys()).sort(
      (a, b) => scores[b]! - scores[a]! || slots[a]! - slots[b]!,
    );
    return Uint32Array.from(order.slice(0, count), (i) => slots[i]!);
  }

  private readonly byteSums = new Float64Array(CODE_BYTES * 256);

  /** The slots of the `count` codes closest to the query's by Hamming distance (count < size). */
  private closestSlots(query: Float32Array, count: number): Uint32Array {
    const n = this.count;
    this.growTo(this.slotsAt + count * 4);
    signCode(query, new Uint8Array(this.memory.buffer), 0);
    const { histograms, codesAt } = FaceSearchIndex;
    const all = new Uint32Array(
      this.memory.buffer,
      histograms[0],
      MAX_SCAN_PARTS * (EMBEDDING_SIZE + 1),
    );
    all.fill(0);
    let parts = 1;
    if (this.scanHelpers) {
      parts = this.scanHelpers.scan(
        this.hamming,
        0,
        codesAt,
        n,
        this.distancesAt,
        histograms,
        CODE_BYTES,
      );
    } else {
      this.hamming(0, codesAt, n, this.distancesAt, histograms[0]!);
    }
    this.lastScanParts = parts;
    // The parts' histograms summed into the first.
    const histogram = all.subarray(0, EMBEDDING_SIZE + 1);
    for (let part = 1; part < parts; part += 1) {
      const from = part * (EMBEDDING_SIZE + 1);
      for (let d = 0; d <= EMBEDDING_SIZE; d += 1) histogram[d]! += all[from + d]!;
    }
    // The distance below which fewer than `count` codes lie, from the histogram (no sort of n).
    let cutoff = 0;
    let below = 0;
    while (below + histogram[cutoff]! < count) {
      below += histogram[cutoff]!;
      cutoff += 1;
    }
    // Everything closer than the cutoff, then as many at the cutoff as fit:
    // exactly `count` slots, so the caller's reads stay bounded.
    const found = this.select(this.distancesAt, n, cutoff, count - below, this.slotsAt);
    return new Uint32Array(this.memory.buffer, this.slotsAt, found).slice();
  }
}
