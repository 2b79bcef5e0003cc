// Look-alikes at the terminal (issue 28, decision 060): a match near the payment
// mark names the customer and asks her PIN, two enrolled customers who look alike
// ask the PIN whichever is named, and a face under the mark finds nobody. Real
// face engine and shared photos, sandbox gateway, on PGlite and PostgreSQL (TEST_DB).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@rosto/contract/schemas/user';
import { expectError } from '../../../test/entrance';
import { capturePair, faces, newFaceUser, useFaceTestApp } from '../../../test/face';
import { createPlace, createTerminal } from '../../../test/payments';
import {
  type CardRow,
  payableCard,
  paymentOf,
  sendFace,
  startPayment,
  terminalCall,
} from '../../../test/terminal';
import { faceTemplates, terminalPayments } from '../../db/schema';
import {
  FACE_MATCH_SCORE,
  descriptorFromBytes,
  embeddingFromBytes,
  faceScore,
} from '../../face-engine/similarity';
import {
  readSharedFace,
  sharedFacesAvailable,
  sharedFacesMissing,
  skipWithoutSharedFaces,
} from '../../face-engine/testing/shared-faces';
import { hasFace } from '../../face-engine/types';
import type * as PaymentFace from './payment-face';
import { CLEAR_LEAD, CONFIDENT_MATCH_SCORE, type LivenessOutcome, pinReasons } from './pin-rule';

// Every capture counts as confidently live here: only the face match asks the PIN.
const liveness: { outcome: LivenessOutcome } = vi.hoisted(() => ({
  outcome: 'confident-live',
}));
vi.mock('./payment-face', async (importOriginal) => ({
  ...(await importOriginal<typeof PaymentFace>()),
  livenessOutcome: () => liveness.outcome,
}));

const ANA_PIN = '2580';
const CLARA_PIN = '1357';
const AMOUNT = 2390;

interface Customer {
  token: string;
  profile: UserProfile;
  card: CardRow;
}

describe.skipIf(skipWithoutSharedFaces)(
  `look-alikes at the terminal${sharedFacesAvailable ? '' : ` (${sharedFacesMissing})`}`,
  { timeout: 60_000 },
  () => {
    const ctx = useFaceTestApp();
    let ana: Customer;
    let till: string;

    const rowOf = async (id: string) =>
      (
        await ctx.database.db.select().from(terminalPayments).where(eq(terminalPayments.id, id))
      )[0]!;
    /** Why the server asked the PIN, from what it saved of the match. */
    const reasonsOf = (row: Awaited<ReturnType<typeof rowOf>>) =>
      pinReasons({
        placeRequiresPin: false,
        liveness: row.liveness!,
        matchScore: row.matchScore!,
        secondScore: row.secondScore,
        amountCents: row.amountCents,
      });
    const identify = async (file: string) => {
      const started = await startPayment(ctx.app, till, AMOUNT);
      return { started, answer: await sendFace(ctx.app, till, started.id, file) };
    };
    const confirm = (id: string, body: Record<string, unknown>) =>
      terminalCall(ctx.app, till, `payments/${id}/confirm`, body);
    const enrol = async (fullName: string, pin: string): Promise<Customer> => {
      const user = await newFaceUser(ctx.app, { fullName, pin });
      const done = await capturePair(ctx, user.token, faces.personA);
      if (done.statusCode !== 200) throw new Error(done.body);
      return { ...user, card: await payableCard(ctx.database.db, user.profile.id) };
    };
    /** faceScore of a shared photo against the customer's enrolled face, as the server computes it. */
    const scoreAgainst = async (file: string, customer: Customer) => {
      const [template] = await ctx.database.db
        .select()
        .from(faceTemplates)
        .where(eq(faceTemplates.userId, customer.profile.id));
      const result = await ctx.engine.analyse(readSharedFace(file));
      if (!hasFace(result)) throw new Error(`no face in ${file}`);
      return faceScore(result, {
        embedding: embeddingFromBytes(template!.embedding),
        descriptor: descriptorFromBytes(template!.descriptor!),
      });
    };

    beforeAll(async () => {
      ana = await enrol('Ana Beatriz Souza', ANA_PIN);
      till = (await createTerminal(ctx.database.db, (await createPlace(ctx.database.db)).id)).key;
    });

    it('names a customer whose match is near the payment mark and asks her PIN (match-not-confident)', async () => {
      // Her third photo, another day's expression: a match, short of the confident score.
      const { started, answer } = await identify(faces.personA[2]);
      const payment = paymentOf(answer);
      const row = await rowOf(started.id);
      expect(row.matchScore).toBeGreaterThanOrEqual(FACE_MATCH_SCORE);
      expect(row.matchScore).toBeLessThan(CONFIDENT_MATCH_SCORE);
      expect(row.secondScore).toBeNull();
      expect(reasonsOf(row)).toEqual(['match-not-confident']);
      expect(payment).toMatchObject({
        state: 'IDENTIFIED',
        customer: { firstName: 'Ana', pinRequired: true },
      });
      expectError(
        await confirm(started.id, { paymentMethodId: ana.card.id }),
        403,
        'TERMINAL_PAYMENT_PIN_REQUIRED',
      );
      const paid = await confirm(started.id, { paymentMethodId: ana.card.id, pin: ANA_PIN });
      expect(paymentOf(paid).state).toBe('SUCCEEDED');
    });

    it('finds nobody for a face scoring under the payment mark', async () => {
      expect(await scoreAgainst(faces.other, ana)).toBeLessThan(FACE_MATCH_SCORE);
      const { started, answer } = await identify(faces.other);
      expectError(answer, 422, 'TERMINAL_PAYMENT_NO_MATCH');
      expect(await rowOf(started.id)).toMatchObject({ state: 'STARTED', userId: null });
    });

    describe('with a look-alike enrolled', () => {
      let clara: Customer;

      beforeAll(async () => {
        // Clara's face is Ana's photos: as alike as two customers can be.
        clara = await enrol('Clara Souza Dias', CLARA_PIN);
      });

      it('asks the PIN of a confident match whose runner-up is close (close-second), whichever of the two is named', async () => {
        // Ana's enrolment photo: far above the confident score, and so is Clara.
        const { started, answer } = await identify(faces.personA[0]);
        const payment = paymentOf(answer);
        const row = await rowOf(started.id);
        expect(row.matchScore).toBeGreaterThanOrEqual(CONFIDENT_MATCH_SCORE);
        expect(row.secondScore).not.toBeNull();
        expect(row.matchScore! - row.secondScore!).toBeLessThan(CLEAR_LEAD);
        expect(reasonsOf(row)).toEqual(['close-second']);
        expect(payment.customer?.pinRequired).toBe(true);

        const named = row.userId === ana.profile.id ? ana : clara;
        const other = named === ana ? clara : ana;
        expect(payment.customer?.firstName).toBe(named === ana ? 'Ana' : 'Clara');
        expectError(
          await confirm(started.id, { paymentMethodId: named.card.id }),
          403,
          'TERMINAL_PAYMENT_PIN_REQUIRED',
        );
        // The look-alike's own PIN does not open her twin's cards.
        expectError(
          await confirm(started.id, {
            paymentMethodId: named.card.id,
            pin: other === ana ? ANA_PIN : CLARA_PIN,
          }),
          403,
          'INVALID_USER_PIN',
        );
        const paid = await confirm(started.id, {
          paymentMethodId: named.card.id,
          pin: named === ana ? ANA_PIN : CLARA_PIN,
        });
        expect(paymentOf(paid).state).toBe('SUCCEEDED');
      });
    });
  },
);
