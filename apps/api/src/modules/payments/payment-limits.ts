// user/payment-limits (issue 11, decision 036): the customer's own limits on
// paying by face. A change that lets more be paid (a higher limit, resuming
// after a pause) needs the PIN, checked with the profile's rules and lockout;
// lowering or pausing takes effect without it.
import type { PaymentLimits, UpdatePaymentLimitsBody } from '@rosto/contract/schemas/user';
import {
  type PaymentLimitSettings,
  limitsChangeNeedsPin,
} from '@rosto/contract/validators/payment-limits';
import { AppError } from '../../errors';
import type { Clock } from '../../plugins/app/clock';
import type { Pins } from '../pin/pins';
import type { UserRow, UsersRepository } from '../user/repository';

export interface PaymentLimitsDeps {
  users: Pick<UsersRepository, 'findById' | 'setPaymentLimits'>;
  pins: Pick<Pins, 'check'>;
  clock: Clock;
}

export function paymentLimitsOf(user: UserRow): PaymentLimits {
  return {
    pinAboveCents: user.pinAboveCents,
    dailyLimitCents: user.dailyLimitCents,
    paused: user.facePaymentsPausedAt !== null,
    pausedAt: user.facePaymentsPausedAt?.toISOString() ?? null,
  };
}

export function createPaymentLimits(deps: PaymentLimitsDeps) {
  const sessionUser = async (userId: string): Promise<UserRow> => {
    const user = await deps.users.findById(userId);
    if (!user || user.deleted) throw new AppError('UNAUTHORIZED');
    return user;
  };

  return {
    async get(userId: string): Promise<PaymentLimits> {
      return paymentLimitsOf(await sessionUser(userId));
    },

    async update(userId: string, body: UpdatePaymentLimitsBody): Promise<PaymentLimits> {
      const user = await sessionUser(userId);
      const current: PaymentLimitSettings = paymentLimitsOf(user);
      if (limitsChangeNeedsPin(current, body)) {
        if (!user.pinHash) throw new AppError('PAYMENT_LIMITS_PIN_NOT_SET');
        if (body.pin === undefined) throw new AppError('PAYMENT_LIMITS_PIN_REQUIRED');
        await deps.pins.check(userId, body.pin);
      }
      const updated = await deps.users.setPaymentLimits(userId, {
        pinAboveCents: body.pinAboveCents,
        dailyLimitCents: body.dailyLimitCents,
        // A pause keeps the moment it began.
        facePaymentsPausedAt: body.paused ? (user.facePaymentsPausedAt ?? deps.clock.now()) : null,
      });
      if (!updated) throw new AppError('UNAUTHORIZED');
      return paymentLimitsOf(updated);
    },
  };
}
export type PaymentLimitsService = ReturnType<typeof createPaymentLimits>;
