import { describe, expect, it } from 'vitest';
import {
  isValidAreaCode,
  isValidMobileNumber,
  isValidPhone,
  maskMobileNumber,
  normalisePhone,
  phoneDigits,
} from './phone';

describe('area code', () => {
  it('is exactly 2 digits, first not 0', () => {
    expect(isValidAreaCode('11')).toBe(true);
    expect(isValidAreaCode('99')).toBe(true);
    expect(isValidAreaCode('01')).toBe(false);
    expect(isValidAreaCode('1')).toBe(false);
    expect(isValidAreaCode('111')).toBe(false);
    expect(isValidAreaCode('1a')).toBe(false);
  });
});

describe('mobile number', () => {
  it('is 9 digits starting with 9, masked or not', () => {
    expect(isValidMobileNumber('987654321')).toBe(true);
    expect(isValidMobileNumber('9 8765-4321')).toBe(true);
    expect(isValidMobileNumber('887654321')).toBe(false);
    expect(isValidMobileNumber('98765432')).toBe(false);
  });

  it('masks as 9 9999-9999', () => {
    expect(maskMobileNumber('9')).toBe('9');
    expect(maskMobileNumber('98')).toBe('9 8');
    expect(maskMobileNumber('98765')).toBe('9 8765');
    expect(maskMobileNumber('987654')).toBe('9 8765-4');
    expect(maskMobileNumber('9876543219999')).toBe('9 8765-4321');
  });
});

describe('whole phone', () => {
  it('keeps only the last 11 digits, dropping +55', () => {
    expect(phoneDigits('+55 (11) 98765-4321')).toBe('11987654321');
    expect(phoneDigits('0055 11 98765 4321')).toBe('11987654321');
    expect(phoneDigits('(11) 98765-4321')).toBe('11987654321');
  });

  it('accepts a Brazilian mobile with or without +55', () => {
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('+55 11 98765-4321')).toBe(true);
    expect(isValidPhone({ areaCode: '21', number: '987654321' })).toBe(true);
  });

  it('refuses an area code starting with 0', () => {
    expect(isValidPhone({ areaCode: '01', number: '987654321' })).toBe(false);
    expect(isValidPhone('01987654321')).toBe(false);
  });

  it('refuses area codes outside the numbering plan, landlines and short numbers', () => {
    expect(isValidPhone({ areaCode: '20', number: '987654321' })).toBe(false);
    expect(isValidPhone('1133334444')).toBe(false);
    expect(isValidPhone('11 9876-5432')).toBe(false);
    expect(isValidPhone({ areaCode: '11', number: '887654321' })).toBe(false);
  });

  it('gives digits, E.164 and the (dd) ddddd-dddd display', () => {
    expect(normalisePhone('+55 11 98765-4321')).toEqual({
      areaCode: '11',
      number: '987654321',
      digits: '11987654321',
      e164: '+5511987654321',
      display: '(11) 98765-4321',
      country: 'BR',
    });
    expect(normalisePhone('11 8765-4321')).toBeNull();
  });
});
