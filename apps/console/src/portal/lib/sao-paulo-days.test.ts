import { describe, expect, it } from 'vitest';
import { addDays, dayOrUndefined, todayInSaoPaulo } from './sao-paulo-days';

describe("São Paulo's days", () => {
  it("counts today in São Paulo's time, whatever the machine's", () => {
    // 02:30 UTC is still the day before in São Paulo.
    expect(todayInSaoPaulo(new Date('2026-11-28T02:30:00Z'))).toBe('2026-11-27');
    expect(todayInSaoPaulo(new Date('2026-11-28T03:30:00Z'))).toBe('2026-11-28');
  });

  it('moves a day across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes only a real day', () => {
    expect(dayOrUndefined('2026-02-28')).toBe('2026-02-28');
    expect(dayOrUndefined('2026-02-30')).toBeUndefined();
    expect(dayOrUndefined('28/02/2026')).toBeUndefined();
    expect(dayOrUndefined(null)).toBeUndefined();
  });
});
