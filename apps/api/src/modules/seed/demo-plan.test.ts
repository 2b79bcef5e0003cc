// The demo seed's plan: months of payments at shop hours in São Paulo, in
// integer cents, a couple canceled; and the face photos checked against the
// shared set's manifest.
import { describe, expect, it } from 'vitest';
import type { SharedFace } from '../../face-engine/testing/shared-faces';
import {
  BUSINESS_HOURS,
  DEMO_FACE,
  pickDemoFace,
  planDemoPayments,
  planShopSales,
} from './demo-plan';
import { saoPauloDate } from '@rosto/contract/validators/sao-paulo-date';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-26T02:00:00Z'); // 25/11 at 23:00 in São Paulo

const saoPaulo = (at: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
};

describe('demo payment plan', () => {
  const plan = planDemoPayments({ now: NOW, places: 3, cards: 2 });

  it('spreads 64 payments, oldest first, from 90 São Paulo days ago to yesterday', () => {
    expect(plan).toHaveLength(64);
    const times = plan.map((payment) => payment.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(saoPaulo(plan[0]!.at).date).toBe('2026-08-27');
    expect(saoPaulo(plan.at(-1)!.at).date).toBe('2026-11-24');
    expect((times.at(-1)! - times[0]!) / DAY_MS).toBeGreaterThanOrEqual(60);
  });

  it('puts every payment, and every cancellation, within shop hours in São Paulo', () => {
    for (const payment of plan) {
      const { hour } = saoPaulo(payment.at);
      expect(hour).toBeGreaterThanOrEqual(BUSINESS_HOURS.from);
      expect(hour).toBeLessThan(BUSINESS_HOURS.to);
    }
    for (const payment of plan.filter((p) => p.canceledAt)) {
      expect(saoPaulo(payment.canceledAt!).date).toBe(saoPaulo(payment.at).date);
      expect(payment.canceledAt!.getTime()).toBeGreaterThan(payment.at.getTime());
    }
  });

  it('uses integer cents from R$ 4,00 to under R$ 200, and cancels two', () => {
    for (const payment of plan) {
      expect(Number.isInteger(payment.amountCents)).toBe(true);
      expect(payment.amountCents).toBeGreaterThanOrEqual(400);
      expect(payment.amountCents).toBeLessThan(20_000);
    }
    expect(plan.filter((payment) => payment.canceledAt)).toHaveLength(2);
  });

  it('uses every place and card, and gives the same plan for the same day', () => {
    expect(new Set(plan.map((payment) => payment.place))).toEqual(new Set([0, 1, 2]));
    expect(new Set(plan.map((payment) => payment.card))).toEqual(new Set([0, 1]));
    expect(planDemoPayments({ now: NOW, places: 3, cards: 2 })).toEqual(plan);
  });

  it('refuses a plan without a place or a card', () => {
    expect(() => planDemoPayments({ now: NOW, places: 0, cards: 2 })).toThrow();
    expect(() => planDemoPayments({ now: NOW, places: 3, cards: 0 })).toThrow();
  });
});

describe("the demo shop's recent sales", () => {
  it('fills five days before today and four sales today, before now, on both tills', () => {
    const sales = planShopSales({ now: NOW, terminals: 2, cards: 2 });
    const day = (at: Date) => saoPauloDate(at).day;
    const today = sales.filter((sale) => day(sale.at) === day(NOW));
    expect(today).toHaveLength(4);
    expect(today.every((sale) => sale.at < NOW)).toBe(true);
    expect(new Set(today.map((sale) => sale.terminal))).toEqual(new Set([0, 1]));
    expect(new Set(sales.map((sale) => day(sale.at))).size).toBe(6);
    expect(
      sales.every((sale) => Number.isInteger(sale.amountCents) && sale.amountCents >= 400),
    ).toBe(true);
  });

  it('has sales today even when it runs just after midnight in São Paulo', () => {
    const justAfterMidnight = new Date('2026-11-27T03:05:00Z');
    const today = planShopSales({ now: justAfterMidnight, terminals: 2, cards: 1 }).filter(
      (sale) => saoPauloDate(sale.at).day === 27,
    );
    expect(today).toHaveLength(4);
    expect(today.every((sale) => sale.at < justAfterMidnight)).toBe(true);
  });
});

describe('demo face photos', () => {
  const image = (file: string, identity: string | null, faces: SharedFace['faces'] = 1) => ({
    file,
    identity,
    faces,
  });
  const manifest: SharedFace[] = [
    image(DEMO_FACE.enrol[0], 'stock-a'),
    image(DEMO_FACE.enrol[1], 'stock-a'),
    image(DEMO_FACE.atTerminal, 'stock-a'),
  ];

  it('enrols two photos of one person and pays with a third of the same person', () => {
    expect(pickDemoFace(manifest)).toEqual({
      identity: 'stock-a',
      enrol: DEMO_FACE.enrol,
      atTerminal: DEMO_FACE.atTerminal,
    });
  });

  it('refuses photos of two people, of several faces, or missing from the manifest', () => {
    expect(() =>
      pickDemoFace([...manifest.slice(0, 2), image(DEMO_FACE.atTerminal, 'stock-b')]),
    ).toThrow(/one person with one face each/u);
    expect(() =>
      pickDemoFace([...manifest.slice(0, 2), image(DEMO_FACE.atTerminal, 'stock-a', 'several')]),
    ).toThrow();
    expect(() => pickDemoFace(manifest.slice(0, 2))).toThrow();
  });
});
