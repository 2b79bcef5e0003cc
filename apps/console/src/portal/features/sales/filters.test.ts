import { describe, expect, it } from 'vitest';
import {
  filtersForRole,
  filtersFromSearch,
  isPeriodValid,
  periodOf,
  salesQueryOf,
  searchFromFilters,
} from './filters';

const today = '2026-11-27';

describe("the sales page's filters", () => {
  it('reads the address back as it wrote it, leaving out the defaults', () => {
    const filters = {
      preset: 'custom',
      from: '2026-11-01',
      to: '2026-11-15',
      terminalId: '3a3b5f5e-8d7a-4c43-9a51-5f8b6a3d2c10',
      status: 'refunded',
    } as const;
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe(
      'periodo=personalizado&de=2026-11-01&ate=2026-11-15&terminal=3a3b5f5e-8d7a-4c43-9a51-5f8b6a3d2c10&situacao=estornadas',
    );
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(searchFromFilters({ preset: 'today' }).toString()).toBe('');
  });

  it('takes nothing it does not know from the address', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams('periodo=amanha&situacao=todas&de=2026-02-30&terminal=%20'),
      ),
    ).toEqual({ preset: 'today' });
    expect(
      filtersFromSearch(new URLSearchParams('periodo=personalizado&de=2026-02-30&ate=2026-03-01')),
    ).toEqual({ preset: 'custom', from: undefined, to: '2026-03-01' });
  });

  it('counts the presets back from São Paulo today', () => {
    expect(periodOf({ preset: 'today' }, today)).toEqual({ from: today, to: today });
    expect(periodOf({ preset: 'yesterday' }, '2026-03-01')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(periodOf({ preset: 'last7' }, today)).toEqual({ from: '2026-11-21', to: today });
    expect(periodOf({ preset: 'last30' }, today)).toEqual({ from: '2026-10-29', to: today });
    expect(periodOf({ preset: 'custom', from: '2026-11-02' }, today)).toEqual({
      from: '2026-11-02',
      to: '2026-11-02',
    });
  });

  it("asks today without dates (the server's today), any other period with both", () => {
    expect(salesQueryOf({ preset: 'today', status: 'approved' }, today)).toEqual({
      status: 'approved',
    });
    expect(salesQueryOf({ preset: 'yesterday', terminalId: 't-1' }, today)).toEqual({
      from: '2026-11-26',
      to: '2026-11-26',
      terminalId: 't-1',
    });
  });

  it('keeps a cashier on today whatever the address says', () => {
    expect(
      filtersForRole({ preset: 'last30', status: 'canceled', terminalId: 't-1' }, 'cashier'),
    ).toEqual({ preset: 'today', status: 'canceled', terminalId: 't-1' });
    expect(filtersForRole({ preset: 'last30' }, 'owner')).toEqual({ preset: 'last30' });
  });

  it('takes a period of one day to a year, its end not before its start', () => {
    expect(isPeriodValid({ from: today, to: today })).toBe(true);
    expect(isPeriodValid({ from: '2025-11-27', to: today })).toBe(true);
    expect(isPeriodValid({ from: '2025-11-26', to: today })).toBe(false);
    expect(isPeriodValid({ from: today, to: '2026-11-26' })).toBe(false);
  });
});
