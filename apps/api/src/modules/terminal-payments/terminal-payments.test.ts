// terminal/payments*: paying by face at a shop's terminal (issue 11, decision
// 033), with the real face engine, the shared photos and the sandbox card
// gateway, on PGlite and PostgreSQL (TEST_DB).
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { expectError } from '../../../test/entrance';
import { capturePair, faces, newFaceUser, smsTo, useFaceTestApp } from '../../../test/face';
import { createPlace, createTerminal, transactionsOf } from '../../../test/payments';
import {
  burstFrame,
  type CardRow,
  payableCard,
  paymentOf,
  sendFace,
  startPayment,
  terminalCall,
} from '../../../test/terminal';
import { LIVENESS_THRESHOLD } from '../../face-engine/liveness';
import { readSharedFace } from '../../face-engine/testing/shared-faces';
import { flatBurst } from '../../face-engine/testing/synthetic-burst';
import { BURST_FRAME_MAX_BYTES, BURST_MAX_FRAMES } from '@rosto/contract/validators/face-image';
import { terminalPayments, terminals, transactions, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { PlaceRow } from '../terminals/repository';
import { createTerminalsRepository } from '../terminals/repository';
import {
  sharedFacesAvailable,
  sharedFacesMissing,
  skipWithoutSharedFaces,
} from '../../face-engine/testing/shared-faces';
import { paymentNoticeText } from './payment-notices';
import { PAYMENT_TTL_MS } from './service';

const ANA_PIN = '2580';

interface Customer {
  token: string;
  profile: UserProfile;
  card: CardRow;
}

describe.skipIf(skipWithoutSharedFaces)(
  `terminal payments${sharedFacesAvailable ? '' : ` (${sharedFacesMissing})`}`,
  // Real photo analyses, slower while the other test files run beside this one.
  { timeout: 60_000 },
  () => {
    const ctx = useFaceTestApp();
    let ana: Customer;
    let bruno: Customer;
    let place: PlaceRow;
    let till: string;
    let secondTill: string;
    let elsewhere: string;
    let anaDeclinedCard: CardRow;

    const stateOf = async (id: string) => {
      const [row] = await ctx.database.db
        .select()
        .from(terminalPayments)
        .where(eq(terminalPayments.id, id));
      return row!;
    };
    const transactionCount = async (userId: string) => {
      const [row] = await ctx.database.db
        .select({ value: count() })
        .from(transactions)
        .where(eq(transactions.userId, userId));
      return row!.value;
    };
    /** A payment of `amountCents` at the till, identified as Ana by her photo. */
    const identifiedAna = async (amountCents = 2390) => {
      const started = await startPayment(ctx.app, till, amountCents);
      return paymentOf(await sendFace(ctx.app, till, started.id, faces.personA[2]));
    };
    /** The payment SMS texts sent to the customer so far, oldest first. */
    const paymentTexts = async (customer: Customer) =>
      (await smsTo(ctx.app, customer.profile.phone!.number, 0)).filter((body) =>
        body.includes('pagamento de'),
      );
    const confirm = (key: string, id: string, body: Record<string, unknown>) =>
      terminalCall(ctx.app, key, `payments/${id}/confirm`, body);

    beforeAll(async () => {
      const db = ctx.database.db;
      const enrol = async (
        fullName: string,
        photos: typeof faces.personA | typeof faces.personB,
        pin?: string,
      ) => {
        const user = await newFaceUser(ctx.app, { fullName, ...(pin ? { pin } : {}) });
        const done = await capturePair(ctx, user.token, photos);
        if (done.statusCode !== 200) throw new Error(done.body);
        return { ...user, card: await payableCard(db, user.profile.id) };
      };
      // Bruno has no PIN: his payments stop at the PIN with their own code.
      [ana, bruno] = [
        await enrol('Ana Beatriz Souza', faces.personA, ANA_PIN),
        await enrol('Bruno Carvalho Lima', faces.personB),
      ];
      anaDeclinedCard = await payableCard(db, ana.profile.id, { lastFour: '0005' });
      place = await createPlace(db);
      till = (await createTerminal(db, place.id)).key;
      secondTill = (await createTerminal(db, place.id, { name: 'Caixa 2' })).key;
      elsewhere = (await createTerminal(db, (await createPlace(db)).id)).key;
    });

    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('starts one payment per idempotency key, also under 50 concurrent repeats; the same key with another amount is refused', async () => {
      const body = { amountCents: 2390, idempotencyKey: 'venda-0001-concorrente' };
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => terminalCall(ctx.app, till, 'payments', body)),
      );
      const ids = new Set(answers.map((answer) => paymentOf(answer).id));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(201));
      expect(ids.size).toBe(1);
      const [id] = [...ids];
      expect(paymentOf(answers[0]!)).toMatchObject({
        id,
        state: 'STARTED',
        amountCents: 2390,
        amount: 'R$ 23,90',
        customer: null,
        transactionId: null,
        canceledAt: null,
      });
      const [rows] = await ctx.database.db
        .select({ value: count() })
        .from(terminalPayments)
        .where(eq(terminalPayments.idempotencyKey, body.idempotencyKey));
      expect(rows!.value).toBe(1);

      expectError(
        await terminalCall(ctx.app, till, 'payments', { ...body, amountCents: 2391 }),
        409,
        'TERMINAL_PAYMENT_KEY_REUSED',
      );
      // Keys belong to their terminal: another one's same key is another sale.
      const other = paymentOf(await terminalCall(ctx.app, secondTill, 'payments', body));
      expect(other.id).not.toBe(id);
      // Amounts are whole positive cents.
      for (const amountCents of [0, -1, 23.9, '2390']) {
        const refused = await terminalCall(ctx.app, till, 'payments', { ...body, amountCents });
        expect(refused.statusCode, String(amountCents)).toBe(400);
      }
    });

    it('identifies the customer by face and answers only the first name and the cards usable at this place', async () => {
      const db = ctx.database.db;
      const otherPlace = await createPlace(db);
      const ownProduct = await payableCard(db, ana.profile.id, {
        type: 'PADARIA_PRE_OR_POST_PAID_CARD',
        authorizer: 'PLACE',
        product: place.id,
        lastFour: '7001',
      });
      // Not offered, and the till says why: another place's product card, an
      // unvalidated card and one waiting for review.
      const otherShopCard = await payableCard(db, ana.profile.id, {
        type: 'OUTRA_PRE_OR_POST_PAID_CARD',
        authorizer: 'PLACE',
        product: otherPlace.id,
        lastFour: '7002',
      });
      const unvalidated = await payableCard(db, ana.profile.id, {
        lastFour: '7004',
        validated: false,
      });
      const inReview = await payableCard(db, ana.profile.id, {
        lastFour: '7006',
        status: 'WAITING_APPROVAL',
        validated: false,
      });
      // Never shown: a deleted and a rejected card.
      const hidden = [
        await payableCard(db, ana.profile.id, { lastFour: '7003', deletedAt: new Date() }),
        await payableCard(db, ana.profile.id, { lastFour: '7005', status: 'MANUAL_REJECTED' }),
      ];
      try {
        const started = await startPayment(ctx.app, till);
        const response = await sendFace(ctx.app, till, started.id, faces.personA[2]);
        const payment = paymentOf(response);
        expect(payment.state).toBe('IDENTIFIED');
        expect(payment.customer).toEqual({
          firstName: 'Ana',
          pinRequired: true,
          cards: [
            { id: ana.card.id, brand: 'VISA', lastFour: '1111', alias: 'Visa 1111' },
            { id: anaDeclinedCard.id, brand: 'VISA', lastFour: '0005', alias: 'Visa 0005' },
            { id: ownProduct.id, brand: 'VISA', lastFour: '7001', alias: 'Visa 7001' },
          ],
          unavailableCards: [
            {
              id: otherShopCard.id,
              brand: 'VISA',
              lastFour: '7002',
              alias: 'Visa 7002',
              type: 'OUTRA_PRE_OR_POST_PAID_CARD',
              reason: 'OTHER_SHOP',
            },
            {
              id: unvalidated.id,
              brand: 'VISA',
              lastFour: '7004',
              alias: 'Visa 7004',
              type: 'CREDIT_CARD',
              reason: 'NOT_VALIDATED',
            },
            {
              id: inReview.id,
              brand: 'VISA',
              lastFour: '7006',
              alias: 'Visa 7006',
              type: 'CREDIT_CARD',
              reason: 'IN_REVIEW',
            },
          ],
        });
        // Nothing else about her, nor about anyone else.
        for (const secret of [
          ana.profile.cpf,
          ana.profile.lastName,
          'Beatriz',
          ana.profile.id,
          ana.profile.phone!.number,
          bruno.profile.firstName,
          bruno.card.id,
          ...hidden.map((card) => card.id),
          'score',
        ]) {
          expect(response.body).not.toContain(secret);
        }
        const row = await stateOf(started.id);
        expect(row).toMatchObject({
          userId: ana.profile.id,
          matchMode: 'search',
          liveness: 'uncertain',
        });
        expect(row.matchScore).toBeGreaterThanOrEqual(3.4);
      } finally {
        await db
          .update(terminalPayments)
          .set({ state: 'CANCELED' })
          .where(eq(terminalPayments.userId, ana.profile.id));
      }
    });

    it('makes one charge, one transaction and one SMS to the customer for 50 concurrent confirms of one payment', async () => {
      const charge = vi.spyOn(ctx.app.cardNetwork, 'charge');
      const before = await transactionCount(ana.profile.id);
      const textsBefore = await paymentTexts(ana);
      const payment = await identifiedAna();
      const body = { paymentMethodId: ana.card.id, pin: ANA_PIN };
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => confirm(till, payment.id, body)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      for (const answer of answers.filter((each) => each.statusCode === 409)) {
        expectError(answer, 409, 'TERMINAL_PAYMENT_WRONG_STATE');
      }
      expect(charge).toHaveBeenCalledTimes(1);
      expect(charge.mock.calls[0]![0]).toMatchObject({
        amountCents: 2390,
        orderId: payment.id,
        // A later use of the card stored at the gateway (card-on-file, Cielo adapter).
        storedCardUse: 'subsequent',
      });

      // A retry after the success answers the same payment and charges nothing more.
      const again = paymentOf(await confirm(till, payment.id, body));
      expect(again).toMatchObject({
        state: 'SUCCEEDED',
        customer: { firstName: 'Ana', cards: [] },
      });
      expect(charge).toHaveBeenCalledTimes(1);
      expect(await transactionCount(ana.profile.id)).toBe(before + 1);

      // She is told at once, once: amount, shop and the card's last four digits.
      expect(await paymentTexts(ana)).toEqual([
        ...textsBefore,
        paymentNoticeText(
          'paid',
          { amountCents: 2390, placeName: place.name, lastFour: '1111', language: 'pt-BR' },
          ctx.clock.now(),
        ),
      ]);
      expect((await paymentTexts(ana)).at(-1)).toMatch(
        /^Rosto: pagamento de R\$ 23,90 em .+ com o cartão final 1111, \d\d\/\d\d às \d\d:\d\d\. Não foi você\?/u,
      );

      // The customer sees it as the spec's SUCCESS, with the place and the card.
      const [receipt] = await transactionsOf(ctx.app, ana.token, `id=${again.transactionId}`);
      expect(receipt).toMatchObject({
        status: 'SUCCESS',
        amountCents: 2390,
        amount: '-R$ 23,90',
        place: { id: place.id },
        paymentMethod: { id: ana.card.id },
        canceledAt: null,
      });
    });

    it('refuses a face nobody enrolled, and a photo without a face or with several', async () => {
      const started = await startPayment(ctx.app, till);
      expectError(
        await sendFace(ctx.app, till, started.id, faces.other),
        422,
        'TERMINAL_PAYMENT_NO_MATCH',
      );
      expectError(
        await sendFace(ctx.app, till, started.id, faces.noFace),
        422,
        'TERMINAL_PAYMENT_NO_FACE',
      );
      expectError(
        await sendFace(ctx.app, till, started.id, faces.group),
        422,
        'TERMINAL_PAYMENT_SEVERAL_FACES',
      );
      expect((await stateOf(started.id)).state).toBe('STARTED');
    });

    it('refuses a printed photo held to the camera as an attack, and asks the PIN of a live photo sent without a burst', async () => {
      const started = await startPayment(ctx.app, till);
      expectError(
        await sendFace(ctx.app, till, started.id, faces.notLive),
        422,
        'TERMINAL_PAYMENT_LIVENESS_FAILED',
      );
      expect((await stateOf(started.id)).state).toBe('STARTED');
      // Ana's own photo, judged live, but one photo alone is never confident-live.
      const identified = await identifiedAna();
      expect(identified).toMatchObject({ state: 'IDENTIFIED', customer: { pinRequired: true } });
      expect(await stateOf(identified.id)).toMatchObject({
        liveness: 'uncertain',
        pinRequired: true,
      });
      expect((await stateOf(identified.id)).livenessScore).toBeGreaterThanOrEqual(
        LIVENESS_THRESHOLD,
      );
    });

    it('pays by face alone only when a live photo comes with a burst of a moving face; a flat or still burst asks the PIN', async () => {
      // Ana's photo and two more frames of her changing expression: her face moves on its own.
      const moving = await startPayment(ctx.app, till);
      const frames = await Promise.all(
        ['stock-emotions-a-2.jpg', 'stock-emotions-a-5.jpg'].map((file) => burstFrame(file)),
      );
      const identified = paymentOf(
        await sendFace(ctx.app, till, moving.id, faces.personA[0], { frames }),
      );
      expect(await stateOf(moving.id)).toMatchObject({ liveness: 'confident-live' });
      // Her own enrolment photo, a small amount, a place without the PIN rule: nothing else asks it.
      expect(identified.customer).toMatchObject({ firstName: 'Ana', pinRequired: false });
      const paid = await confirm(till, moving.id, { paymentMethodId: ana.card.id });
      expect(paymentOf(paid).state).toBe('SUCCEEDED');

      // The same photo with frames of the photo itself tilted and shifted: a print moved about.
      const photo = readSharedFace(faces.personA[0]);
      const tilted = await flatBurst(photo, [
        { yawDeg: 8, dx: 12 },
        { yawDeg: -6, pitchDeg: 5, dy: -10 },
      ]);
      const flat = await startPayment(ctx.app, till);
      const flatAnswer = paymentOf(
        await sendFace(ctx.app, till, flat.id, faces.personA[0], {
          frames: await Promise.all(tilted.map((frame) => burstFrame(frame))),
        }),
      );
      expect(await stateOf(flat.id)).toMatchObject({ liveness: 'uncertain' });
      expect(flatAnswer.customer?.pinRequired).toBe(true);

      // A still burst (the same frame again): uncertain, the PIN, never refused as an attack.
      const still = await startPayment(ctx.app, till);
      const stillAnswer = paymentOf(
        await sendFace(ctx.app, till, still.id, faces.personA[0], {
          frames: [await burstFrame(faces.personA[0]), await burstFrame(faces.personA[0])],
        }),
      );
      expect(await stateOf(still.id)).toMatchObject({ liveness: 'uncertain' });
      expect(stillAnswer.customer?.pinRequired).toBe(true);
    });

    it('refuses burst frames that are not JPEG, too big or too many, with the face codes', async () => {
      const started = await startPayment(ctx.app, till);
      const frame = await burstFrame(faces.personA[0]);
      expectError(
        await sendFace(ctx.app, till, started.id, faces.personA[0], {
          frames: ['bm90IGEganBlZw=='],
        }),
        400,
        'FACE_IMAGE_INVALID_TYPE',
      );
      expectError(
        await sendFace(ctx.app, till, started.id, faces.personA[0], {
          frames: Array.from({ length: BURST_MAX_FRAMES + 1 }, () => frame),
        }),
        400,
        'FACE_IMAGE_INVALID_COUNT',
      );
      // Noise does not compress: a 1000 px square of it is well over the frame's 256 KiB.
      const noise = await sharp(randomBytes(1000 * 1000 * 3), {
        raw: { width: 1000, height: 1000, channels: 3 },
      })
        .jpeg({ quality: 95 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(BURST_FRAME_MAX_BYTES);
      expectError(
        await sendFace(ctx.app, till, started.id, faces.personA[0], {
          frames: [noise.toString('base64')],
        }),
        400,
        'FACE_IMAGE_INVALID_SIZE',
      );
      expect((await stateOf(started.id)).state).toBe('STARTED');
    });

    it('never pays for one customer with the photo of another, and forgets a match a later photo does not confirm', async () => {
      const charge = vi.spyOn(ctx.app.cardNetwork, 'charge');
      const started = await startPayment(ctx.app, till);
      // Bruno's face, said to be Ana by her CPF: compared with her faces only.
      expectError(
        await sendFace(ctx.app, till, started.id, faces.personB[0], { cpf: ana.profile.cpf }),
        422,
        'TERMINAL_PAYMENT_NO_MATCH',
      );
      // In the 1:N search it is Bruno, with Bruno's card only.
      const identified = paymentOf(await sendFace(ctx.app, till, started.id, faces.personB[0]));
      expect(identified.customer).toMatchObject({
        firstName: 'Bruno',
        cards: [{ id: bruno.card.id }],
      });
      expect((await stateOf(started.id)).userId).toBe(bruno.profile.id);
      // Ana's card cannot be charged on Bruno's face.
      expectError(
        await confirm(till, started.id, { paymentMethodId: ana.card.id, pin: ANA_PIN }),
        422,
        'TERMINAL_PAYMENT_CARD_NOT_OFFERED',
      );
      // Her own face by her CPF, and the phone's last four digits narrowing the search, both find her.
      const byCpf = paymentOf(
        await sendFace(ctx.app, till, started.id, faces.personA[2], { cpf: ana.profile.cpf }),
      );
      expect(byCpf.customer?.firstName).toBe('Ana');
      const byPhone = paymentOf(
        await sendFace(ctx.app, till, started.id, faces.personA[2], {
          phoneLastFour: ana.profile.phone!.number.slice(-4),
        }),
      );
      expect(byPhone.customer?.firstName).toBe('Ana');
      // A later photo nobody matches forgets her: her card is no longer offered to anyone.
      expectError(
        await sendFace(ctx.app, till, started.id, faces.other),
        422,
        'TERMINAL_PAYMENT_NO_MATCH',
      );
      expect(await stateOf(started.id)).toMatchObject({ state: 'STARTED', userId: null });
      expectError(
        await confirm(till, started.id, { paymentMethodId: ana.card.id, pin: ANA_PIN }),
        409,
        'TERMINAL_PAYMENT_WRONG_STATE',
      );
      expect(charge).not.toHaveBeenCalled();
    });

    it('asks the PIN, counts a wrong one towards the lockout, and refuses a customer without a PIN with its own code', async () => {
      const charge = vi.spyOn(ctx.app.cardNetwork, 'charge');
      const payment = await identifiedAna();
      expectError(
        await confirm(till, payment.id, { paymentMethodId: ana.card.id }),
        403,
        'TERMINAL_PAYMENT_PIN_REQUIRED',
      );
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expectError(
          await confirm(till, payment.id, { paymentMethodId: ana.card.id, pin: '1357' }),
          403,
          'INVALID_USER_PIN',
        );
      }
      const [counted] = await ctx.database.db
        .select({ failures: users.pinFailures })
        .from(users)
        .where(eq(users.id, ana.profile.id));
      expect(counted!.failures).toBe(4);
      expectError(
        await confirm(till, payment.id, { paymentMethodId: ana.card.id, pin: '1357' }),
        423,
        'USER_PIN_LOCKED',
      );
      // Locked: even the right PIN is refused until she resets it.
      expectError(
        await confirm(till, payment.id, { paymentMethodId: ana.card.id, pin: ANA_PIN }),
        423,
        'USER_PIN_LOCKED',
      );
      expect((await stateOf(payment.id)).state).toBe('IDENTIFIED');
      await ctx.database.db
        .update(users)
        .set({ pinFailures: 0 })
        .where(eq(users.id, ana.profile.id));

      const started = await startPayment(ctx.app, till);
      paymentOf(await sendFace(ctx.app, till, started.id, faces.personB[0]));
      expectError(
        await confirm(till, started.id, { paymentMethodId: bruno.card.id, pin: '1357' }),
        403,
        'TERMINAL_PAYMENT_PIN_NOT_SET',
      );
      expect(charge).not.toHaveBeenCalled();
    });

    it("records the gateway's decline, and settles a charge whose answer was lost by looking it up, never charging twice", async () => {
      const gateway = ctx.app.cardNetwork;
      const realCharge = gateway.charge.bind(gateway);
      const charge = vi.spyOn(gateway, 'charge');
      /** The gateway gets the charge, but its answer never comes back. */
      const answerLost = () =>
        charge.mockImplementationOnce(async (input) => {
          await realCharge(input);
          throw new AppError('CARD_GATEWAY_UNAVAILABLE');
        });
      const before = await transactionCount(ana.profile.id);
      const body = { paymentMethodId: ana.card.id, pin: ANA_PIN };

      const declined = await identifiedAna();
      expectError(
        await confirm(till, declined.id, { paymentMethodId: anaDeclinedCard.id, pin: ANA_PIN }),
        402,
        'TERMINAL_PAYMENT_CARD_DECLINED',
      );
      expect(await stateOf(declined.id)).toMatchObject({
        state: 'DECLINED',
        gatewayReturnCode: '05',
        transactionId: null,
      });

      // Nothing reached the gateway: UNKNOWN, then the retry's lookup finds no
      // sale and gives the charge up, never charging (decision 057).
      const nowhere = await identifiedAna();
      charge.mockRejectedValueOnce(new AppError('CARD_GATEWAY_UNAVAILABLE'));
      expectError(await confirm(till, nowhere.id, body), 502, 'TERMINAL_PAYMENT_OUTCOME_UNKNOWN');
      expect((await stateOf(nowhere.id)).state).toBe('UNKNOWN');
      expectError(await confirm(till, nowhere.id, body), 409, 'TERMINAL_PAYMENT_NOT_CHARGED');
      expect((await stateOf(nowhere.id)).state).toBe('NOT_CHARGED');

      // Approved, answer lost: concurrent retries find the charge and record it once.
      const approved = await identifiedAna();
      answerLost();
      expectError(await confirm(till, approved.id, body), 502, 'TERMINAL_PAYMENT_OUTCOME_UNKNOWN');
      const textsBefore = (await paymentTexts(ana)).length;
      const retries = await Promise.all(
        Array.from({ length: 5 }, () => confirm(till, approved.id, body)),
      );
      expect(retries.map((retry) => retry.statusCode)).toEqual(Array(5).fill(200));
      const settled = paymentOf(retries[0]!);
      expect(settled.state).toBe('SUCCEEDED');
      expect(new Set(retries.map((retry) => paymentOf(retry).transactionId))).toEqual(
        new Set([settled.transactionId]),
      );
      expect((await paymentTexts(ana)).length).toBe(textsBefore + 1);

      // Declined, answer lost: the retry finds the decline.
      const refused = await identifiedAna();
      answerLost();
      const declinedBody = { paymentMethodId: anaDeclinedCard.id, pin: ANA_PIN };
      expectError(
        await confirm(till, refused.id, declinedBody),
        502,
        'TERMINAL_PAYMENT_OUTCOME_UNKNOWN',
      );
      expectError(
        await confirm(till, refused.id, declinedBody),
        402,
        'TERMINAL_PAYMENT_CARD_DECLINED',
      );
      expect((await stateOf(refused.id)).state).toBe('DECLINED');

      // One charge per payment, whatever the retries; one transaction, the settled one.
      expect(charge.mock.calls.map(([input]) => input.orderId)).toEqual([
        declined.id,
        nowhere.id,
        approved.id,
        refused.id,
      ]);
      expect(await transactionCount(ana.profile.id)).toBe(before + 1);
    });

    it('settles in the reconciliation a payment whose answer was lost, and one whose confirm died while CHARGING', async () => {
      const gateway = ctx.app.cardNetwork;
      const realCharge = gateway.charge.bind(gateway);
      const charge = vi.spyOn(gateway, 'charge').mockImplementationOnce(async (input) => {
        await realCharge(input);
        throw new AppError('CARD_GATEWAY_UNAVAILABLE');
      });
      const body = { paymentMethodId: ana.card.id, pin: ANA_PIN };
      const lost = await identifiedAna(1_990);
      expectError(await confirm(till, lost.id, body), 502, 'TERMINAL_PAYMENT_OUTCOME_UNKNOWN');
      // A confirm that died after its claim, before any charge.
      const died = await identifiedAna(990);
      await ctx.database.db
        .update(terminalPayments)
        .set({ state: 'CHARGING', paymentMethodId: ana.card.id, updatedAt: ctx.clock.now() })
        .where(eq(terminalPayments.id, died.id));
      const textsBefore = (await paymentTexts(ana)).length;

      // Left to the terminal's own retry for a minute.
      await ctx.app.terminalPaymentsService.reconcile();
      expect((await stateOf(lost.id)).state).toBe('UNKNOWN');

      ctx.clock.advance(5 * 60 * 1000 + 1);
      await ctx.app.terminalPaymentsService.reconcile();
      const settled = await stateOf(lost.id);
      expect(settled.state).toBe('SUCCEEDED');
      expect(settled.transactionId).not.toBeNull();
      expect((await paymentTexts(ana)).length).toBe(textsBefore + 1);
      // Nothing was charged for the one that died: no sale found, given up, never charged.
      expect((await stateOf(died.id)).state).toBe('NOT_CHARGED');
      expectError(await confirm(till, died.id, body), 409, 'TERMINAL_PAYMENT_NOT_CHARGED');
      expect(charge).toHaveBeenCalledTimes(1);
      // The terminal's retry now answers the settled payment.
      expect(paymentOf(await confirm(till, lost.id, body))).toMatchObject({
        state: 'SUCCEEDED',
        transactionId: settled.transactionId,
      });
    });

    it('refuses the face and the confirm of a payment past its five minutes', async () => {
      const started = await startPayment(ctx.app, till);
      const identified = paymentOf(await sendFace(ctx.app, till, started.id, faces.personA[2]));
      expect(Date.parse(identified.expiresAt) - Date.parse(identified.createdAt)).toBe(
        PAYMENT_TTL_MS,
      );
      ctx.clock.advance(PAYMENT_TTL_MS);
      expectError(
        await confirm(till, started.id, { paymentMethodId: ana.card.id, pin: ANA_PIN }),
        410,
        'TERMINAL_PAYMENT_EXPIRED',
      );
      expect((await stateOf(started.id)).state).toBe('EXPIRED');
      expectError(
        await sendFace(ctx.app, till, started.id, faces.personA[2]),
        410,
        'TERMINAL_PAYMENT_EXPIRED',
      );
    });

    it("cancels a paid payment the same day with a void, from any terminal of the place, and tells the customer; another place's terminal gets 404", async () => {
      const payment = await identifiedAna(4_500);
      const paid = paymentOf(
        await confirm(till, payment.id, { paymentMethodId: ana.card.id, pin: ANA_PIN }),
      );
      const refund = vi.spyOn(ctx.app.cardNetwork, 'refund');

      expectError(
        await terminalCall(ctx.app, elsewhere, `payments/${payment.id}/cancel`),
        404,
        'TERMINAL_PAYMENT_NOT_FOUND',
      );
      // Face and confirm belong to the terminal that started the payment.
      expectError(
        await confirm(secondTill, payment.id, { paymentMethodId: ana.card.id, pin: ANA_PIN }),
        404,
        'TERMINAL_PAYMENT_NOT_FOUND',
      );
      expect(refund).not.toHaveBeenCalled();

      const canceled = paymentOf(
        await terminalCall(ctx.app, secondTill, `payments/${payment.id}/cancel`),
      );
      expect(canceled).toMatchObject({ state: 'CANCELED', transactionId: paid.transactionId });
      expect(canceled.canceledAt).not.toBeNull();
      const row = await stateOf(payment.id);
      expect(refund).toHaveBeenCalledExactlyOnceWith({
        paymentId: row.gatewayChargeId,
        amountCents: 4_500,
      });
      expect(row.voidedAt).not.toBeNull();
      const [transaction] = await ctx.database.db
        .select()
        .from(transactions)
        .where(eq(transactions.id, paid.transactionId!));
      expect(transaction).toMatchObject({
        status: 'CANCELED',
        gatewayVoidId: row.gatewayChargeId,
      });
      const [receipt] = await transactionsOf(ctx.app, ana.token, `id=${paid.transactionId}`);
      expect(receipt).toMatchObject({ status: 'CANCELED', canceledAt: canceled.canceledAt });
      expect((await paymentTexts(ana)).at(-1)).toBe(
        paymentNoticeText(
          'canceled',
          { amountCents: 4_500, placeName: place.name, lastFour: '1111', language: 'pt-BR' },
          ctx.clock.now(),
        ),
      );

      // Cancelling again answers the same, without a second void.
      expect(paymentOf(await terminalCall(ctx.app, till, `payments/${payment.id}/cancel`))).toEqual(
        canceled,
      );
      expect(refund).toHaveBeenCalledTimes(1);
    });

    it('refuses to cancel a payment after its São Paulo day', async () => {
      const payment = await identifiedAna();
      paymentOf(await confirm(till, payment.id, { paymentMethodId: ana.card.id, pin: ANA_PIN }));
      ctx.clock.advance(24 * 60 * 60 * 1000);
      expectError(
        await terminalCall(ctx.app, till, `payments/${payment.id}/cancel`),
        409,
        'TERMINAL_PAYMENT_CANCEL_TOO_LATE',
      );
      expect((await stateOf(payment.id)).state).toBe('SUCCEEDED');
    });

    it('refuses a missing, malformed, unknown or revoked terminal key with 401, and notes when a key was used', async () => {
      const db = ctx.database.db;
      const { terminal, key } = await createTerminal(db, place.id, { name: 'Caixa 3' });
      for (const authorization of [
        undefined,
        `Bearer ${ana.token}`,
        'Bearer rosto_term_nope',
        `Bearer rosto_term_${'A'.repeat(43)}`,
        key,
      ]) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/terminal/payments',
          headers: authorization ? { authorization } : {},
          payload: { amountCents: 100, idempotencyKey: 'chave-recusada' },
        });
        expectError(response, 401, 'TERMINAL_UNAUTHORIZED');
      }
      paymentOf(
        await terminalCall(ctx.app, key, 'payments', {
          amountCents: 100,
          idempotencyKey: 'chave-aceita',
        }),
      );
      const [used] = await db.select().from(terminals).where(eq(terminals.id, terminal.id));
      expect(used!.lastUsedAt).not.toBeNull();

      await createTerminalsRepository(db).revoke(terminal.id, new Date());
      expectError(
        await terminalCall(ctx.app, key, 'payments', {
          amountCents: 100,
          idempotencyKey: 'chave-aceita',
        }),
        401,
        'TERMINAL_UNAUTHORIZED',
      );
      const [stored] = await db
        .select({ value: count() })
        .from(terminalPayments)
        .where(and(eq(terminalPayments.terminalId, terminal.id)));
      expect(stored!.value).toBe(1);
    });
  },
);
