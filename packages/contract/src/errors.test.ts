// The catalogue's texts where the spec quotes them (docs/spec/wallet-checklist.md §7, §8): the web
// app shows these for the codes, so a change of words is a change of the spec.
import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorMessage } from './errors';

describe('error catalogue', () => {
  it("says the spec's English words for a disabled payment method and a bad card code", () => {
    // The spec quotes them without the closing full stop the catalogue's sentences have.
    expect(errorMessage('DISABLED_PAYMENT_METHOD', 'en')).toBe(
      'We are validating your registration.',
    );
    expect(errorMessage('CARD_OTP_INVALID', 'en')).toBe('Enter a valid 6 digit code.');
    expect(errorCatalogue.DISABLED_PAYMENT_METHOD['pt-BR']).toBe('Estamos validando seu cadastro.');
    expect(errorCatalogue.CARD_OTP_INVALID['pt-BR']).toBe('Digite um código válido de 6 dígitos.');
  });

  it("falls back to the spec's unknown-error text for a code it does not know", () => {
    expect(errorMessage('NOT_A_CODE' as never, 'en')).toBe('An unexpected error has occurred.');
  });
});
