// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  // 18:05 UTC is 15:05 in São Paulo (UTC-3).
  const afternoon = '2024-11-12T18:05:00Z';

  it('writes pt-BR dates with 24-hour time in São Paulo', () => {
    expect(formatDate(afternoon, 'pt-BR')).toBe('12 de novembro de 2024 às 15:05');
    expect(formatDate('2023-05-01T02:30:00Z', 'pt-BR')).toBe('30 de abril de 2023 às 23:30');
  });

  it('writes English dates with ordinals and 12-hour time', () => {
    expect(formatDate(afternoon, 'en')).toBe('November 12th of 2024 at 03:05pm');
    expect(formatDate('2022-06-20T12:00:00Z', 'en')).toBe('June 20th of 2022 at 09:00am');
    expect(formatDate('2022-06-01T12:00:00Z', 'en')).toBe('June 1st of 2022 at 09:00am');
  });

  it('has a date-only style', () => {
    expect(formatDate(afternoon, 'pt-BR', 'date')).toBe('12 de novembro de 2024');
    expect(formatDate(afternoon, 'en', 'date')).toBe('November 12th, 2024');
  });
});
