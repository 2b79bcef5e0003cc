// The customer's own limits at the terminal (decision 036): a pause refuses
// every face payment, a daily limit caps the São Paulo day's face payments.
// Pure: the service reads the settings and the day's total.
import type { CatalogueCodes } from '@rosto/contract/errors';
import { saoPauloDate, saoPauloMidnight } from '@rosto/contract/validators/sao-paulo-date';

export type LimitRefusal = CatalogueCodes<'CUSTOMER_FACE_PAYMENTS_PAUSED' | 'DAILY_LIMIT_EXCEEDED'>;

export interface CustomerLimits {
  paused: boolean;
  /** null: no daily limit. */
  dailyLimitCents: number | null;
}

/**
 * Why this payment may not be paid by face, or null. `spentTodayCents` counts
 * the day's paid face payments (canceled ones not) and those still being
 * charged, never this one.
 */
export function limitRefusal(
  limits: CustomerLimits,
  spentTodayCents: number,
  amountCents: number,
): LimitRefusal | null {
  if (limits.paused) return 'CUSTOMER_FACE_PAYMENTS_PAUSED';
  if (limits.dailyLimitCents !== null && spentTodayCents + amountCents > limits.dailyLimitCents) {
    return 'DAILY_LIMIT_EXCEEDED';
  }
  return null;
}

/** The instant the São Paulo day of `now` began. */
export function saoPauloDayStart(now: Date): Date {
  return saoPauloMidnight(saoPauloDate(now));
}
