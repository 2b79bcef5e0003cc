// The wallet's reads and edits (docs/spec/wallet-checklist.md §2, §7): the card list, the
// authorizers the add screen offers, the limit status, zip and alias edits,
// deletion, a pre/post-paid card's credits, and an operator's review.
import type {
  Authorizer,
  CreditItem,
  PaymentMethod,
  PaymentMethodListQuery,
  PaymentMethodStatus,
  UpdateCardDataBody,
} from '@rosto/contract/schemas/payment-methods';
import { isPrePostPaidType, prePostPaidType } from '@rosto/contract/schemas/payment-methods';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import type { CardNetwork } from '../../plugins/app/card-network';
import type { Clock } from '../../plugins/app/clock';
import type { UsersRepository } from '../user/repository';
import { availableAuthorizers } from './authorizers';
import {
  type PaymentMethodRow,
  toPaymentMethod,
  toPaymentMethodSummary,
} from './payment-method-view';
import type { WalletRepository } from './repository';
import { type WalletLimits, mayAddCards } from './wallet-limits';

export interface WalletServiceDeps {
  repository: WalletRepository;
  limits: WalletLimits;
  users: UsersRepository;
  gateway: CardNetwork;
  clock: Clock;
  stage: 'sandbox' | 'demo' | 'production';
  log: FastifyBaseLogger;
  /** The brand colour of the network that owns the place a store card names (decision 075). */
  issuerColorOf: (placeName: string) => Promise<string | null>;
}

const zipDigits = (zip: string) => {
  const digits = zip.replace(/\D/gu, '');
  return digits.length === 8 ? digits : null;
};

export function createWalletService(deps: WalletServiceDeps) {
  const { repository, clock } = deps;

  /** The account's language (decision 042): the store card's name is written in it (decision 072). */
  const languageOf = async (userId: string) =>
    (await deps.users.findById(userId))?.language ?? 'pt-BR';

  const liveOwnCard = async (userId: string, id: string) => {
    const row = await repository.findOwn(userId, id);
    if (!row || row.deletedAt) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
    return row;
  };

  return {
    async list(userId: string, query: PaymentMethodListQuery): Promise<{ data: PaymentMethod[] }> {
      const rows = await repository.list(userId, {
        includeDeleted: query.includeDeleted,
        order: query._order,
        id: query.id,
      });
      const language = await languageOf(userId);
      return {
        data: rows.map((row) =>
          toPaymentMethod(row, { includeBalance: query.includeBalance, language }),
        ),
      };
    },

    /**
     * Every authorizer, disabled when no card can be added now. The query's
     * check flags ask the remote issuers whether they answer; the adapters are
     * asked when a card is added instead, so the flags change nothing here.
     */
    async authorizers(userId: string): Promise<Authorizer[]> {
      const user = await deps.users.findById(userId);
      const status = await deps.limits.status(userId, clock.now());
      return availableAuthorizers({
        stage: deps.stage,
        canAdd: !!user && mayAddCards(user) && !status.paymentMethodLimitWasReachedOut,
      });
    },

    status(userId: string): Promise<PaymentMethodStatus> {
      return deps.limits.status(userId, clock.now());
    },

    async updateCardData(userId: string, body: UpdateCardDataBody): Promise<PaymentMethod> {
      const row = await liveOwnCard(userId, body.paymentMethodId);
      if (isPrePostPaidType(row.type)) throw new AppError('PAYMENT_METHOD_CANT_BE_CHANGED');
      const changes: Partial<PaymentMethodRow> = {};
      if (body.alias !== undefined) changes.alias = body.alias.trim() || null;
      // A food voucher has no billing address (docs/spec/wallet-checklist.md §5).
      if (body.zipCode !== undefined && row.type !== 'FOOD_VOUCHER') {
        changes.zipCode = zipDigits(body.zipCode);
      }
      const unchanged = Object.entries(changes).every(
        ([key, value]) => row[key as keyof PaymentMethodRow] === value,
      );
      if (unchanged) return toPaymentMethod(row, { includeBalance: false });
      const updated = await repository.update(userId, row.id, changes, clock.now());
      return toPaymentMethod(updated ?? row, { includeBalance: false });
    },

    async remove(userId: string, paymentMethodId: string): Promise<{ ok: true }> {
      const row = await liveOwnCard(userId, paymentMethodId);
      if (isPrePostPaidType(row.type)) throw new AppError('PAYMENT_METHOD_CANT_BE_CHANGED');
      const before = await repository.markDeleted(userId, row.id, clock.now());
      if (!before) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
      if (before.cardToken) await deps.gateway.removeCard({ cardToken: before.cardToken });
      return { ok: true };
    },

    async credits(userId: string, paymentMethodId: string): Promise<CreditItem[]> {
      const row = await repository.findOwn(userId, paymentMethodId);
      if (!row || !isPrePostPaidType(row.type)) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
      const summary = toPaymentMethodSummary(row, await languageOf(userId));
      return (await repository.creditsOf(row.id)).map((credit) => ({
        id: credit.id,
        createdAt: credit.createdAt.toISOString(),
        canceled: credit.canceled,
        addedCreditCents: credit.addedCreditCents,
        totalPriceCents: credit.totalPriceCents,
        paymentMethod: summary,
        client: credit.client,
      }));
    },

    /**
     * A partner place's pre/post-paid card (issue 11 brings the partner side
     * that issues them; the sandbox creates them for tests): shown last, not
     * counted in the limit, never edited nor deleted by the customer.
     */
    async issuePrePostPaidCard(
      userId: string,
      card: {
        product: string;
        placeName: string;
        balanceCents: number;
        titularName?: string | undefined;
      },
    ): Promise<string> {
      const now = clock.now();
      const saved = await repository.insertWithinLimit(
        {
          userId,
          type: prePostPaidType(card.product),
          authorizer: 'PLACE',
          product: card.product,
          balanceCents: card.balanceCents,
          isDependent: card.titularName !== undefined,
          titularName: card.titularName ?? null,
          metadata: {
            cardName: card.placeName,
            lastFourDigits: null,
            placeName: card.placeName,
            placeCode: card.product,
            associateCode: null,
            retailerId: null,
            // Kept on the card as issued: a shop's card looks the same under any partner.
            issuerColor: await deps.issuerColorOf(card.placeName),
          },
          status: 'AUTO_APPROVED',
          validated: true,
          validationEnabled: false,
        },
        null,
        now,
      );
      if (typeof saved === 'string') throw new AppError('PAYMENT_METHOD_ALREADY_EXISTS');
      await repository.insertCredit({
        paymentMethodId: saved.id,
        addedCreditCents: card.balanceCents + 2_590,
        totalPriceCents: 0,
        client: card.titularName ?? null,
        createdAt: new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000),
      });
      await repository.insertCredit({
        paymentMethodId: saved.id,
        addedCreditCents: 0,
        totalPriceCents: 2_590,
        client: card.titularName ?? null,
        createdAt: new Date(now.getTime() - 24 * 60 * 60 * 1000),
      });
      return saved.id;
    },

    /**
     * For an account deletion: refunds open validation charges, removes every
     * token at the gateway, then deletes the cards and their history. A gateway
     * that does not answer does not stop the deletion: its token is useless
     * without our merchant key, and the failure is logged for a retry by hand.
     */
    async forgetCustomer(userId: string): Promise<void> {
      const cards = await repository.listAllOfUser(userId);
      for (const card of cards) {
        const open = await repository.openCharge(card.id);
        if (open?.gatewayPaymentId) {
          await deps.gateway
            .refund({ paymentId: open.gatewayPaymentId, amountCents: open.amountCents })
            .catch((error: unknown) =>
              deps.log.error(
                { err: error, chargeId: open.id },
                'refund at account deletion failed',
              ),
            );
        }
        if (card.cardToken) {
          await deps.gateway
            .removeCard({ cardToken: card.cardToken })
            .catch((error: unknown) =>
              deps.log.error(
                { err: error, paymentMethodId: card.id },
                'card removal at account deletion failed',
              ),
            );
        }
      }
      await repository.deleteAllOfUser(userId);
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
