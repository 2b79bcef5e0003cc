import { describe, expect, it } from 'vitest';
import {
  isValidFullName,
  splitFullName,
  stripLeadingDigitsAndSpaces,
  stripNameInvalidChars,
} from './full-name';

describe('isValidFullName', () => {
  it('accepts first and last name, accents, apostrophes and hyphens', () => {
    expect(isValidFullName('Ana Souza')).toBe(true);
    expect(isValidFullName('João D’Ávila')).toBe(true);
    expect(isValidFullName("Maria O'Neil Costa-Lima")).toBe(true);
  });

  it('trims before measuring', () => {
    expect(isValidFullName('   Ana Souza   ')).toBe(true);
    expect(isValidFullName('  A B ')).toBe(false); // "A B" is 3 characters
  });

  it('needs at least two words', () => {
    expect(isValidFullName('Anabela')).toBe(false);
    expect(isValidFullName('Ana -')).toBe(false); // a hyphen alone is not a word
  });

  it('needs 5 to 250 characters', () => {
    expect(isValidFullName('Al B')).toBe(false); // 4
    expect(isValidFullName('Al Bo')).toBe(true); // 5
    const at250 = `Ana ${'a'.repeat(246)}`;
    expect(at250).toHaveLength(250);
    expect(isValidFullName(at250)).toBe(true);
    expect(isValidFullName(`${at250}a`)).toBe(false); // 251
  });

  it('refuses digits and punctuation the form would have stripped', () => {
    expect(isValidFullName('Ana Souza 2')).toBe(false);
    expect(isValidFullName('Ana Souza!')).toBe(false);
  });
});

describe('name input helpers', () => {
  it('strips leading digits and leading spaces', () => {
    expect(stripLeadingDigitsAndSpaces('12 3João Silva')).toBe('João Silva');
    expect(stripLeadingDigitsAndSpaces('  Ana 2')).toBe('Ana 2');
  });

  it('strips digits and punctuation but keeps letters, accents, spaces, apostrophes and hyphens', () => {
    expect(stripNameInvalidChars('Jo@ão1 D’Ávila-Souza, Jr.')).toBe('João D’Ávila-Souza Jr');
    expect(stripNameInvalidChars("O'Neil")).toBe("O'Neil");
  });

  it('splits first and last name', () => {
    expect(splitFullName('  Ana   Maria  Souza ')).toEqual({
      firstName: 'Ana',
      lastName: 'Maria Souza',
    });
    expect(splitFullName('Ana')).toEqual({ firstName: 'Ana', lastName: '' });
  });
});
