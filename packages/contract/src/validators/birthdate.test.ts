import { describe, expect, it } from 'vitest';
import {
  ageOn,
  isOfMinimumAge,
  isValidBirthdate,
  maskBirthdate,
  parseBirthdate,
} from './birthdate';

// 21 Nov 2026 in São Paulo.
const now = new Date('2026-11-21T15:00:00Z');

describe('birthdate', () => {
  it('reads DD/MM/YYYY, with or without slashes, and ISO', () => {
    expect(parseBirthdate('05/03/1990', now)).toEqual({
      year: 1990,
      month: 3,
      day: 5,
      iso: '1990-03-05',
    });
    expect(parseBirthdate('05031990', now)?.iso).toBe('1990-03-05');
    expect(parseBirthdate('1990-03-05', now)?.iso).toBe('1990-03-05');
  });

  it('reads DD/MM/AA as the latest date not in the future', () => {
    expect(parseBirthdate('05/03/90', now)?.iso).toBe('1990-03-05');
    expect(parseBirthdate('050305', now)?.iso).toBe('2005-03-05');
    expect(parseBirthdate('21/11/26', now)?.iso).toBe('2026-11-21');
    expect(parseBirthdate('25/12/26', now)?.iso).toBe('1926-12-25');
  });

  it('refuses impossible, future and pre-1900 dates', () => {
    expect(isValidBirthdate('31/04/1990', now)).toBe(false);
    expect(isValidBirthdate('29/02/2023', now)).toBe(false);
    expect(isValidBirthdate('29/02/2024', now)).toBe(true);
    expect(isValidBirthdate('00/01/1990', now)).toBe(false);
    expect(isValidBirthdate('01/13/1990', now)).toBe(false);
    expect(isValidBirthdate('22/11/2026', now)).toBe(false);
    expect(isValidBirthdate('31/12/1899', now)).toBe(false);
    expect(isValidBirthdate('1/1/1990', now)).toBe(false);
    expect(isValidBirthdate('', now)).toBe(false);
  });

  it('masks DD/MM/YYYY and DD/MM/AA', () => {
    expect(maskBirthdate('0503')).toBe('05/03');
    expect(maskBirthdate('05031990')).toBe('05/03/1990');
    expect(maskBirthdate('050390', 2)).toBe('05/03/90');
    expect(maskBirthdate('0503199012', 2)).toBe('05/03/19');
  });
});

describe('minimum age', () => {
  it('is 18 on the birthday, not the day before', () => {
    expect(isOfMinimumAge('21/11/2008', now)).toBe(true);
    expect(isOfMinimumAge('22/11/2008', now)).toBe(false);
    expect(isOfMinimumAge('not a date', now)).toBe(false);
  });

  it('counts whole years', () => {
    expect(ageOn({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 3, day: 1 })).toBe(18);
  });
});
