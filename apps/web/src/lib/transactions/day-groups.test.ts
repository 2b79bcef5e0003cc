// @vitest-environment node
// The payments list's grouping and labels (docs/spec/wallet-checklist.md §2, §9) with fixed
// clocks: São Paulo's calendar day whatever the device's zone, relative
// headings and times, the spec's date and time formats in both languages.
import { describe, expect, it } from 'vitest';
import {
  groupTransactionsByDay,
  productDay,
  relativeDayOf,
  relativeTimeText,
  transactionTimeText,
} from './day-groups';

const labels = { today: 'Hoje', yesterday: 'Ontem' };
const item = (id: string, createdAt: string) => ({ id, createdAt });

/** The groups as day heading -> [id, time] pairs. */
function read(
  items: { id: string; createdAt: string }[],
  now: string,
  language: 'pt-BR' | 'en' = 'pt-BR',
) {
  return groupTransactionsByDay(items, { now, language, labels }).map((group) => ({
    day: group.day,
    heading: group.heading,
    items: group.items.map(({ transaction, time }) => [transaction.id, time]),
  }));
}

describe('productDay', () => {
  it('is the calendar day in America/Sao_Paulo (UTC-3), not in UTC', () => {
    expect(productDay('2026-03-11T02:30:00Z')).toBe('2026-03-10');
    expect(productDay('2026-03-11T03:00:00Z')).toBe('2026-03-11');
    expect(productDay('2026-03-10T23:30:00-03:00')).toBe('2026-03-10');
  });
});

describe('relativeDayOf', () => {
  it('today and yesterday as São Paulo counts them at that moment, else null', () => {
    // 00:10 on 1 January in São Paulo, still 31 December nowhere else that matters.
    const now = '2027-01-01T03:10:00Z';
    expect(relativeDayOf('2027-01-01', now)).toBe('today');
    expect(relativeDayOf('2026-12-31', now)).toBe('yesterday');
    expect(relativeDayOf('2026-12-30', now)).toBeNull();
    expect(relativeDayOf('2027-01-02', now)).toBeNull();
  });
});

describe('relativeTimeText', () => {
  const now = '2026-03-10T18:00:00Z';
  it.each([
    ['2026-03-10T17:59:30Z', 'pt-BR', 'agora'],
    ['2026-03-10T17:59:00Z', 'pt-BR', 'há 1 minuto'],
    ['2026-03-10T17:55:00Z', 'pt-BR', 'há 5 minutos'],
    ['2026-03-10T17:00:30Z', 'pt-BR', 'há 59 minutos'],
    ['2026-03-10T15:00:00Z', 'pt-BR', 'há 3 horas'],
    ['2026-03-10T17:55:00Z', 'en', '5 minutes ago'],
    ['2026-03-10T14:30:00Z', 'en', '3 hours ago'],
    // A server clock a little ahead never reads as the future.
    ['2026-03-10T18:00:20Z', 'pt-BR', 'agora'],
  ] as const)('%s at 15:00 in São Paulo (%s): %s', (createdAt, language, text) => {
    expect(relativeTimeText(createdAt, now, language)).toBe(text);
  });
});

describe('transactionTimeText', () => {
  it('relative for today, the clock time (24-hour pt-BR, 12-hour English) on other days', () => {
    const now = '2026-03-11T12:00:00Z'; // 09:00 on the 11th in São Paulo
    expect(transactionTimeText('2026-03-11T11:40:00Z', now, 'pt-BR')).toBe('há 20 minutos');
    expect(transactionTimeText('2026-03-10T17:05:00Z', now, 'pt-BR')).toBe('14:05');
    expect(transactionTimeText('2026-03-10T17:05:00Z', now, 'en')).toBe('2:05 PM');
  });
});

describe('groupTransactionsByDay', () => {
  it('puts 23:30 in São Paulo (02:30 UTC of the next day) in the same São Paulo day', () => {
    const now = '2026-03-11T02:45:00Z'; // 23:45 on the 10th in São Paulo
    expect(
      read(
        [
          item('late', '2026-03-11T02:30:00Z'), // 23:30 on the 10th
          item('morning', '2026-03-10T03:30:00Z'), // 00:30 on the 10th
          item('day-before', '2026-03-10T02:30:00Z'), // 23:30 on the 9th
        ],
        now,
      ),
    ).toEqual([
      {
        day: '2026-03-10',
        heading: 'Hoje',
        items: [
          ['late', 'há 15 minutos'],
          ['morning', 'há 23 horas'],
        ],
      },
      { day: '2026-03-09', heading: 'Ontem', items: [['day-before', '23:30']] },
    ]);
  });

  it('keeps 02:30 UTC of the next day in the previous São Paulo day once that day is over', () => {
    const now = '2026-03-11T12:00:00Z'; // 09:00 on the 11th
    expect(read([item('late', '2026-03-11T02:30:00Z')], now)).toEqual([
      { day: '2026-03-10', heading: 'Ontem', items: [['late', '23:30']] },
    ]);
  });

  it('just after midnight, a payment of a few minutes ago is yesterday with its clock time', () => {
    const now = '2026-03-11T03:05:00Z'; // 00:05 on the 11th
    expect(read([item('a', '2026-03-11T02:58:00Z')], now)).toEqual([
      { day: '2026-03-10', heading: 'Ontem', items: [['a', '23:58']] },
    ]);
  });

  it('older days are headed by their date in the spec format of each language', () => {
    const now = '2026-03-10T18:00:00Z';
    const older = [item('a', '2026-03-08T13:20:00Z'), item('b', '2025-12-31T23:00:00Z')];
    expect(read(older, now).map((group) => [group.heading, group.items])).toEqual([
      ['8 de março de 2026', [['a', '10:20']]],
      ['31 de dezembro de 2025', [['b', '20:00']]],
    ]);
    expect(read(older, now, 'en').map((group) => [group.heading, group.items])).toEqual([
      ['March 8, 2026', [['a', '10:20 AM']]],
      ['December 31, 2025', [['b', '8:00 PM']]],
    ]);
  });

  it('orders days and items newest first and shows each transaction once', () => {
    const now = '2026-03-10T18:00:00Z';
    const groups = read(
      [
        item('old', '2026-03-01T12:00:00Z'),
        item('noon', '2026-03-10T15:00:00Z'),
        item('yesterday', '2026-03-09T15:00:00Z'),
        item('late', '2026-03-10T17:00:00Z'),
        // The same payment again, from an overlapping page.
        item('noon', '2026-03-10T15:00:00Z'),
      ],
      now,
    );
    expect(groups.map((group) => [group.heading, group.items.map(([id]) => id)])).toEqual([
      ['Hoje', ['late', 'noon']],
      ['Ontem', ['yesterday']],
      ['1 de março de 2026', ['old']],
    ]);
  });

  it('no transactions, no groups', () => {
    expect(read([], '2026-03-10T18:00:00Z')).toEqual([]);
  });
});
