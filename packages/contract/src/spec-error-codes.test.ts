// The wallet spec's card-error codes (docs/spec/wallet-checklist.md, "Card-add errors that open a
// bottom sheet" and "Other card errors"), each named here so that taking one out
// of the catalogue, or leaving it without a text in a language, fails its own
// line. The loop over the whole catalogue in error-codes-in-use.test.ts cannot:
// it checks whatever the catalogue holds.
import { describe, expect, it } from 'vitest';
import { errorCatalogue, isErrorCode } from './errors';

const specCardCodes = [
  'LIMIT_OF_PAYMENT_METHODS_ADDITION_ATTEMPTS_EXCEEDED',
  'PAYMENT_METHOD_WAITING_VALIDATION',
  'PAYMENT_METHOD_ALREADY_EXISTS',
  'LIMIT_OF_PAYMENT_METHODS_EXCEEDED',
  'PAYMENT_METHOD_INVALID',
  'DISABLED_PAYMENT_METHOD',
  'PAYMENT_METHOD_CANT_MAKE_SMALL_VALIDATION_CHARGE',
  'SWITCH_PAYMENT_METHOD_VALIDATION_CHECK_INVALID',
  'SWITCH_PAYMENT_METHOD_MAX_VALIDATION_EXCEEDED',
  'SWITCH_TRANSACTION_CANT_BE_ROUTED',
  'SWITCH_ERROR',
  'CARD_GATEWAY_UNAVAILABLE',
  'CARD_GATEWAY_ERROR',
  'CARD_GATEWAY_INVALID_CARD_BRAND',
  'CARD_GATEWAY_INVALID_CARD_DATA',
  'CARD_GATEWAY_INVALID_DATA',
  'CARD_PROVIDER_UNAVAILABLE',
  'CARD_PROVIDER_ERROR',
  'CARD_PROVIDER_INVALID_DATA',
  'CARD_PROVIDER_NO_CARD_FOR_CPF',
  'GATEWAY_SENFF_CARD_INVALID_OTP',
];

describe("the wallet spec's card-error codes", () => {
  it.each(specCardCodes)('%s is in the catalogue with its own pt-BR and English texts', (code) => {
    expect(isErrorCode(code)).toBe(true);
    const texts = (errorCatalogue as Record<string, Record<'pt-BR' | 'en', string>>)[code]!;
    expect(texts['pt-BR'].trim()).not.toBe('');
    expect(texts.en.trim()).not.toBe('');
    expect(texts['pt-BR']).not.toBe(texts.en);
  });
});
