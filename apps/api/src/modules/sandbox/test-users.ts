// Identities for sandbox test users (service.ts) and the API tests: a random
// CPF with valid check digits and a random mobile number.
import { randomInt } from 'node:crypto';
import { isValidCpf } from '@rosto/contract/validators/cpf';

/** Check digit of the CPF algorithm (mod 11) over `digits` with weights from `firstWeight` down. */
function cpfCheckDigit(digits: number[], firstWeight: number): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (firstWeight - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A random CPF with valid check digits (never one of the all-same-digit CPFs). */
export function generateCpf(): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => randomInt(10));
    if (base.every((digit) => digit === base[0])) continue;
    const first = cpfCheckDigit(base, 10);
    const second = cpfCheckDigit([...base, first], 11);
    const cpf = [...base, first, second].join('');
    if (isValidCpf(cpf)) return cpf;
  }
}

/** A São Paulo mobile number, 11 digits: "119" + 8 random digits. */
export function generateMobile(): string {
  return `119${String(randomInt(10_000_000, 100_000_000))}`;
}
