import { describe, expect, it } from 'vitest';
import { maskedValidCnpj } from './cnpj';

describe('maskedValidCnpj', () => {
  it.each(['11222333000181', '11.222.333/0001-81', ' 11.222.333/0001-81 '])(
    'masks the valid CNPJ %s',
    (input) => {
      expect(maskedValidCnpj(input)).toBe('11.222.333/0001-81');
    },
  );

  it.each(['11222333000182', '00000000000000', '1122233300018', 'abc'])(
    'refuses %s (check digits, reserved number, length)',
    (input) => {
      expect(maskedValidCnpj(input)).toBeNull();
    },
  );
});
