// The CNPJ as the operator types it: digits only, masked as
// 00.000.000/0000-00 as they come; the API takes the 14 digits alone.
export function maskCnpj(input: string): string {
  const digits = cnpjDigits(input);
  const parts = [digits.slice(0, 2), digits.slice(2, 5), digits.slice(5, 8)].filter(Boolean);
  let masked = parts.join('.');
  if (digits.length > 8) masked += `/${digits.slice(8, 12)}`;
  if (digits.length > 12) masked += `-${digits.slice(12, 14)}`;
  return masked;
}

export function cnpjDigits(input: string): string {
  return input.replace(/\D/gu, '').slice(0, 14);
}
