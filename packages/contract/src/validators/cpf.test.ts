import { describe, expect, it } from 'vitest';
import { CPF_MASKED_LENGTH, cpfDigits, isValidCpf, maskCpf, shouldShowCpfError } from './cpf';

describe('cpf', () => {
  it('validates check digits, masked or digits only', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false); // repeated digits pass the checksum
    expect(isValidCpf('000.000.000-00')).toBe(false);
  });

  it('refuses other shapes', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529 982 247 25')).toBe(false);
    expect(isValidCpf('529.98224725')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('masks progressively to 14 characters', () => {
    expect(maskCpf('')).toBe('');
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529982247251234')).toHaveLength(CPF_MASKED_LENGTH);
  });

  it('reduces to at most 11 digits', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
    expect(cpfDigits('a5b2')).toBe('52');
    expect(cpfDigits('529.982.247-25 99')).toBe('52998224725');
  });

  it('shows "invalid CPF" only for 14 masked characters that are invalid', () => {
    expect(shouldShowCpfError('529.982.247-2')).toBe(false); // 13, still typing
    expect(shouldShowCpfError('529.982.247-24')).toBe(true);
    expect(shouldShowCpfError('529.982.247-25')).toBe(false);
  });
});
