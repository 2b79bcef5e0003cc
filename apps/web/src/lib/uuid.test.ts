// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from './uuid';

describe('randomId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds a v4 UUID without crypto.randomUUID (plain-http hosts)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => a.fill(0xff) });
    expect(randomId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
