import { describe, expect, it } from 'vitest';
import { isValidAlias } from './card-alias';

describe('alias', () => {
  it('is optional and up to 20 characters', () => {
    expect(isValidAlias('')).toBe(true);
    expect(isValidAlias('a'.repeat(20))).toBe(true);
    expect(isValidAlias('a'.repeat(21))).toBe(false);
  });
});
