// The limits form's rule (decision 036): the amounts typed to the settings
// to send, or what is wrong with each field. Pure, so the bounds are tested
// without a screen.
import {
  DAILY_LIMIT_MIN_CENTS,
  PAYMENT_LIMIT_MAX_CENTS,
  type PaymentLimitSettings,
} from '@rosto/contract/validators/payment-limits';

export interface LimitsFormFields {
  /** Cents typed, null while the box is empty. */
  pinAboveCents: number | null;
  dailyCents: number | null;
  noDailyLimit: boolean;
}

export type LimitsFormCheck =
  | { ok: true; limits: Omit<PaymentLimitSettings, 'paused'> }
  | {
      ok: false;
      /** A field to point at; null while it is only empty or being typed. */
      pinAbove: 'too-high' | null;
      daily: 'out-of-range' | null;
    };

export function checkLimitsForm(fields: LimitsFormFields): LimitsFormCheck {
  const pinAbove = fields.pinAboveCents;
  const daily = fields.noDailyLimit ? null : fields.dailyCents;
  const pinAboveTooHigh = pinAbove !== null && pinAbove > PAYMENT_LIMIT_MAX_CENTS;
  const dailyOutOfRange =
    daily !== null && (daily < DAILY_LIMIT_MIN_CENTS || daily > PAYMENT_LIMIT_MAX_CENTS);
  const dailyMissing = !fields.noDailyLimit && daily === null;
  if (pinAbove === null || pinAboveTooHigh || dailyOutOfRange || dailyMissing) {
    return {
      ok: false,
      pinAbove: pinAboveTooHigh ? 'too-high' : null,
      daily: dailyOutOfRange ? 'out-of-range' : null,
    };
  }
  return { ok: true, limits: { pinAboveCents: pinAbove, dailyLimitCents: daily } };
}
