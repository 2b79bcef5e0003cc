// The customer's own limits at the terminal (issue 11, decision 036): the pause,
// the daily limit and the amount above which the PIN is asked, set through
// user/payment-limits and enforced at the face and at the confirm. Real face
// engine and shared photos, sandbox gateway, on PGlite and PostgreSQL (TEST_DB).
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentLimits, UserProfile } from '@rosto/contract/schemas/user';
import { bearer } from '../../../test/app';
import { dataOf, expectError } from '../../../test/entrance';
import { capturePair, faces, newFaceUser, useFaceTestApp } from '../../../test/face';
import { createPlace, createTerminal, insertTransactions } from '../../../test/payments';
import {
  type CardRow,
  payableCard,
  paymentOf,
  sendFace,
  startPayment,
  terminalCall,
} from '../../../test/terminal';
import { terminalPayments, users } from '../../db/schema';
import {
  sharedFacesAvailable,
  sharedFacesMissing,
  skipWithoutSharedFaces,
} from '../../face-engine/testing/shared-faces';
import { saoPauloDayStart } from './customer-limits';
import type * as PaymentFace from './payment-face';
import type { LivenessOutcome } from './pin-rule';
import { CONFIDENT_MATCH_SCORE } from './pin-rule';

// Until issue 12 every capture is 'uncertain' (the PIN always asked); the PIN
// amount is seen only when the capture counts as confidently live.
const liveness: { outcome: LivenessOutcome } = vi.hoisted(() => ({ outcome: 'uncertain' }));
vi.mock('./payment-face', async (importOriginal) => ({
  ...(await importOriginal<typeof PaymentFace>()),
  livenessOutcome: () => liveness.outcome,
}));

const PIN = '2580';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.skipIf(skipWithoutSharedFaces)(
  `customer limits at the terminal${sharedFacesAvailable ? '' : ` (${sharedFacesMissing})`}`,
  { timeout: 60_000 },
  () => {
    const ctx = useFaceTestApp();
    let ana: { token: string; profile: UserProfile; card: CardRow };
    let place: string;
    let till: string;

    const rowOf = async (id: string) =>
      (
        await ctx.database.db.select().from(terminalPayments).where(eq(terminalPayments.id, id))
      )[0]!;
    const setLimits = async (limits: Record<string, unknown>) =>
      dataOf<PaymentLimits>(
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/user/payment-limits',
          headers: bearer(ana.token),
          payload: { pinAboveCents: 20_000, dailyLimitCents: null, paused: false, ...limits },
        }),
      );
    /**
     * Identified by her enrolment photo: a match above CONFIDENT_MATCH_SCORE, so only
     * the liveness outcome and her limits decide the PIN (her third photo scores
     * under it and always asks the PIN, decision 060).
     */
    const identified = async (amountCents: number) => {
      const started = await startPayment(ctx.app, till, amountCents);
      return paymentOf(await sendFace(ctx.app, till, started.id, faces.personA[0]));
    };
    const confirm = (id: string, pin?: string) =>
      terminalCall(ctx.app, till, `payments/${id}/confirm`, {
        paymentMethodId: ana.card.id,
        ...(pin ? { pin } : {}),
      });
    const paid = async (amountCents: number) =>
      paymentOf(await confirm((await identified(amountCents)).id, PIN));

    beforeAll(async () => {
      const user = await newFaceUser(ctx.app, { fullName: 'Ana Beatriz Souza', pin: PIN });
      const done = await capturePair(ctx, user.token, faces.personA);
      if (done.statusCode !== 200) throw new Error(done.body);
      ana = { ...user, card: await payableCard(ctx.database.db, user.profile.id) };
      place = (await createPlace(ctx.database.db)).id;
      till = (await createTerminal(ctx.database.db, place)).key;
    });

    beforeEach(async () => {
      liveness.outcome = 'uncertain';
      vi.restoreAllMocks();
      await ctx.database.db
        .update(users)
        .set({
          pinAboveCents: 20_000,
          dailyLimitCents: null,
          facePaymentsPausedAt: null,
          pinFailures: 0,
        })
        .where(eq(users.id, ana.profile.id));
    });

    it('refuses a customer who paused paying by face at the face, telling the shop nothing more, and at the confirm when the pause came after the face', async () => {
      const charge = vi.spyOn(ctx.app.cardNetwork, 'charge');
      await setLimits({ paused: true });
      const started = await startPayment(ctx.app, till);
      const refused = await sendFace(ctx.app, till, started.id, faces.personA[2]);
      expectError(refused, 403, 'CUSTOMER_FACE_PAYMENTS_PAUSED');
      for (const secret of ['Ana', ana.card.id, ana.profile.id, ana.profile.cpf]) {
        expect(refused.body).not.toContain(secret);
      }
      expect(await rowOf(started.id)).toMatchObject({ state: 'STARTED', userId: null });

      // Resuming needs her PIN; then a payment identified before a new pause is refused at the confirm.
      await setLimits({ paused: false, pin: PIN });
      const payment = await identified(2390);
      expect(payment.state).toBe('IDENTIFIED');
      await setLimits({ paused: true });
      expectError(await confirm(payment.id, PIN), 403, 'CUSTOMER_FACE_PAYMENTS_PAUSED');
      expect(charge).not.toHaveBeenCalled();
      const [afterRefusal] = await ctx.database.db
        .select({ failures: users.pinFailures })
        .from(users)
        .where(eq(users.id, ana.profile.id));
      expect(afterRefusal!.failures).toBe(0);
      expect((await rowOf(payment.id)).state).toBe('IDENTIFIED');

      await setLimits({ paused: false, pin: PIN });
      expect(paymentOf(await confirm(payment.id, PIN)).state).toBe('SUCCEEDED');
      expect(charge).toHaveBeenCalledTimes(1);
    });

    it("refuses a payment that takes the São Paulo day's face payments above the daily limit, at the face and at the confirm; canceled payments and yesterday's do not count", async () => {
      // A day of its own, with a large payment just before it began.
      ctx.clock.advance(DAY_MS);
      const dayStart = saoPauloDayStart(ctx.clock.now());
      await insertTransactions(ctx.database.db, ana.profile.id, [
        { placeId: place, amountCents: 900_000, createdAt: new Date(dayStart.getTime() - 60_000) },
      ]);
      await setLimits({ dailyLimitCents: 5_000 });

      const first = await paid(3_000);
      expect(first.state).toBe('SUCCEEDED');
      const over = await startPayment(ctx.app, till, 2_001);
      expectError(
        await sendFace(ctx.app, till, over.id, faces.personA[2]),
        403,
        'DAILY_LIMIT_EXCEEDED',
      );
      expect((await rowOf(over.id)).userId).toBeNull();

      // Each fits alone (3,000 + 2,000 reaches the limit exactly); not both.
      const charge = vi.spyOn(ctx.app.cardNetwork, 'charge');
      const pair = [await identified(2_000), await identified(1_000)];
      expect(pair.map((payment) => payment.state)).toEqual(['IDENTIFIED', 'IDENTIFIED']);
      const answers = await Promise.all(pair.map((payment) => confirm(payment.id, PIN)));
      const succeeded = answers.filter((answer) => answer.statusCode === 200);
      expect(succeeded.length).toBeLessThanOrEqual(1);
      for (const answer of answers.filter((each) => each.statusCode !== 200)) {
        expectError(answer, 403, 'DAILY_LIMIT_EXCEEDED');
      }
      expect(charge).toHaveBeenCalledTimes(succeeded.length);

      // Canceled payments free the day's limit again.
      for (const payment of [first, ...succeeded.map((answer) => paymentOf(answer))]) {
        paymentOf(await terminalCall(ctx.app, till, `payments/${payment.id}/cancel`));
      }
      const whole = await identified(5_000);
      expect(whole.state).toBe('IDENTIFIED');

      // A payment still being charged (or of unknown outcome) counts.
      await ctx.database.db
        .update(terminalPayments)
        .set({ state: 'UNKNOWN' })
        .where(eq(terminalPayments.id, whole.id));
      const more = await startPayment(ctx.app, till, 100);
      expectError(
        await sendFace(ctx.app, till, more.id, faces.personA[2]),
        403,
        'DAILY_LIMIT_EXCEEDED',
      );
      await ctx.database.db
        .update(terminalPayments)
        .set({ state: 'CANCELED' })
        .where(eq(terminalPayments.id, whole.id));
      expect(paymentOf(await sendFace(ctx.app, till, more.id, faces.personA[2])).state).toBe(
        'IDENTIFIED',
      );
    });

    it("asks the PIN above the customer's own amount: the face alone pays below it, the PIN is asked above it and when she lowers it after the face", async () => {
      liveness.outcome = 'confident-live';
      const charge = vi.spyOn(ctx.app.cardNetwork, 'charge');

      const below = await identified(20_000);
      // The precondition of a face-only payment: a match well above the threshold.
      expect((await rowOf(below.id)).matchScore).toBeGreaterThanOrEqual(CONFIDENT_MATCH_SCORE);
      expect(below.customer?.pinRequired).toBe(false);
      expect(paymentOf(await confirm(below.id)).state).toBe('SUCCEEDED');

      const above = await identified(20_001);
      expect(above.customer?.pinRequired).toBe(true);
      expectError(await confirm(above.id), 403, 'TERMINAL_PAYMENT_PIN_REQUIRED');

      // Raising it takes her PIN; then the same amount pays by face alone.
      await setLimits({ pinAboveCents: 30_000, pin: PIN });
      expect((await identified(20_001)).customer?.pinRequired).toBe(false);

      // Lowered after the face: the confirm asks the PIN all the same.
      const lowered = await identified(2_390);
      expect(lowered.customer?.pinRequired).toBe(false);
      await setLimits({ pinAboveCents: 0 });
      expectError(await confirm(lowered.id), 403, 'TERMINAL_PAYMENT_PIN_REQUIRED');
      expect(paymentOf(await confirm(lowered.id, PIN)).state).toBe('SUCCEEDED');
      expect((await identified(1)).customer?.pinRequired).toBe(true);
      expect(charge).toHaveBeenCalledTimes(2);
    });
  },
);
