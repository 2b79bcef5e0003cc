// The liveness challenge at the till (issue 28, decision 062): offered when an
// unsure liveness check is the only reason to ask the PIN; the matched
// customer turning to the side asked pays without it; anything else keeps the
// PIN. Real face engine, shared photos, PGlite and PostgreSQL (TEST_DB).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeAction, FaceChallenge } from '@rosto/contract/schemas/face';
import type { TerminalPayment } from '@rosto/contract/schemas/terminal-payments';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { type TurnKind, turnFrames as turnChallengeFrames } from '../../../test/challenge';
import { expectError } from '../../../test/entrance';
import { capturePair, faces, newFaceUser, useFaceTestApp } from '../../../test/face';
import { createPlace, createTerminal } from '../../../test/payments';
import {
  burstFrame,
  type CardRow,
  payableCard,
  paymentOf,
  sendFace,
  startPayment,
  terminalCall,
} from '../../../test/terminal';
import { faceChallenges, terminalPayments, users } from '../../db/schema';
import {
  sharedFacesAvailable,
  sharedFacesMissing,
  skipWithoutSharedFaces,
} from '../../face-engine/testing/shared-faces';
import { CHALLENGE_TTL_MS, CHALLENGES_PER_PAYMENT } from '../face-challenge/challenges';
import { CONFIDENT_MATCH_SCORE } from './pin-rule';

const PIN = '2580';

interface Customer {
  token: string;
  profile: UserProfile;
  card: CardRow;
}

describe.skipIf(skipWithoutSharedFaces)(
  `liveness challenge at the till${sharedFacesAvailable ? '' : ` (${sharedFacesMissing})`}`,
  { timeout: 60_000 },
  () => {
    const ctx = useFaceTestApp();
    let ana: Customer;
    let till: string;
    let pinTill: string;

    const rowOf = async (id: string) =>
      (
        await ctx.database.db.select().from(terminalPayments).where(eq(terminalPayments.id, id))
      )[0]!;
    const challengeRow = async (id: string) =>
      (await ctx.database.db.select().from(faceChallenges).where(eq(faceChallenges.id, id)))[0]!;
    /** Ana's enrolment photo alone (no burst): the liveness check is unsure, nothing else asks the PIN. */
    const unsureAna = async (key = till, amountCents = 2390) => {
      const started = await startPayment(ctx.app, key, amountCents);
      return paymentOf(await sendFace(ctx.app, key, started.id, faces.personA[0]));
    };
    const answer = (payment: TerminalPayment, challengeId: string, frames: string[]) =>
      terminalCall(ctx.app, till, `payments/${payment.id}/challenge`, { challengeId, frames });
    const confirm = (id: string, body: Record<string, unknown>) =>
      terminalCall(ctx.app, till, `payments/${id}/confirm`, body);
    const turnFrames = (file: string, action: ChallengeAction, how?: TurnKind) =>
      turnChallengeFrames(ctx.engine, file, action, how);
    /** Ana's payment whose challenge asks `action` (the side is drawn: a few tries). */
    const askingAna = async (action: ChallengeAction) => {
      for (;;) {
        const payment = await unsureAna();
        if (payment.challenge!.action === action) return payment;
      }
    };
    const answered = async (payment: TerminalPayment, frames: string[]) =>
      paymentOf(await answer(payment, payment.challenge!.challengeId, frames));

    /** Two frames of a face that does not turn. */
    const stillFrames = async (file: string) => {
      const frame = await burstFrame(file);
      return [frame, frame];
    };
    const counted = async (outcome: string) => {
      const metric = await ctx.app.metrics.registry
        .getSingleMetric('rosto_liveness_challenges_total')
        ?.get();
      return (
        metric?.values.find(
          (value) => value.labels.site === 'payment' && value.labels.outcome === outcome,
        )?.value ?? 0
      );
    };

    beforeAll(async () => {
      const user = await newFaceUser(ctx.app, { fullName: 'Ana Beatriz Souza', pin: PIN });
      const done = await capturePair(ctx, user.token, faces.personA);
      if (done.statusCode !== 200) throw new Error(done.body);
      ana = { ...user, card: await payableCard(ctx.database.db, user.profile.id) };
      const place = await createPlace(ctx.database.db);
      till = (await createTerminal(ctx.database.db, place.id)).key;
      pinTill = (await createTerminal(ctx.database.db, place.id, { requirePin: true })).key;
    });

    it('offers a head turn when an unsure liveness check alone asks the PIN', async () => {
      const issued = await counted('issued');
      const payment = await unsureAna();
      expect(payment.customer?.pinRequired).toBe(true);
      expect(payment.challengeOutcome).toBeNull();
      const challenge = payment.challenge!;
      expect(Object.keys(challenge).sort()).toEqual(['action', 'challengeId', 'expiresAt']);
      expect(challenge.action).toMatch(/^turn-(left|right)$/u);
      expect(new Date(challenge.expiresAt).getTime() - ctx.clock.now().getTime()).toBe(
        CHALLENGE_TTL_MS,
      );
      expect(await rowOf(payment.id)).toMatchObject({
        liveness: 'uncertain',
        pinRequired: true,
        challengeId: challenge.challengeId,
        challengeOutcome: null,
      });
      expect(await challengeRow(challenge.challengeId)).toMatchObject({
        userId: ana.profile.id,
        paymentId: payment.id,
        action: challenge.action,
      });
      expect(await counted('issued')).toBe(issued + 1);
      // The till reading the payment again sees the same challenge while it is open.
      const read = paymentOf(
        await terminalCall(ctx.app, till, `payments/${payment.id}`, undefined, 'GET'),
      );
      expect(read.challenge).toEqual(challenge);
    });

    it.each(['turn-left', 'turn-right'] as const)(
      'pays without the PIN once Ana turns as a head does to the side asked (%s)',
      async (action) => {
        const passed = await counted('passed');
        const payment = await askingAna(action);
        const frames = await turnFrames(faces.personA[0], action);
        const after = await answered(payment, frames);
        expect(after).toMatchObject({
          state: 'IDENTIFIED',
          challenge: null,
          challengeOutcome: 'passed',
          customer: { firstName: 'Ana', pinRequired: false },
        });
        expect(await rowOf(payment.id)).toMatchObject({
          liveness: 'confident-live',
          pinRequired: false,
          challengeOutcome: 'passed',
        });
        expect(await challengeRow(payment.challenge!.challengeId)).toMatchObject({
          outcome: 'passed',
        });
        expect(await counted('passed')).toBe(passed + 1);
        const paid = paymentOf(await confirm(payment.id, { paymentMethodId: ana.card.id }));
        expect(paid.state).toBe('SUCCEEDED');
      },
    );

    it('applies the PIN rule again after a passed turn: a limit lowered meanwhile still asks it', async () => {
      const payment = await unsureAna();
      await ctx.database.db
        .update(users)
        .set({ pinAboveCents: 1000 })
        .where(eq(users.id, ana.profile.id));
      try {
        const after = await answered(
          payment,
          await turnFrames(faces.personA[0], payment.challenge!.action),
        );
        expect(after).toMatchObject({
          challengeOutcome: 'passed',
          customer: { pinRequired: true },
        });
        expect(await rowOf(payment.id)).toMatchObject({ liveness: 'confident-live' });
      } finally {
        await ctx.database.db
          .update(users)
          .set({ pinAboveCents: 20_000 })
          .where(eq(users.id, ana.profile.id));
      }
    });

    it.each([
      ['a turn to the other side', 'wrong-way', faces.personA[0], 'wrong-direction'],
      ['a picture of her turned as a flat plane', 'flat', faces.personA[0], 'flat-plane'],
      ['someone else turning', 'head', faces.personB[0], 'not-customer'],
    ] as const)('keeps the PIN for %s', async (_label, how, file, outcome) => {
      const payment = await unsureAna();
      const frames = await turnFrames(file, payment.challenge!.action, how);
      const after = await answered(payment, frames);
      expect(after).toMatchObject({ challengeOutcome: 'failed', customer: { pinRequired: true } });
      expect(await rowOf(payment.id)).toMatchObject({
        liveness: 'uncertain',
        pinRequired: true,
        challengeOutcome: outcome,
      });
      expectError(
        await confirm(payment.id, { paymentMethodId: ana.card.id }),
        403,
        'TERMINAL_PAYMENT_PIN_REQUIRED',
      );
    });

    it("keeps the PIN when the turn is someone else's after Ana's first frame", async () => {
      const payment = await unsureAna();
      const action = payment.challenge!.action;
      const [facing] = await turnFrames(faces.personA[0], action);
      const [, ...otherTurning] = await turnFrames(faces.personB[0], action);
      const after = await answered(payment, [facing!, ...otherTurning]);
      expect(after.customer?.pinRequired).toBe(true);
      expect(await rowOf(payment.id)).toMatchObject({ challengeOutcome: 'other-person' });
    });

    it('refuses a turn recorded for an earlier challenge, whichever payment sends it', async () => {
      const first = await unsureAna();
      const action = first.challenge!.action;
      const frames = await turnFrames(faces.personA[0], action);
      expect((await answered(first, frames)).challengeOutcome).toBe('passed');
      // A new sale asking the same side: the very frames would pass, but they were seen.
      const replayed = await askingAna(action);
      const after = await answered(replayed, frames);
      expect(after).toMatchObject({ challengeOutcome: 'failed', customer: { pinRequired: true } });
      expect(await rowOf(replayed.id)).toMatchObject({ challengeOutcome: 'replayed' });
    });

    it('offers none when another reason asks the PIN: the place, an amount above the limit, a match short of the mark', async () => {
      const atPinTill = await unsureAna(pinTill);
      expect(atPinTill.customer?.pinRequired).toBe(true);
      expect(atPinTill.challenge).toBeNull();
      const large = await unsureAna(till, 25_000);
      expect(large.customer?.pinRequired).toBe(true);
      expect(large.challenge).toBeNull();
      expect(await rowOf(large.id)).toMatchObject({ challengeId: null });
      // Another photo of Ana, matched short of the PIN-free mark (decision 060).
      const started = await startPayment(ctx.app, till);
      const near = paymentOf(await sendFace(ctx.app, till, started.id, faces.personA[2]));
      expect((await rowOf(near.id)).matchScore).toBeLessThan(CONFIDENT_MATCH_SCORE);
      expect(near.customer?.pinRequired).toBe(true);
      expect(near.challenge).toBeNull();
    });

    it('leaves a till that sends no challenge where it was: the PIN pays', async () => {
      const payment = await unsureAna();
      expectError(
        await confirm(payment.id, { paymentMethodId: ana.card.id }),
        403,
        'TERMINAL_PAYMENT_PIN_REQUIRED',
      );
      const paid = paymentOf(await confirm(payment.id, { paymentMethodId: ana.card.id, pin: PIN }));
      expect(paid.state).toBe('SUCCEEDED');
      expect(paid.challenge).toBeNull();
    });

    it('refuses a challenge sent too late, again, or not its payment’s; the PIN stays asked', async () => {
      const frames = await stillFrames(faces.personA[0]);
      const late = await unsureAna();
      ctx.clock.advance(CHALLENGE_TTL_MS);
      expectError(
        await answer(late, late.challenge!.challengeId, frames),
        410,
        'TERMINAL_PAYMENT_CHALLENGE_EXPIRED',
      );
      const afterLate = paymentOf(
        await terminalCall(ctx.app, till, `payments/${late.id}`, undefined, 'GET'),
      );
      expect(afterLate).toMatchObject({
        challenge: null,
        challengeOutcome: 'failed',
        customer: { pinRequired: true },
      });
      expect(await rowOf(late.id)).toMatchObject({ challengeOutcome: 'expired' });
      expect(await challengeRow(late.challenge!.challengeId)).toMatchObject({ outcome: 'expired' });

      const twice = await unsureAna();
      const first = paymentOf(await answer(twice, twice.challenge!.challengeId, frames));
      expect(first.customer?.pinRequired).toBe(true);
      expectError(
        await answer(twice, twice.challenge!.challengeId, frames),
        409,
        'TERMINAL_PAYMENT_CHALLENGE_USED',
      );

      // Another payment's challenge, or one a newer photo replaced, is none of this one's.
      const mine = await unsureAna();
      const other = await unsureAna();
      expectError(
        await answer(mine, other.challenge!.challengeId, frames),
        404,
        'TERMINAL_PAYMENT_CHALLENGE_NOT_FOUND',
      );
      const again = paymentOf(await sendFace(ctx.app, till, mine.id, faces.personA[0]));
      expect(again.challenge?.challengeId).not.toBe(mine.challenge!.challengeId);
      expectError(
        await answer(mine, mine.challenge!.challengeId, frames),
        404,
        'TERMINAL_PAYMENT_CHALLENGE_NOT_FOUND',
      );
      // The other's challenge is still its own, and a photo that fails forgets the match and its challenge.
      const failed = await sendFace(ctx.app, till, other.id, faces.noFace);
      expect(failed.statusCode).toBe(422);
      expect(await rowOf(other.id)).toMatchObject({ state: 'STARTED', challengeId: null });
    });

    it('offers a payment a few challenges at most', async () => {
      const started = await startPayment(ctx.app, till);
      const offered: (FaceChallenge | null | undefined)[] = [];
      for (let i = 0; i <= CHALLENGES_PER_PAYMENT; i += 1) {
        offered.push(
          paymentOf(await sendFace(ctx.app, till, started.id, faces.personA[0])).challenge,
        );
      }
      expect(offered.filter(Boolean)).toHaveLength(CHALLENGES_PER_PAYMENT);
      expect(offered.at(-1)).toBeNull();
    });

    it('checks the frames: the wrong shape is refused before any analysis', async () => {
      const payment = await unsureAna();
      const frame = await burstFrame(faces.personA[0]);
      expectError(
        await answer(payment, payment.challenge!.challengeId, [frame]),
        400,
        'FACE_IMAGE_INVALID_COUNT',
      );
      expectError(
        await answer(payment, payment.challenge!.challengeId, ['bm90IGEganBlZw==', frame]),
        400,
        'FACE_IMAGE_INVALID_TYPE',
      );
      // Still open: a malformed call does not use the challenge up.
      expect(await challengeRow(payment.challenge!.challengeId)).toMatchObject({ usedAt: null });
    });
  },
);
