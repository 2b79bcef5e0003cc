import { describe, expect, it } from 'vitest';
import { isValidHolderName, normaliseHolderName } from './holder-name';

describe('holder name', () => {
  it('uppercases and cuts at 25 characters', () => {
    expect(normaliseHolderName('ana souza')).toBe('ANA SOUZA');
    expect(normaliseHolderName('a'.repeat(30))).toBe('A'.repeat(25));
  });

  it('accepts up to 25 characters, not 26', () => {
    expect(isValidHolderName('A'.repeat(25))).toBe(true);
    expect(isValidHolderName('A'.repeat(26))).toBe(false);
  });

  it('must be uppercase letters', () => {
    expect(isValidHolderName('ANA P. SOUZA')).toBe(true);
    expect(isValidHolderName('JOÃO D’ÁVILA')).toBe(true);
    expect(isValidHolderName('Ana Souza')).toBe(false);
    expect(isValidHolderName('ANA 2')).toBe(false);
    expect(isValidHolderName('   ')).toBe(false);
    expect(isValidHolderName('')).toBe(false);
  });
});
