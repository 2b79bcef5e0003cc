// Terminal API keys (decision 032): format, what is stored, and the check.
import type * as NodeCrypto from 'node:crypto';
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { hashTerminalKey, issueTerminalKey, verifyTerminalKey } from './terminal-keys';

const crypto = vi.hoisted(() => ({ compared: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof NodeCrypto>();
  return {
    ...original,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      crypto.compared += 1;
      return original.timingSafeEqual(a, b);
    },
  };
});

describe('terminal keys', () => {
  it('issues rosto_term_ and 32 random bytes, kept as their SHA-256 and 8 characters', () => {
    const issued = issueTerminalKey();
    expect(issued.key).toMatch(/^rosto_term_[A-Za-z0-9_-]{43}$/u);
    expect(Buffer.from(issued.key.slice('rosto_term_'.length), 'base64url')).toHaveLength(32);
    expect(issued.keyHash).toBe(createHash('sha256').update(issued.key).digest('hex'));
    expect(issued.keyHash).toBe(hashTerminalKey(issued.key));
    expect(issued.keyPrefix).toBe(issued.key.slice(11, 19));
    expect(issued.keyHash).not.toContain(issued.key.slice(11));
    // Two keys never repeat (256 random bits each).
    expect(issueTerminalKey().key).not.toBe(issued.key);
    const fixed = issueTerminalKey((size) => Buffer.alloc(size, 0));
    expect(fixed).toMatchObject({ key: `rosto_term_${'A'.repeat(43)}`, keyPrefix: 'AAAAAAAA' });
  });

  it("accepts the terminal's own key, in constant time; refuses a wrong, a malformed or a revoked one", () => {
    const issued = issueTerminalKey();
    const stored = { keyHash: issued.keyHash, revokedAt: null };
    crypto.compared = 0;
    expect(verifyTerminalKey(issued.key, stored)).toBe(true);
    expect(crypto.compared).toBe(1);

    const other = issueTerminalKey().key;
    expect(verifyTerminalKey(other, stored)).toBe(false);
    expect(crypto.compared).toBe(2);
    const lastChanged = `${issued.key.slice(0, -1)}${issued.key.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyTerminalKey(lastChanged, stored)).toBe(false);
    for (const malformed of ['', issued.keyHash, issued.key.slice(11), `${issued.key} `]) {
      expect(verifyTerminalKey(malformed, stored), malformed).toBe(false);
    }
    expect(verifyTerminalKey(issued.key, { ...stored, revokedAt: new Date() })).toBe(false);
  });
});
