// Code -> text (docs/spec/account-checklist.md §8, docs/spec/wallet-checklist.md §8) in the chosen
// language: a code the catalogue does not know, such as one a newer server sends, falls back to the
// unknown-error text.
import type { ErrorCode } from '@rosto/contract/errors';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../testing/setup-i18n';
import { refused } from '../testing/responses';
import { apiClient } from './api-client';
import {
  errorCode,
  errorText,
  preloadErrorCatalogue,
  retryWaitText,
  useErrorText,
} from './error-text';
import { changeLanguage } from './i18n';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';

function ErrorLine({ code }: { code: ErrorCode }) {
  return <p role="alert">{useErrorText(code)}</p>;
}

describe('error text', () => {
  beforeAll(async () => {
    await setupI18n();
    await preloadErrorCatalogue();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("falls back to 'An unexpected error has occurred.' for a code it does not map", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.resolve(refused(409, 'SOMETHING_NEW_ON_THE_SERVER'))),
    );
    const error = await apiClient.call(endpoints.userProfile).catch((e: unknown) => e);
    const code = errorCode(error);
    expect(code).toBe('SOMETHING_NEW_ON_THE_SERVER');

    expect(await errorText(code, 'en')).toBe('An unexpected error has occurred.');
    expect(await errorText(code, 'pt-BR')).toBe('Ocorreu um erro inesperado.');
    render(<ErrorLine code={code} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
  });

  it('says how long a cap lasts in seconds, minutes or hours, in either language (issue 29)', async () => {
    await changeLanguage('en');
    expect(retryWaitText(1, 'en')).toBe('Try again in 1 second.');
    expect(retryWaitText(61, 'en')).toBe('Try again in 2 minutes.');
    expect(retryWaitText(3600, 'en')).toBe('Try again in 1 hour.');
    await changeLanguage('pt-BR');
    expect(retryWaitText(45, 'pt-BR')).toBe('Tente de novo em 45 segundos.');
    expect(retryWaitText(60, 'pt-BR')).toBe('Tente de novo em 1 minuto.');
    expect(retryWaitText(2867, 'pt-BR')).toBe('Tente de novo em 48 minutos.');
    expect(retryWaitText(3541, 'pt-BR')).toBe('Tente de novo em 1 hora.');
  });

  it('gives a mapped code its own text', async () => {
    expect(await errorText('CPF_INVALID', 'en')).toBe('Enter a valid CPF number.');
  });

  it("in English, DISABLED_PAYMENT_METHOD reads 'We are validating your registration.' (docs/spec/wallet-checklist.md §8)", async () => {
    await changeLanguage('en');
    try {
      // The language the person chose, as the card forms' toasts ask for it.
      expect(await errorText('DISABLED_PAYMENT_METHOD')).toBe(
        'We are validating your registration.',
      );
    } finally {
      await changeLanguage('pt-BR');
    }
  });

  it("in English, the Senff code's CARD_OTP_INVALID reads 'Enter a valid 6 digit code.'", async () => {
    await changeLanguage('en');
    try {
      expect(await errorText('CARD_OTP_INVALID')).toBe('Enter a valid 6 digit code.');
      // The field's message, as the Senff code field renders it.
      render(<ErrorLine code="CARD_OTP_INVALID" />);
      expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid 6 digit code.');
    } finally {
      await changeLanguage('pt-BR');
    }
  });
});
