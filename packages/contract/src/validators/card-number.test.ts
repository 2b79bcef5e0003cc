import { describe, expect, it } from 'vitest';
import {
  CARD_NUMBER_MASKED_LENGTH,
  cardBrands,
  checkCardNumber,
  isAcceptedCardNumber,
  isLuhnValidCardNumber,
  isValidCardNumber,
  isValidFoodVoucherNumber,
  maskCardNumber,
} from './card-number';

// Public test numbers of each brand.
const cards = {
  VISA: '4111111111111111',
  MASTERCARD: '5555555555554444',
  AMERICAN_EXPRESS: '378282246310005',
  DINERS: '30569309025904',
  ELO: '6362970000457013',
  HIPERCARD: '6062825624254001',
  // Hiper (not Hipercard): ranges such as 637095 and 637568, 16 digits.
  HIPER: '6370950000000005',
  JCB: '3530111333300000',
} as const;

/**
 * An Aura number (Banco Cetelem; range 50, 19 digits). card-validator has no
 * Aura type and reads it as Maestro, so no brand is detected for it.
 */
const AURA = '5078601870000127985';

describe('card number', () => {
  it('detects each brand', () => {
    for (const [brand, number] of Object.entries(cards)) {
      expect(checkCardNumber(number).brand, brand).toBe(brand);
      expect(isValidCardNumber(number), brand).toBe(true);
    }
  });

  it('detects Hiper apart from Hipercard, and accepts neither', () => {
    expect(checkCardNumber('6375681234567890').brand).toBe('HIPER');
    expect(checkCardNumber(cards.HIPER)).toMatchObject({ brand: 'HIPER', isValid: true });
    expect(checkCardNumber(cards.HIPER).isAccepted).toBe(false);
    expect(checkCardNumber(cards.HIPERCARD).isAccepted).toBe(false);
  });

  it('detects no brand for an Aura number: valid by Luhn and length, not accepted', () => {
    const aura = checkCardNumber(AURA);
    expect(aura).toMatchObject({ brand: null, isValid: true, isAccepted: false });
    // AURA is a brand the wallet can show (docs/spec/wallet-checklist.md §3), never one the number
    // check answers.
    expect(cardBrands).toContain('AURA');
  });

  it('accepts only Visa, Mastercard, Diners, American Express and Elo', () => {
    expect(isAcceptedCardNumber(cards.VISA)).toBe(true);
    expect(isAcceptedCardNumber(cards.MASTERCARD)).toBe(true);
    expect(isAcceptedCardNumber(cards.DINERS)).toBe(true);
    expect(isAcceptedCardNumber(cards.AMERICAN_EXPRESS)).toBe(true);
    expect(isAcceptedCardNumber(cards.ELO)).toBe(true);
    expect(isAcceptedCardNumber(cards.HIPERCARD)).toBe(false);
    expect(isAcceptedCardNumber(cards.JCB)).toBe(false);
    expect(isAcceptedCardNumber('6011111111111117')).toBe(false); // Discover: valid, unknown to us
    expect(checkCardNumber('6011111111111117').brand).toBeNull();
  });

  it('fails the Luhn check and wrong lengths', () => {
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('411111111111111')).toBe(false);
    expect(isAcceptedCardNumber('4111111111111112')).toBe(false);
  });

  it('reads masked input and reports a partial number as potentially valid', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    const partial = checkCardNumber('4111 1111');
    expect(partial.isValid).toBe(false);
    expect(partial.isPotentiallyValid).toBe(true);
    expect(checkCardNumber('abcd').isPotentiallyValid).toBe(false);
  });

  it('gives the brand security code length', () => {
    expect(checkCardNumber(cards.AMERICAN_EXPRESS).cvvLength).toBe(4);
    expect(checkCardNumber(cards.VISA).cvvLength).toBe(3);
  });

  it('masks in groups of four, 19 characters for 16 digits', () => {
    expect(maskCardNumber('41111')).toBe('4111 1');
    expect(maskCardNumber('4111')).toBe('4111');
    const masked = maskCardNumber(cards.VISA);
    expect(masked).toBe('4111 1111 1111 1111');
    expect(masked).toHaveLength(CARD_NUMBER_MASKED_LENGTH);
    expect(maskCardNumber('4111-1111 abc')).toBe('4111 1111');
  });

  it('food-voucher numbers are exactly 16 digits', () => {
    expect(isValidFoodVoucherNumber('1234567890123456')).toBe(true);
    expect(isValidFoodVoucherNumber('123456789012345')).toBe(false);
    expect(isValidFoodVoucherNumber('12345678901234567')).toBe(false);
    expect(isValidFoodVoucherNumber('1234 5678 9012 3456')).toBe(false);
  });
});

describe('store card numbers', () => {
  it('need 12-19 digits and the Luhn check, whatever the brand', () => {
    expect(isLuhnValidCardNumber('6011111111111117')).toBe(true);
    expect(isLuhnValidCardNumber('1234567812345670')).toBe(true); // no known brand
    expect(isLuhnValidCardNumber('1234567812345671')).toBe(false);
    expect(isLuhnValidCardNumber('12345678903')).toBe(false); // 11 digits
    expect(isLuhnValidCardNumber('1234 5678 1234 5670')).toBe(false);
  });
});
