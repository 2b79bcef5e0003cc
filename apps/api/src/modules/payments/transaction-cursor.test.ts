import { describe, expect, it } from 'vitest';
import { decodeTransactionCursor, encodeTransactionCursor } from './transaction-cursor';

const position = { at: '2026-11-21T15:00:00.123456Z', id: '7a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' };
const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('transaction cursor', () => {
  it('reads back the position it wrote, to the microsecond', () => {
    const cursor = encodeTransactionCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/u);
    expect(decodeTransactionCursor(cursor)).toEqual(position);
  });

  it('refuses what this server did not write', () => {
    for (const text of [
      'not a cursor',
      `${position.at}|${position.id}|x`,
      `${position.at}|not-a-uuid`,
      `${position.at.replace('.123456', '.123')}|${position.id}`,
      `2026-02-30T15:00:00.000000Z|${position.id}`,
      `2026-11-21T25:00:00.000000Z|${position.id}`,
      `${position.at}|${position.id.toUpperCase()}`,
      position.id,
    ]) {
      expect(decodeTransactionCursor(encode(text)), text).toBeNull();
    }
    // Characters Node's decoder would skip, and base64 that is not canonical.
    const cursor = encodeTransactionCursor(position);
    expect(decodeTransactionCursor(`${cursor}!`)).toBeNull();
    expect(decodeTransactionCursor(`${cursor}=`)).toBeNull();
    expect(decodeTransactionCursor('')).toBeNull();
  });
});
