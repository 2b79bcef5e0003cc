import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatAge, formatDateTime, formatDuration } from './format-time';

const t = i18next.t.bind(i18next);
const MINUTE = 60_000;

describe('format-time', () => {
  it('writes a duration in its two largest units, ages rounded down', () => {
    expect(formatDuration(40_500, t)).toBe('40 s');
    expect(formatDuration(5 * MINUTE + 59_000, t)).toBe('5 min');
    expect(formatDuration(125 * MINUTE + 30_000, t)).toBe('2 h 5 min');
    expect(formatDuration(120 * MINUTE, t)).toBe('2 h');
    expect(formatDuration((3 * 24 * 60 + 4 * 60 + 7) * MINUTE, t)).toBe('3 d 4 h');
  });

  it('rounds a wait up, so nobody tries too early', () => {
    expect(formatDuration(299_000, t, 'up')).toBe('5 min');
    expect(formatDuration(1_200, t, 'up')).toBe('2 s');
  });

  it('says how long ago in the language of the texts', async () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(formatAge('2026-11-27T09:55:00Z', now, t)).toBe('há 2 h 5 min');
    await i18next.changeLanguage('en');
    expect(formatAge('2026-11-27T09:55:00Z', now, t)).toBe('2 h 5 min ago');
    await i18next.changeLanguage('pt-BR');
  });

  it("writes instants in São Paulo's time whatever the machine's zone", () => {
    expect(formatDateTime('2026-11-27T12:34:56Z', 'pt-BR')).toBe('27/11/2026, 09:34:56');
    expect(formatDateTime('2026-11-27T12:34:56Z', 'en')).toBe('11/27/26, 9:34:56 AM');
  });
});
