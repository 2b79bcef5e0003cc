// A shop's day compared with the card gateway's own record (issue 27): each
// payment's charge looked up by its id (Cielo's query by PaymentId), and each
// till payment whose answer was lost or declined looked up by our order id.
// Three kinds of difference: charged here but not there (or not captured),
// amounts that differ (what was charged, or what voids gave back), and a
// capture there without a sale here. Run by the daily job for yesterday and
// by an owner's button for any day; each run is kept with what it found.
import type { Reconciliation } from '@rosto/contract/schemas/shop-portal';
import { saoPauloDate, saoPauloMidnight } from '@rosto/contract/validators/sao-paulo-date';
import type { CardNetwork } from '../../plugins/app/card-network/types';
import type { Clock } from '../../plugins/app/clock';
import type { DifferenceRow, NewDifference, ReconciliationRepository, RunRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReconciliationDeps {
  repository: ReconciliationRepository;
  cardNetwork: Pick<CardNetwork, 'getCharge' | 'findCharge'>;
  clock: Clock;
  /** Each difference found, for /metrics. */
  counted(kind: NewDifference['kind']): void;
}

/** The instants a São Paulo day "YYYY-MM-DD" spans. */
function dayBounds(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const since = saoPauloMidnight({ year, month, day: date });
  return { since, until: new Date(since.getTime() + DAY_MS) };
}

const isoDay = (at: Date) => {
  const { year, month, day } = saoPauloDate(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

function view(
  day: string,
  found: { run: RunRow; differences: DifferenceRow[] } | null,
): Reconciliation {
  return {
    day,
    run: found
      ? {
          id: found.run.id,
          trigger: found.run.trigger,
          checked: found.run.checked,
          startedAt: found.run.startedAt.toISOString(),
          finishedAt: found.run.finishedAt.toISOString(),
        }
      : null,
    differences: (found?.differences ?? []).map((difference) => ({
      kind: difference.kind,
      saleId: difference.transactionId,
      terminalPaymentId: difference.terminalPaymentId,
      gatewayPaymentId: difference.gatewayPaymentId,
      expectedCents: difference.expectedCents,
      gatewayCents: difference.gatewayCents,
    })),
  };
}

export function createReconciliation(deps: ReconciliationDeps) {
  const { repository, cardNetwork, clock } = deps;

  async function compare(
    placeId: string,
    day: string,
  ): Promise<{ checked: number; differences: NewDifference[] }> {
    const { since, until } = dayBounds(day);
    const differences: NewDifference[] = [];
    const payments = await repository.paymentsOf(placeId, since, until);
    for (const payment of payments) {
      // What the gateway should hold of it: the amount less what went back.
      const expected =
        payment.status === 'SUCCESS' ? payment.amountCents - payment.refundedCents : 0;
      const charge = payment.gatewayChargeId
        ? await cardNetwork.getCharge({ paymentId: payment.gatewayChargeId })
        : ({ found: false } as const);
      const base = {
        transactionId: payment.id,
        gatewayPaymentId: payment.gatewayChargeId,
        expectedCents: expected,
      };
      if (!charge.found || charge.status === 'declined' || charge.status === 'pending') {
        differences.push({ ...base, kind: 'missing_at_gateway', gatewayCents: null });
        continue;
      }
      const held = charge.status === 'captured' ? charge.amountCents - charge.voidedCents : 0;
      if (charge.amountCents !== payment.amountCents || held !== expected) {
        differences.push({ ...base, kind: 'amount_mismatch', gatewayCents: held });
      }
    }
    const unsettled = await repository.unsettledTillPaymentsOf(placeId, since, until);
    for (const tillPayment of unsettled) {
      const lookup = await cardNetwork.findCharge({ orderId: tillPayment.id });
      if (lookup.outcome !== 'approved') continue;
      const charge = await cardNetwork.getCharge({ paymentId: lookup.paymentId });
      differences.push({
        kind: 'capture_without_transaction',
        terminalPaymentId: tillPayment.id,
        gatewayPaymentId: lookup.paymentId,
        expectedCents: 0,
        gatewayCents: charge.found
          ? charge.amountCents - charge.voidedCents
          : tillPayment.amountCents,
      });
    }
    return { checked: payments.length + unsettled.length, differences };
  }

  async function run(placeId: string, day: string, trigger: 'job' | 'button') {
    const startedAt = clock.now();
    const { checked, differences } = await compare(placeId, day);
    const row = await repository.record(
      { placeId, day, trigger, checked, startedAt, finishedAt: clock.now() },
      differences,
    );
    for (const difference of differences) deps.counted(difference.kind);
    return row;
  }

  return {
    /** The latest run of the day (null when none ran), with what it found. */
    async latest(placeId: string, day: string): Promise<Reconciliation> {
      return view(day, await repository.latestRun(placeId, day));
    },

    /** Compares the day now (the portal's button), and answers what it found. */
    async runNow(placeId: string, day: string): Promise<Reconciliation> {
      await run(placeId, day, 'button');
      return view(day, await repository.latestRun(placeId, day));
    },

    /** The daily job: yesterday, for every shop with a sale then and no run yet. */
    async reconcileYesterday(): Promise<{ day: string; shops: number }> {
      const day = isoDay(new Date(clock.now().getTime() - DAY_MS));
      const { since, until } = dayBounds(day);
      const shops = await repository.shopsToReconcile(day, since, until);
      for (const placeId of shops) await run(placeId, day, 'job');
      return { day, shops: shops.length };
    },
  };
}
export type Reconciliations = ReturnType<typeof createReconciliation>;
