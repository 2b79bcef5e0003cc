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

  it('writes English dates as an English reader does, with 12-hour time (decision 072)', () => {
    expect(formatDate(afternoon, 'en')).toBe('Nov 12, 2024, 3:05 PM');
    expect(formatDate('2022-06-20T12:00:00Z', 'en')).toBe('Jun 20, 2022, 9:00 AM');
    expect(formatDate('2026-11-26T14:09:00Z', 'en')).toBe('Nov 26, 2026, 11:09 AM');
    // Midnight and noon as 12, never 0.
    expect(formatDate('2022-06-01T03:00:00Z', 'en')).toBe('Jun 1, 2022, 12:00 AM');
  });

  it('has a time-only style: 24-hour in pt-BR, "3:27 PM" in English', () => {
    expect(formatDate('2024-11-12T18:27:00Z', 'pt-BR', 'time')).toBe('15:27');
    expect(formatDate('2024-11-12T18:27:00Z', 'en', 'time')).toBe('3:27 PM');
    expect(formatDate('2024-11-12T12:05:00Z', 'pt-BR', 'time')).toBe('09:05');
  });

  it('has a date-only style', () => {
    expect(formatDate(afternoon, 'pt-BR', 'date')).toBe('12 de novembro de 2024');
    expect(formatDate(afternoon, 'en', 'date')).toBe('November 12, 2024');
  });
});
