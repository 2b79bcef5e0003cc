// Who may add a card and how many (decision 030): the customer's rights, the
// card limit, and the add attempts in a rolling window that keep card testing
// out. The answer of GET user/credit-card/payment-method-status comes from here.
import type { PaymentMethodStatus } from '@rosto/contract/schemas/payment-methods';
import type { ApprovalStatus } from '@rosto/contract/schemas/user';
import { AppError } from '../../errors';
import type { WalletRepository } from './repository';

export interface WalletLimitsConfig {
  /** Live cards a wallet may hold (product cards not counted). */
  cardLimit: number;
  /** Add calls that reach a gateway or issuer, per window. */
  addAttempts: number;
  addAttemptsWindowDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The spec's payment statuses that may add cards (docs/spec/wallet-checklist.md §6). */
const MAY_ADD: ReadonlySet<ApprovalStatus | null> = new Set([
  'AUTO_APPROVED',
  'MANUAL_APPROVED',
  'WAITING_APPROVAL',
]);

export function mayAddCards(user: {
  blocked: boolean;
  allowAddPaymentStatus: ApprovalStatus | null;
}): boolean {
  return !user.blocked && MAY_ADD.has(user.allowAddPaymentStatus);
}

export function createWalletLimits(deps: {
  repository: WalletRepository;
  config: WalletLimitsConfig;
}) {
  const { repository, config } = deps;
  const windowStart = (now: Date) =>
    new Date(now.getTime() - config.addAttemptsWindowDays * DAY_MS);

  /** Whole days until the oldest attempt of a full window leaves it; null when not full. */
  const daysToWait = async (userId: string, now: Date): Promise<number | null> => {
    const { attempts, oldest } = await repository.addAttemptsSince(userId, windowStart(now));
    if (attempts < config.addAttempts || oldest === null) return null;
    const freeAt = oldest.getTime() + config.addAttemptsWindowDays * DAY_MS;
    return Math.max(1, Math.ceil((freeAt - now.getTime()) / DAY_MS));
  };

  return {
    async status(userId: string, now: Date): Promise<PaymentMethodStatus> {
      const [live, days] = await Promise.all([
        repository.countLive(userId),
        daysToWait(userId, now),
      ]);
      return {
        paymentMethodLimitWasReachedOut: live >= config.cardLimit || days !== null,
        daysToAddPaymentMethod: days,
        limitOfPaymentMethods: config.cardLimit,
      };
    },

    /** Refuses before anything is spent: no room in the wallet. */
    async assertRoom(userId: string): Promise<void> {
      if ((await repository.countLive(userId)) >= config.cardLimit) {
        throw new AppError('LIMIT_OF_PAYMENT_METHODS_EXCEEDED', {
          additionalData: { limitOfPaymentMethods: config.cardLimit },
        });
      }
    },

    /** Counts an attempt that is about to reach a gateway or issuer, or refuses one too many. */
    async takeAttempt(userId: string, now: Date): Promise<void> {
      const taken = await repository.takeAddAttempt(
        userId,
        config.addAttempts,
        windowStart(now),
        now,
      );
      if (!taken) {
        throw new AppError('LIMIT_OF_PAYMENT_METHODS_ADDITION_ATTEMPTS_EXCEEDED', {
          additionalData: { expireDays: await daysToWait(userId, now) },
        });
      }
    },

    cardLimit: config.cardLimit,
  };
}
export type WalletLimits = ReturnType<typeof createWalletLimits>;
