// Stored values read back only through their schema: what cannot be read is
// dropped and read as absent, and blocked storage never throws.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { guarded, isRecord, storedValue } from './stored-value';

const key = 'stored-value-test';
const schema = z.object({ version: z.literal(2), name: z.string() });

describe('storedValue', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('writes JSON under its key, in its area, and reads it back', () => {
    const stored = storedValue(key, schema, 'session');
    expect(stored.read()).toBeNull();
    stored.write({ version: 2, name: 'Ana' });
    expect(sessionStorage.getItem(key)).toBe('{"version":2,"name":"Ana"}');
    expect(localStorage.length).toBe(0);
    expect(stored.read()).toEqual({ version: 2, name: 'Ana' });
    stored.remove();
    expect(sessionStorage.getItem(key)).toBeNull();
    expect(stored.read()).toBeNull();
  });

  it('drops a value that is not JSON', () => {
    localStorage.setItem(key, '{broken');
    expect(storedValue(key, schema).read()).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('drops a value of the wrong shape', () => {
    localStorage.setItem(key, JSON.stringify({ version: 2, name: 7 }));
    expect(storedValue(key, schema).read()).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, 'null');
    expect(storedValue(key, schema).read()).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('drops a value an older app stored in an older version', () => {
    localStorage.setItem(key, JSON.stringify({ version: 1, name: 'Ana' }));
    expect(storedValue(key, schema).read()).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads as absent and writes nothing, without throwing, when storage is blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const stored = storedValue(key, schema);
    expect(() => stored.write({ version: 2, name: 'Ana' })).not.toThrow();
    expect(stored.read()).toBeNull();
    expect(() => stored.remove()).not.toThrow();
  });

  it('forgets a write storage refuses (quota, private mode), without throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const stored = storedValue(key, schema);
    expect(() => stored.write({ version: 2, name: 'Ana' })).not.toThrow();
    expect(stored.read()).toBeNull();
  });

  it('takes a type guard as a schema for the first screens', () => {
    const isNamed = (value: unknown): value is { name: string } =>
      isRecord(value) && typeof value.name === 'string';
    const stored = storedValue(key, guarded(isNamed));
    localStorage.setItem(key, JSON.stringify({ name: 'Ana' }));
    expect(stored.read()).toEqual({ name: 'Ana' });
    localStorage.setItem(key, JSON.stringify(['Ana']));
    expect(stored.read()).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });
});
