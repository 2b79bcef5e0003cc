import { describe, expect, it } from 'vitest';
import { isPinTooEasy, isValidNewPin, isValidPinFormat, pinIssue, pinsMatch } from './pin';

describe('pin', () => {
  it('is exactly 4 digits', () => {
    expect(isValidPinFormat('1357')).toBe(true);
    expect(isValidPinFormat('135')).toBe(false);
    expect(isValidPinFormat('13579')).toBe(false);
    expect(isValidPinFormat('13a7')).toBe(false);
  });

  it('rejects repeated digits and 4-digit runs up or down', () => {
    for (const pin of ['0000', '1111', '9999', '0123', '1234', '6789', '4321', '9876', '3210']) {
      expect(isPinTooEasy(pin), pin).toBe(true);
    }
  });

  it('rejects the most common PINs and the years 1950 to 2010', () => {
    for (const pin of ['1212', '2580', '1004', '1122', '6969', '1950', '1987', '2010', '2000']) {
      expect(isPinTooEasy(pin), pin).toBe(true);
    }
  });

  it('allows wrap-around runs, other years and uncommon PINs', () => {
    for (const pin of ['8901', '1235', '1357', '2468', '1949', '2011', '7391', '5852']) {
      expect(isPinTooEasy(pin), pin).toBe(false);
    }
  });

  it('names the first broken rule with a catalogue code', () => {
    expect(pinIssue('12a4')).toBe('INVALID_USER_PIN_FORMAT');
    expect(pinIssue('123')).toBe('INVALID_USER_PIN_FORMAT');
    expect(pinIssue('1234')).toBe('INVALID_USER_PIN_TOO_EASY');
    expect(pinIssue('1357')).toBeNull();
    expect(isValidNewPin('1357')).toBe(true);
    expect(isValidNewPin('1111')).toBe(false);
  });

  it('needs the confirmation to equal the first entry', () => {
    expect(pinsMatch('1357', '1357')).toBe(true);
    expect(pinsMatch('1357', '1358')).toBe(false);
    expect(pinsMatch('', '')).toBe(false);
  });
});
