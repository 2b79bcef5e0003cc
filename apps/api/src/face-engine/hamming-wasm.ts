// The WebAssembly kernels of the sign-code index (search-index.ts), written out
// as bytes so no toolchain is needed: an assembly listing, one instruction (or
// two) per line. Both work on one memory the index owns (imported as env.memory).
//
// hamming(query, codes, count, out, histogram): for each of `count` 64-byte
// codes at `codes`, the number of bits that differ from the 64-byte `query`,
// stored as u16 at `out` and counted in `histogram` (513 u32, zeroed by the
// caller). Eight 64-bit words a code, each XORed and counted by `i64.popcnt`
// (one machine instruction): measured faster than 128-bit SIMD, whose byte-wise
// popcount and lane sums cost more than they save. At a million codes (64 MB)
// the scan is bound by memory. Counting the histogram here saves a pass over
// the distances in JavaScript.
//
// select(distances, count, cutoff, quota, out) -> found: the slots whose u16
// distance is below `cutoff`, and the first `quota` at `cutoff`, stored as u32
// at `out`, in slot order. Eight distances at a time by SIMD (i16x8.le_u, then
// v128.any_true): almost every group of eight has none to take, at a million
// codes and a few hundred candidates. Reads up to 14 bytes past the distances.

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

const I32 = 0x7f;
const I64 = 0x7e;
const V128 = 0x7b;
const get = (i: number) => [0x20, i];
const set = (i: number) => [0x21, i];
const simd = (op: number) => [0xfd, ...leb(op)];
/** i32.const for 0..63 (signed LEB128 is one byte up to 63) */
const small = (value: number) => [0x41, value];

function hammingBody(): number[] {
  const [q, base, n, out, histogram] = [0, 1, 2, 3, 4];
  const [q0, end, distance, bucket] = [5, 13, 14, 15];
  const load64 = (offset: number) => [0x29, 3, ...leb(offset)]; // i64.load align=8
  const xorPopcnt = (k: number) => [...get(base), ...load64(8 * k), ...get(q0 + k), 0x85, 0x7b];
  const words = [0, 1, 2, 3, 4, 5, 6, 7];
  // prettier-ignore
  const body = [
    ...words.flatMap((k) => [...get(q), ...load64(8 * k), ...set(q0 + k)]), // q0..q7 = query
    ...get(out), ...get(n), ...small(1), 0x74, 0x6a, ...set(end), // end = out + (n << 1)
    0x02, 0x40, // block
    ...get(n), 0x45, 0x0d, 0, // br_if 0 (n == 0)
    0x03, 0x40, // loop
    ...xorPopcnt(0), // popcnt(code[0:8] ^ query[0:8])
    ...words.slice(1).flatMap((k) => [...xorPopcnt(k), 0x7c]), // + ... (i64.add)
    0xa7, ...set(distance), // i32.wrap_i64
    ...get(out), ...get(distance), 0x3b, 1, 0, // i32.store16 [out] = distance
    ...get(histogram), ...get(distance), ...small(2), 0x74, 0x6a, 0x22, bucket, // bucket = histogram + (distance << 2)
    ...get(bucket), 0x28, 2, 0, ...small(1), 0x6a, 0x36, 2, 0, // [bucket] += 1 (i32.load, i32.store)
    ...get(base), 0x41, 0xc0, 0x00, 0x6a, ...set(base), // base += 64 (i32.const 64 takes two bytes)
    ...get(out), ...small(2), 0x6a, 0x22, out, // out += 2 (local.tee)
    ...get(end), 0x49, 0x0d, 0, // br_if 0 (out < end)
    0x0b, 0x0b, // end loop, block
  ];
  const locals = vec([
    [8, I64], // q0..q7
    [3, I32], // end, distance, bucket
  ]);
  return [...locals, ...body, 0x0b];
}

function selectBody(): number[] {
  const [distances, n, cutoff, quota, out] = [0, 1, 2, 3, 4];
  const [i, distance, found, limit, threshold] = [5, 6, 7, 8, 9];
  const distanceAt = [...get(distances), ...get(i), ...small(1), 0x74, 0x6a]; // distances + (i << 1)
  // prettier-ignore
  const take = [
    ...get(out), ...get(found), ...small(2), 0x74, 0x6a, ...get(i), 0x36, 2, 0, // [out + (found << 2)] = i
    ...get(found), ...small(1), 0x6a, ...set(found), // found += 1
  ];
  // prettier-ignore
  const body = [
    ...get(cutoff), ...simd(0x10), ...set(threshold), // threshold = i16x8.splat(cutoff)
    0x02, 0x40, // block (groups done)
    0x03, 0x40, // loop (each group of eight)
    ...get(i), ...get(n), 0x4f, 0x0d, 1, // br_if done (i >= n)
    ...distanceAt, ...simd(0x00), 4, 0, // v128.load
    ...get(threshold), ...simd(0x34), ...simd(0x53), // any lane <= cutoff (i16x8.le_u, v128.any_true)
    0x04, 0x40, // if
    ...get(i), ...small(8), 0x6a, ...set(limit), // limit = i + 8
    0x02, 0x40, // block (lanes done)
    0x03, 0x40, // loop (each lane)
    ...get(i), ...get(limit), 0x4f, 0x0d, 1, // br_if lanes done (i >= limit)
    ...get(i), ...get(n), 0x4f, 0x0d, 1, // br_if lanes done (i >= n)
    ...distanceAt, 0x2f, 1, 0, ...set(distance), // distance = i32.load16_u
    ...get(distance), ...get(cutoff), 0x49, // distance < cutoff
    0x04, 0x40, ...take, // if: take
    0x05, // else
    ...get(distance), ...get(cutoff), 0x46, ...get(quota), 0x45, 0x45, 0x71, // distance == cutoff && quota != 0
    0x04, 0x40, // if
    ...get(quota), ...small(1), 0x6b, ...set(quota), // quota -= 1
    ...take,
    0x0b, 0x0b, // end if, end if/else
    ...get(i), ...small(1), 0x6a, ...set(i), // i += 1
    0x0c, 0, // br lane loop
    0x0b, 0x0b, // end loop, block (lanes)
    0x05, // else (none of the eight)
    ...get(i), ...small(8), 0x6a, ...set(i), // i += 8
    0x0b, // end if
    0x0c, 0, // br group loop
    0x0b, 0x0b, // end loop, block (groups)
    ...get(found),
  ];
  const locals = vec([
    [4, I32], // i, distance, found, limit
    [1, V128], // threshold
  ]);
  return [...locals, ...body, 0x0b];
}

/**
 * The module's bytes: exports `hamming` and `select`. Its memory is shared (a
 * SharedArrayBuffer), so that helper threads scan parts of the codes in it
 * (scan-helpers.ts).
 */
export function kernelsModule(maximumPages: number): Uint8Array {
  const five = vec([[I32], [I32], [I32], [I32], [I32]]);
  const functions = [hammingBody(), selectBody()];
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // "\0asm", version 1
    // Types: (i32 x5) -> () and (i32 x5) -> i32.
    ...section(
      1,
      vec([
        [0x60, ...five, 0],
        [0x60, ...five, ...vec([[I32]])],
      ]),
    ),
    // Imports: env.memory, shared (limits flag 3: shared, with a maximum), one page at least.
    ...section(2, vec([[...name('env'), ...name('memory'), 0x02, 0x03, 1, ...leb(maximumPages)]])),
    ...section(3, vec([[0], [1]])), // functions: their types
    ...section(
      7,
      vec([
        [...name('hamming'), 0x00, 0],
        [...name('select'), 0x00, 1],
      ]),
    ),
    ...section(10, vec(functions.map((body) => [...leb(body.length), ...body]))),
  ]);
}
