import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cnpjSchema,
  consoleShopCreateBodySchema,
  consoleShopUpdateBodySchema,
  consoleTerminalCreateBodySchema,
} from './console-shops';

const shop = {
  partnerId: '3b0f7c9e-2a41-4d8b-9c6e-5f1a2b3c4d5e',
  name: 'Padaria Sol Centro',
  address: 'Rua Direita, 10, São Paulo',
  cnpj: '11222333000181',
};

/** The catalogue codes of a failed parse (each once), as the API would answer them. */
function codesOf(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

describe('console shops', () => {
  it('takes a CNPJ as its 14 digits with valid check digits; anything else is CNPJ_INVALID', () => {
    expect(cnpjSchema.parse('11222333000181')).toBe('11222333000181');
    for (const cnpj of ['11222333000182', '11.222.333/0001-81', '00000000000000', '', 1]) {
      expect(codesOf(cnpjSchema.safeParse(cnpj)), String(cnpj)).toEqual(['CNPJ_INVALID']);
    }
  });

  it('takes latitude and longitude together, on the globe', () => {
    expect(consoleShopCreateBodySchema.parse(shop)).toEqual(shop);
    for (const location of [
      { latitude: -23.55, longitude: -46.63 },
      { latitude: null, longitude: null },
    ]) {
      expect(consoleShopCreateBodySchema.safeParse({ ...shop, ...location }).success).toBe(true);
      expect(consoleShopUpdateBodySchema.safeParse(location).success).toBe(true);
    }
    for (const location of [
      { latitude: -23.55 },
      { longitude: -46.63, latitude: null },
      { latitude: 90.5, longitude: 0 },
      { latitude: 0, longitude: 180.5 },
    ]) {
      expect(codesOf(consoleShopCreateBodySchema.safeParse({ ...shop, ...location }))).toContain(
        'SHOP_LOCATION_INVALID',
      );
      expect(codesOf(consoleShopUpdateBodySchema.safeParse(location))).toContain(
        'SHOP_LOCATION_INVALID',
      );
    }
  });

  it('changes at least one field of a shop; a terminal needs a name and asks no PIN unless told', () => {
    expect(consoleShopUpdateBodySchema.safeParse({}).success).toBe(false);
    expect(consoleShopUpdateBodySchema.parse({ name: ' Nova ' })).toEqual({ name: 'Nova' });
    expect(consoleTerminalCreateBodySchema.parse({ name: 'Caixa 1' })).toEqual({
      name: 'Caixa 1',
      requirePin: false,
    });
    expect(consoleTerminalCreateBodySchema.safeParse({ name: '  ' }).success).toBe(false);
  });
});
