// Refunds of a shop's sales from its portal (issue 27, decision 054): an owner
// within the refund window (SHOP_REFUND_WINDOW_DAYS, 90 by default), a
// cashier the same São Paulo day; in whole or in part, never above what is
// left; through the card gateway (Cielo's void with an amount); idempotent by
// the caller's key, so a refund sent ten times at once refunds once. The
// customer is told by SMS and sees it on the receipt.
import type { FastifyBaseLogger } from 'fastify';
import type { Sale } from '@rosto/contract/schemas/shop-portal';
import { sameSaoPauloDay } from '@rosto/contract/validators/sao-paulo-date';
import { AppError } from '../../errors';
import type { ShopUserCaller } from '../../plugins/app/auth';
import type { CardNetwork } from '../../plugins/app/card-network/types';
import type { Clock } from '../../plugins/app/clock';
import type { PaymentNotice, PaymentNoticeFacts } from '../terminal-payments/payment-notices';
import type { RefundableSale, RefundRow, ShopRefundsRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A refund still PENDING this long after it began lost its answer (a crash):
 * the gateway's call has long timed out (CIELO_TIMEOUT_MS is at most 55 s).
 */
const PENDING_SETTLE_AFTER_MS = 5 * 60 * 1000;
const PENDING_BATCH = 50;

export interface ShopRefundsDeps {
  repository: ShopRefundsRepository;
  cardNetwork: Pick<CardNetwork, 'refund' | 'getCharge'>;
  /** The sale as the portal shows it, after the refund. */
  findSale(placeId: string, id: string): Promise<Sale>;
  notices: { send(notice: PaymentNotice, facts: PaymentNoticeFacts, at: Date): Promise<void> };
  clock: Clock;
  windowDays: number;
  log: FastifyBaseLogger;
}

export function refundView(row: RefundRow) {
  return {
    id: row.id,
    amountCents: row.amountCents,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createShopRefunds(deps: ShopRefundsDeps) {
  const { repository, clock } = deps;

  /** What a refund answers, the first time and every time its key comes again. */
  async function answer(caller: ShopUserCaller, row: RefundRow) {
    if (row.state === 'PENDING') throw new AppError('REFUND_IN_PROGRESS');
    if (row.state === 'FAILED') throw new AppError('REFUND_FAILED');
    return {
      refund: refundView(row),
      sale: await deps.findSale(caller.placeId, row.transactionId),
    };
  }

  /** Refuses what the rules do not allow: who, when, what is left. */
  function check(caller: ShopUserCaller, sale: RefundableSale, amountCents: number, at: Date) {
    const refundable =
      sale.status === 'SUCCESS'
        ? sale.amountCents - sale.refundedCents - sale.refundPendingCents
        : 0;
    if (refundable === 0 || !sale.gatewayChargeId) throw new AppError('SALE_NOT_REFUNDABLE');
    if (caller.role === 'cashier' && !sameSaoPauloDay(sale.createdAt, at)) {
      throw new AppError('SHOP_CASHIER_TODAY_ONLY');
    }
    if (at.getTime() - sale.createdAt.getTime() > deps.windowDays * DAY_MS) {
      throw new AppError('REFUND_WINDOW_PASSED');
    }
    if (amountCents > refundable) {
      throw new AppError('REFUND_AMOUNT_TOO_HIGH', { refundableCents: refundable });
    }
  }

  return {
    /**
     * Settles refunds a crash left PENDING (decision 054) from the gateway's
     * own record of each sale: what it voided beyond the refunds recorded
     * covers the oldest pending ones first (SUCCEEDED, the customer told);
     * the rest were never given back (FAILED, their amount free again). A
     * sale the gateway cannot be asked about now waits for the next round.
     */
    async settlePending(): Promise<{ succeeded: number; failed: number }> {
      const due = await repository.pendingBefore(
        new Date(clock.now().getTime() - PENDING_SETTLE_AFTER_MS),
        PENDING_BATCH,
      );
      const result = { succeeded: 0, failed: 0 };
      /**
       * What each sale's gateway record voided beyond the refunds recorded,
       * spent oldest first; null for a sale not looked up this round.
       */
      const unexplained = new Map<string, number | null>();
      const voidedBeyond = async (sale: RefundableSale): Promise<number | null> => {
        if (!sale.gatewayChargeId) return null;
        const record = await deps.cardNetwork
          .getCharge({ paymentId: sale.gatewayChargeId })
          .catch((error: unknown) => {
            deps.log.warn({ err: error, transactionId: sale.id }, 'pending refunds not looked up');
            return null;
          });
        if (!record) return null;
        return (record.found ? record.voidedCents : 0) - sale.refundedCents;
      };
      for (const { refund, sale } of due) {
        if (!unexplained.has(sale.id)) unexplained.set(sale.id, await voidedBeyond(sale));
        const left = unexplained.get(sale.id);
        if (left === null || left === undefined) continue;
        const at = clock.now();
        if (left >= refund.amountCents) {
          unexplained.set(sale.id, left - refund.amountCents);
          const settled = await repository.succeed(refund, sale, at);
          // Another instance may have settled it a moment before: it told the customer.
          if (settled.state !== 'SUCCEEDED' || settled === refund) continue;
          const facts = await repository.noticeFacts(sale, refund.amountCents).catch(() => null);
          if (facts) await deps.notices.send('refunded', facts, settled.settledAt ?? at);
          result.succeeded += 1;
        } else {
          await repository.fail(refund, null, at);
          result.failed += 1;
        }
      }
      return result;
    },

    async refund(
      caller: ShopUserCaller,
      saleId: string,
      input: { amountCents: number; idempotencyKey: string },
    ) {
      const sale = await repository.findSale(caller.placeId, saleId);
      if (!sale) throw new AppError('SALE_NOT_FOUND');
      const earlier = await repository.findRefund(sale.id, input.idempotencyKey);
      if (earlier) return answer(caller, earlier);

      const at = clock.now();
      check(caller, sale, input.amountCents, at);
      const begun = await repository.begin({
        sale,
        idempotencyKey: input.idempotencyKey,
        amountCents: input.amountCents,
        shopUserId: caller.id,
        at,
      });
      if (begun === 'duplicate') {
        // The same key won a moment ago, in a request running beside this one.
        const winner = await repository.findRefund(sale.id, input.idempotencyKey);
        return answer(caller, winner!);
      }
      if (begun === 'too-high') {
        // Another refund took what was left meanwhile: the rules say why, read afresh.
        const now = await repository.findSale(caller.placeId, saleId);
        check(caller, now!, input.amountCents, at);
        throw new AppError('REFUND_AMOUNT_TOO_HIGH');
      }

      try {
        await deps.cardNetwork.refund({
          paymentId: sale.gatewayChargeId!,
          amountCents: input.amountCents,
        });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        deps.log.warn({ refundId: begun.id, code }, 'refund refused by the gateway: sale kept');
        await repository.fail(
          begun,
          typeof code === 'string' ? code.slice(0, 16) : null,
          clock.now(),
        );
        throw new AppError('REFUND_FAILED');
      }
      const settled = await repository.succeed(begun, sale, clock.now());
      const facts = await repository.noticeFacts(sale, input.amountCents).catch(() => null);
      if (facts) await deps.notices.send('refunded', facts, settled.settledAt ?? at);
      return answer(caller, settled);
    },
  };
}
export type ShopRefunds = ReturnType<typeof createShopRefunds>;
