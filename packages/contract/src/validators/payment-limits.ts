// The limits a customer sets on paying by face (issue 11, decision 036): the
// amount above which the PIN is always asked, a daily limit, and a pause. Pure,
// shared by the API (which enforces them) and the web app (which knows before
// saving whether a change needs the PIN).

/** Contactless cards in Brazil ask for the PIN above R$ 200,00: the same by default. */
export const PIN_ABOVE_CENTS_DEFAULT = 20_000;
/** R$ 1.000,00 a day unless the customer changes it (null: no daily limit). */
export const DAILY_LIMIT_CENTS_DEFAULT = 100_000;
/** R$ 1,00: a smaller daily limit would be a pause, which has its own switch. */
export const DAILY_LIMIT_MIN_CENTS = 100;
/** R$ 50.000,00: the most either limit may be set to. */
export const PAYMENT_LIMIT_MAX_CENTS = 5_000_000;

export interface PaymentLimitSettings {
  /** Above this amount the PIN is always asked; 0: always. */
  pinAboveCents: number;
  /** Face payments a São Paulo day may add up to; null: no limit. */
  dailyLimitCents: number | null;
  paused: boolean;
}

/**
 * A change that lets more be paid by face needs the customer's PIN: a higher
 * PIN amount, a higher or removed daily limit, or resuming after a pause.
 * Lowering or pausing does not: a stolen unlocked phone can only make paying safer.
 */
export function limitsChangeNeedsPin(
  current: PaymentLimitSettings,
  next: PaymentLimitSettings,
): boolean {
  const dailyRaised =
    current.dailyLimitCents !== null &&
    (next.dailyLimitCents === null || next.dailyLimitCents > current.dailyLimitCents);
  return (
    next.pinAboveCents > current.pinAboveCents || dailyRaised || (current.paused && !next.paused)
  );
}
