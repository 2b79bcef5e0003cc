import { describe, expect, it } from 'vitest';
import { isRealDate, saoPauloDate } from './sao-paulo-date';

describe('saoPauloDate', () => {
  it('reads the calendar day in São Paulo', () => {
    expect(saoPauloDate(new Date('2026-01-01T02:59:00Z'))).toEqual({
      year: 2025,
      month: 12,
      day: 31,
    });
    expect(saoPauloDate(new Date('2026-01-01T03:00:00Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 1,
    });
  });

  it('knows real dates', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(2023, 4, 31)).toBe(false);
    expect(isRealDate(2023, 0, 1)).toBe(false);
  });
});
