import { describe, expect, it } from 'vitest';
import { cnpjDigits, maskCnpj } from './cnpj-mask';

describe('the CNPJ mask', () => {
  it('masks the digits as they are typed, whatever else is typed', () => {
    expect(maskCnpj('1')).toBe('1');
    expect(maskCnpj('112')).toBe('11.2');
    expect(maskCnpj('11222333')).toBe('11.222.333');
    expect(maskCnpj('112223330')).toBe('11.222.333/0');
    expect(maskCnpj('1122233300018')).toBe('11.222.333/0001-8');
    expect(maskCnpj('11a222333000181999')).toBe('11.222.333/0001-81');
    expect(maskCnpj('')).toBe('');
  });

  it('gives the API the 14 digits alone', () => {
    expect(cnpjDigits('11.222.333/0001-81')).toBe('11222333000181');
  });
});
