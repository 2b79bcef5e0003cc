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

export interface ShopRefundsDeps {
  repository: ShopRefundsRepository;
  cardNetwork: Pick<CardNetwork, 'refund'>;
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
