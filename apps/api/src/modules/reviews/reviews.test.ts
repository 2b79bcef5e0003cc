// The console's review queues (issue 26) on PGlite and PostgreSQL (TEST_DB):
// only reviewers reach them; cards and faces are listed, shown with what they
// are judged against, approved and rejected with a reason the customer's SMS
// gives; every view and decision is audited; /metrics tells what waits.
// Faces are enrolled from the shared photos by the real engine, as the app
// sends them, so the photos shown are the customer's own.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointData } from '@rosto/contract/endpoints';
import type { UserProfile } from '@rosto/contract/schemas/user';
import type { OperatorRole } from '@rosto/contract/operator-roles';
import { bearer, fakeClock, useTestApp } from '../../../test/app';
import { dataOf, expectError, lastMessage, sandboxUser } from '../../../test/entrance';
import {
  capture,
  capturePair,
  livenessCapture,
  confirmStepUp,
  faces,
  newFaceUser,
  smsTo,
  useFaceTestApp,
} from '../../../test/face';
import { type SignedInOperator, signedInOperator } from '../../../test/operators';
import { addCreditCard, visa, walletCards, walletUser } from '../../../test/wallet';
import { faceTemplates } from '../../db/schema';
import { FACE_MATCH_SCORE, embeddingToBytes } from '../../face-engine/similarity';
import { LIVENESS_THRESHOLD } from '../../face-engine/liveness';
import {
  readSharedFace,
  sharedFacesAvailable,
  sharedFacesMissing,
  skipWithoutSharedFaces,
} from '../../face-engine/testing/shared-faces';
import type { App } from '../../app';

const METRICS_TOKEN = 'metrics-token-that-is-long-enough-0123456789';
const SOME_ID = '00000000-0000-4000-8000-000000000001';

type FaceDetail = EndpointData<'consoleFaceReview'>;
type CardDetail = EndpointData<'consoleCardReview'>;

/** Every review call, with a body it accepts: what a role check is tried on. */
const reviewCalls = (id: string) =>
  [
    { method: 'GET', url: '/api/console/reviews/faces' },
    { method: 'GET', url: `/api/console/reviews/faces/${id}` },
    { method: 'POST', url: `/api/console/reviews/faces/${id}/approve`, payload: {} },
    {
      method: 'POST',
      url: `/api/console/reviews/faces/${id}/reject`,
      payload: { reason: 'poor-photo' },
    },
    { method: 'GET', url: '/api/console/reviews/cards' },
    { method: 'GET', url: `/api/console/reviews/cards/${id}` },
    { method: 'POST', url: `/api/console/reviews/cards/${id}/approve`, payload: {} },
    {
      method: 'POST',
      url: `/api/console/reviews/cards/${id}/reject`,
      payload: { reason: 'holder-not-confirmed' },
    },
  ] as const;

function consoleCall(
  app: App,
  operator: SignedInOperator,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/console/reviews/${url}`,
    headers: operator.headers,
    ...(payload ? { payload } : {}),
  });
}

/** The audit rows of a target, oldest first. */
async function auditOf(app: App, targetKind: string, targetId: string) {
  return (await app.auditRepository.list({ targetKind, targetId }, 50)).reverse();
}

describe('review queues: roles, cards and metrics', () => {
  const clock = fakeClock(new Date('2026-11-27T12:00:00Z'));
  const ctx = useTestApp({ clock, env: { METRICS_TOKEN } });
  let reviewer: SignedInOperator;

  beforeAll(async () => {
    reviewer = await signedInOperator(ctx.app, ['reviewer']);
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    consoleCall(ctx.app, reviewer, method, url, payload);

  /** A card held for review; `sameAs` puts the card of that number in another wallet first. */
  async function heldCard(n: number, options: { sameCard?: boolean } = {}) {
    if (options.sameCard) {
      const other = await walletUser(ctx.app, { fullName: 'Otávio Mendes' });
      await addCreditCard(ctx.app, other.token, { number: visa(n) });
    }
    const owner = await walletUser(ctx.app, {
      fullName: 'Dora Reis',
      ...(options.sameCard ? {} : { allowAddPaymentStatus: 'WAITING_APPROVAL' as const }),
    });
    const added = await addCreditCard(ctx.app, owner.token, { number: visa(n) });
    const { id } = added.json<{ data: { id: string } }>().data;
    return { ...owner, id, lastFour: visa(n).slice(-4), phone: owner.profile.phone!.number };
  }

  it('answers 401 without a console session, and a customer token is none', async () => {
    const customer = await sandboxUser(ctx.app);
    for (const { method, url, ...rest } of reviewCalls(SOME_ID)) {
      const payload = 'payload' in rest ? rest.payload : undefined;
      for (const headers of [{}, bearer(customer.token)]) {
        const answer = await ctx.app.inject({
          method,
          url,
          headers,
          ...(payload ? { payload } : {}),
        });
        expect(answer.statusCode, `${method} ${url}`).toBe(401);
        expect(answer.json()).toMatchObject({ message: 'UNAUTHORIZED' });
      }
    }
  });

  it.each<OperatorRole>(['support', 'shops', 'admin'])(
    'refuses an operator with the %s role alone (403)',
    async (role) => {
      const operator = await signedInOperator(ctx.app, [role]);
      for (const { method, url, ...rest } of reviewCalls(SOME_ID)) {
        const payload = 'payload' in rest ? rest.payload : undefined;
        const answer = await ctx.app.inject({
          method,
          url,
          headers: operator.headers,
          ...(payload ? { payload } : {}),
        });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
        expect(answer.json()).toMatchObject({ message: 'FORBIDDEN' });
      }
      // Nothing was shown or decided: no row names the id.
      expect(await auditOf(ctx.app, 'user', SOME_ID)).toEqual([]);
    },
  );

  it('lets a reviewer holding other roles too in', async () => {
    const both = await signedInOperator(ctx.app, ['admin', 'reviewer']);
    const answer = await consoleCall(ctx.app, both, 'GET', 'cards');
    expect(answer.statusCode).toBe(200);
  });

  it('lists held cards oldest first and shows why each is held, audited and not stored', async () => {
    const first = await heldCard(801);
    clock.advance(60_000);
    const second = await heldCard(802, { sameCard: true });

    const list = dataOf<EndpointData<'consoleCardReviews'>>(await call('GET', 'cards'));
    const mine = list.items.filter((item) => [first.id, second.id].includes(item.id));
    expect(mine).toEqual([
      {
        id: first.id,
        firstName: 'Dora',
        waitingSince: new Date('2026-11-27T12:00:00Z').toISOString(),
        name: 'Visa',
        brand: 'VISA',
        lastFour: first.lastFour,
      },
      expect.objectContaining({ id: second.id, lastFour: second.lastFour }),
    ]);

    const shown = await call('GET', `cards/${second.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(dataOf<CardDetail>(shown)).toMatchObject({
      id: second.id,
      firstName: 'Dora',
      type: 'CREDIT_CARD',
      held: { otherWallets: [{ firstName: 'Otávio' }], customerAwaitsApproval: false },
    });
    expect(dataOf<CardDetail>(await call('GET', `cards/${first.id}`)).held).toEqual({
      otherWallets: [],
      customerAwaitsApproval: true,
    });
    expect(await auditOf(ctx.app, 'card', second.id)).toEqual([
      expect.objectContaining({
        action: 'card.view',
        operatorId: reviewer.id,
        reason: null,
        requestId: expect.any(String) as string,
      }),
    ]);
  });

  it('approves and rejects a card, telling the customer in their language; a second decision is 404', async () => {
    const approved = await heldCard(811);
    const rejected = await heldCard(812);
    await ctx.app.usersRepository.setLanguage(rejected.profile.id, 'en');

    const approval = await call('POST', `cards/${approved.id}/approve`, { note: 'titular ok' });
    expect(approval.statusCode).toBe(200);
    expect(dataOf(approval)).toEqual({ decided: true, notified: true });
    expect((await walletCards(ctx.app, approved.token))[0]).toMatchObject({
      cardStatus: 'MANUAL_APPROVED',
      canBeValidated: true,
    });
    expect((await lastMessage(ctx.app, approved.phone))?.body).toBe(
      `Rosto: seu cartão Visa final ${approved.lastFour} foi aprovado. Abra a carteira no app para validá-lo.`,
    );

    const rejection = await call('POST', `cards/${rejected.id}/reject`, {
      reason: 'holder-not-confirmed',
      note: 'nome diferente do titular',
    });
    expect(dataOf(rejection)).toEqual({ decided: true, notified: true });
    expect((await walletCards(ctx.app, rejected.token))[0]?.cardStatus).toBe('MANUAL_REJECTED');
    expect((await lastMessage(ctx.app, rejected.phone))?.body).toBe(
      `Rosto: your Visa card ending in ${rejected.lastFour} was not approved. ` +
        'Reason: we could not confirm that the card is yours. You can add another card in the app.',
    );

    expect(await auditOf(ctx.app, 'card', approved.id)).toEqual([
      expect.objectContaining({
        action: 'card.approve',
        operatorId: reviewer.id,
        reason: 'titular ok',
      }),
    ]);
    expect(await auditOf(ctx.app, 'card', rejected.id)).toEqual([
      expect.objectContaining({
        action: 'card.reject',
        reason: 'holder-not-confirmed: nome diferente do titular',
      }),
    ]);

    // Decided: it no longer waits, whichever way it is asked for.
    expectError(await call('POST', `cards/${approved.id}/approve`, {}), 404, 'REVIEW_NOT_FOUND');
    expectError(
      await call('POST', `cards/${rejected.id}/reject`, { reason: 'card-in-another-wallet' }),
      404,
      'REVIEW_NOT_FOUND',
    );
    expectError(await call('GET', `cards/${approved.id}`), 404, 'REVIEW_NOT_FOUND');
    expectError(await call('GET', `cards/${SOME_ID}`), 404, 'REVIEW_NOT_FOUND');
    const listed = dataOf<EndpointData<'consoleCardReviews'>>(await call('GET', 'cards'));
    expect(listed.items.map((item) => item.id)).not.toContain(approved.id);
    expect(await auditOf(ctx.app, 'card', approved.id)).toHaveLength(1);
  });

  it('refuses bad input with 400 and a catalogue code', async () => {
    const held = await heldCard(821);
    for (const [url, payload] of [
      [`cards/${held.id}/reject`, { reason: 'because' }],
      [`cards/${held.id}/reject`, {}],
      // A face's reason is no card's.
      [`cards/${held.id}/reject`, { reason: 'not-live' }],
      [`cards/${held.id}/approve`, { note: 'x'.repeat(501) }],
      [`faces/${SOME_ID}/reject`, { reason: 'holder-not-confirmed' }],
      ['cards/not-an-id/approve', {}],
      ['faces/not-an-id/reject', { reason: 'poor-photo' }],
    ] as const) {
      expectError(await call('POST', url, payload), 400, 'VALIDATION_ERROR');
    }
    expectError(await call('GET', 'faces/not-an-id'), 400, 'VALIDATION_ERROR');
    // Still waiting, untouched.
    expect(dataOf<CardDetail>(await call('GET', `cards/${held.id}`)).id).toBe(held.id);
  });

  it('counts what waits and the oldest one’s age in /metrics and on the first page', async () => {
    const scrape = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: bearer(METRICS_TOKEN),
        })
      ).body;
    const waiting = (body: string, queue: string) =>
      Number(
        new RegExp(`^rosto_review_waiting\\{queue="${queue}"\\} (\\S+)$`, 'mu').exec(body)?.[1],
      );
    const age = (body: string, queue: string) =>
      Number(
        new RegExp(`^rosto_review_oldest_age_seconds\\{queue="${queue}"\\} (\\S+)$`, 'mu').exec(
          body,
        )?.[1],
      );

    const before = await scrape();
    const cardsBefore = waiting(before, 'cards');
    expect(waiting(before, 'faces')).toBe(0);
    expect(age(before, 'faces')).toBe(0);

    // A face like another account's, saved as the registration would save it.
    const enrolled = await sandboxUser(ctx.app, { faceStatus: 'SUCCESS' });
    const flagged = await sandboxUser(ctx.app, { faceStatus: 'SUCCESS', fullName: 'Rita Lopes' });
    const embedding = new Float32Array(512).map(() => Math.random() - 0.5);
    await ctx.app.faceTemplateRepository.saveTemplate(
      {
        userId: flagged.profile.id,
        usesGlasses: false,
        embedding: Buffer.from(embeddingToBytes(embedding)),
        descriptor: null,
        image: Buffer.from('sealed photo'),
        faceBox: { x: 0.3, y: 0.2, width: 0.4, height: 0.5 },
        livenessScore: 0.9,
      },
      { awaitingReview: false },
      embedding,
      [{ userId: enrolled.profile.id, similarity: 3.9 }],
      false,
      clock.now(),
    );
    await ctx.app.usersRepository.updateFace(flagged.profile.id, { faceStatus: 'PROCESSING' });
    const since = clock.now();
    await heldCard(831);
    clock.advance(90_000);

    const after = await scrape();
    expect(waiting(after, 'faces')).toBe(1);
    expect(age(after, 'faces')).toBe(90);
    expect(waiting(after, 'cards')).toBe(cardsBefore + 1);
    expect(age(after, 'cards')).toBeGreaterThanOrEqual(90);

    const overview = dataOf<EndpointData<'consoleOverview'>>(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/console/overview',
        headers: reviewer.headers,
      }),
    );
    expect(overview.faces).toEqual({ waiting: 1, oldestSince: since.toISOString() });
    expect(overview.cards.waiting).toBe(cardsBefore + 1);
    expect(dataOf<EndpointData<'consoleFaceReviews'>>(await call('GET', 'faces')).items).toEqual([
      {
        id: flagged.profile.id,
        kind: 'look-alike',
        firstName: 'Rita',
        waitingSince: since.toISOString(),
      },
    ]);
  });
});

describe.skipIf(skipWithoutSharedFaces)(
  `review queues: faces${sharedFacesAvailable ? '' : ` (${sharedFacesMissing})`}`,
  // Real photo analyses, slower while other test files run beside this one.
  { timeout: 120_000 },
  () => {
    const ctx = useFaceTestApp();
    let reviewer: SignedInOperator;

    const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      consoleCall(ctx.app, reviewer, method, url, payload);
    const profileOf = async (token: string) =>
      dataOf<UserProfile>(
        await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) }),
      );
    const templatesOf = (userId: string) =>
      ctx.database.db.select().from(faceTemplates).where(eq(faceTemplates.userId, userId));

    /** A shown photo decodes as a JPEG of the face's size or less. */
    async function expectJpeg(dataUrl: string | null | undefined) {
      expect(dataUrl).toMatch(/^data:image\/jpeg;base64,/u);
      const meta = await sharp(Buffer.from(dataUrl!.split(',')[1]!, 'base64')).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(800);
    }

    type Customer = Awaited<ReturnType<typeof newFaceUser>>;
    let enrolled: Customer;
    let lookAlike: Customer;
    let replacing: Customer;
    let unsure: Customer;

    beforeAll(async () => {
      reviewer = await signedInOperator(ctx.app, ['reviewer']);
      // A look-alike: the same person enrolled on a second account.
      enrolled = await newFaceUser(ctx.app, { fullName: 'Bruno Alves Costa' });
      await capture(ctx.app, enrolled.token, faces.personB[1]);
      await livenessCapture(ctx, enrolled.token, faces.personB[0]);
      ctx.clock.advance(1000);
      lookAlike = await newFaceUser(ctx.app, { fullName: 'Carla Dias' });
      await capturePair(ctx, lookAlike.token, faces.personB);

      // A replacement by another person's face (decision 023), after the step-up.
      ctx.clock.advance(1000);
      replacing = await newFaceUser(ctx.app, { fullName: 'Ana Souza' });
      await capturePair(ctx, replacing.token, faces.personA);
      ctx.clock.advance(1000);
      await confirmStepUp(ctx.app, replacing.token);
      await capturePair(ctx, replacing.token, faces.personC);

      // An unsure liveness (decision 037): a photo too small to judge and a still burst.
      ctx.clock.advance(1000);
      unsure = await newFaceUser(ctx.app, { fullName: 'Leonardo Prado' });
      await capture(ctx.app, unsure.token, 'small-leonard-1.jpg');
      const still = readSharedFace('small-leonard-2.jpg').toString('base64');
      await capture(ctx.app, unsure.token, 'small-leonard-2.jpg', {
        step: 2,
        frames: [still, still],
      });
    }, 240_000);

    it('lists the waiting faces oldest first, each with its kind', async () => {
      const { items } = dataOf<EndpointData<'consoleFaceReviews'>>(await call('GET', 'faces'));
      expect(items.map(({ id, kind, firstName }) => ({ id, kind, firstName }))).toEqual([
        { id: lookAlike.profile.id, kind: 'look-alike', firstName: 'Carla' },
        { id: replacing.profile.id, kind: 'replacement', firstName: 'Ana' },
        { id: unsure.profile.id, kind: 'liveness', firstName: 'Leonardo' },
      ]);
      const times = items.map((item) => Date.parse(item.waitingSince));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('shows a look-alike beside the account it looks like, photos opened for this answer only', async () => {
      const shown = await call('GET', `faces/${lookAlike.profile.id}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['cache-control']).toBe('no-store');
      const face = dataOf<FaceDetail>(shown);
      expect(face).toMatchObject({ kind: 'look-alike', firstName: 'Carla', replaces: null });
      expect(face.faces).toHaveLength(1);
      await expectJpeg(face.faces[0]!.photo);
      // Kept for the reviewer: the liveness photo and the models' own scores.
      await expectJpeg(face.faces[0]!.livenessPhoto);
      expect(face.faces[0]!.liveness.models).toEqual({
        silentFace: expect.any(Number) as number,
        antispoof: expect.any(Number) as number,
        liveness: expect.any(Number) as number,
      });
      expect(face.lookAlikes).toEqual([
        {
          userId: enrolled.profile.id,
          firstName: 'Bruno',
          similarity: expect.any(Number) as number,
          photo: expect.stringMatching(/^data:image\/jpeg;base64,/u) as string,
        },
      ]);
      expect(face.lookAlikes[0]!.similarity).toBeGreaterThanOrEqual(FACE_MATCH_SCORE);
      expect(face.thresholds).toEqual({ samePerson: FACE_MATCH_SCORE, live: LIVENESS_THRESHOLD });
      expect(await auditOf(ctx.app, 'user', lookAlike.profile.id)).toEqual([
        expect.objectContaining({ action: 'face.view', operatorId: reviewer.id, reason: null }),
      ]);
    });

    it('shows a replacement beside the face it would replace, with its score', async () => {
      const face = dataOf<FaceDetail>(await call('GET', `faces/${replacing.profile.id}`));
      expect(face.kind).toBe('replacement');
      expect(face.replaces?.faces).toHaveLength(1);
      await expectJpeg(face.replaces!.faces[0]!.photo);
      expect(face.replaces!.score).toBeLessThan(FACE_MATCH_SCORE);
      await expectJpeg(face.faces[0]!.photo);
      expect(face.faces[0]!.photo).not.toBe(face.replaces!.faces[0]!.photo);
      expect(face.lookAlikes).toEqual([]);
    });

    it("shows an unsure liveness with each model's score and the burst's frames", async () => {
      const face = dataOf<FaceDetail>(await call('GET', `faces/${unsure.profile.id}`));
      expect(face.kind).toBe('liveness');
      const [saved] = face.faces;
      expect(saved!.frames).toHaveLength(2);
      for (const frame of saved!.frames) await expectJpeg(frame);
      await expectJpeg(saved!.livenessPhoto);
      expect(saved!.liveness.models).not.toBeNull();
      expect(saved!.liveness.burst).toMatchObject({ evidence: 'still' });
    });

    it('approves a look-alike: the face becomes active, audited with the note', async () => {
      expect((await profileOf(lookAlike.token)).userFaceStatus).toBe('PROCESSING');
      const approval = await call('POST', `faces/${lookAlike.profile.id}/approve`, {
        note: 'irmãos gêmeos, conferido',
      });
      expect(dataOf(approval)).toEqual({ decided: true, notified: true });
      expect(await profileOf(lookAlike.token)).toMatchObject({
        userFaceStatus: 'SUCCESS',
        mustRegisterFace: false,
      });
      expect((await smsTo(ctx.app, lookAlike.profile.phone!.number, 2)).at(-1)).toMatch(
        /^Rosto: o novo rosto da sua conta foi aprovado em .* e já está ativo\./u,
      );
      // What only the reviewer saw is forgotten once the review ends (decision 051).
      const [template] = await templatesOf(lookAlike.profile.id);
      expect(template).toMatchObject({ active: true, livenessPhoto: null, burstFrames: null });
      expect((await auditOf(ctx.app, 'user', lookAlike.profile.id)).at(-1)).toMatchObject({
        action: 'face.approve',
        operatorId: reviewer.id,
        reason: 'irmãos gêmeos, conferido',
      });
      expectError(
        await call('POST', `faces/${lookAlike.profile.id}/approve`, {}),
        404,
        'REVIEW_NOT_FOUND',
      );
      expectError(await call('GET', `faces/${lookAlike.profile.id}`), 404, 'REVIEW_NOT_FOUND');
    });

    it('approves a replacement under decision 023: the new face takes over', async () => {
      const before = await templatesOf(replacing.profile.id);
      const waiting = before.find((row) => row.awaitingReview);
      expect(dataOf(await call('POST', `faces/${replacing.profile.id}/approve`, {}))).toEqual({
        decided: true,
        notified: true,
      });
      const active = (await templatesOf(replacing.profile.id)).filter((row) => row.active);
      expect(active.map((row) => row.id)).toEqual([waiting!.id]);
      expect((await profileOf(replacing.token)).userFaceStatus).toBe('SUCCESS');
    });

    it('rejects an unsure liveness with a listed reason the SMS gives; a second decision is 404', async () => {
      expectError(
        await call('POST', `faces/${unsure.profile.id}/reject`, { reason: 'looks odd' }),
        400,
        'VALIDATION_ERROR',
      );
      const rejection = await call('POST', `faces/${unsure.profile.id}/reject`, {
        reason: 'not-live',
        note: 'parece uma foto impressa',
      });
      expect(dataOf(rejection)).toEqual({ decided: true, notified: true });
      expect(await profileOf(unsure.token)).toMatchObject({
        userFaceStatus: 'FAIL',
        mustRegisterFace: true,
      });
      expect(await templatesOf(unsure.profile.id)).toEqual([]);
      expect((await smsTo(ctx.app, unsure.profile.phone!.number, 2)).at(-1)).toMatch(
        /não foi aprovado \(.*\)\. Motivo: a foto parece ser de outra foto ou de uma tela\. Cadastre seu rosto de novo pelo app\.$/u,
      );
      expect((await auditOf(ctx.app, 'user', unsure.profile.id)).map((row) => row.action)).toEqual([
        'face.view',
        'face.reject',
      ]);
      expect((await auditOf(ctx.app, 'user', unsure.profile.id)).at(-1)?.reason).toBe(
        'not-live: parece uma foto impressa',
      );
      expectError(
        await call('POST', `faces/${unsure.profile.id}/reject`, { reason: 'poor-photo' }),
        404,
        'REVIEW_NOT_FOUND',
      );
      const { items } = dataOf<EndpointData<'consoleFaceReviews'>>(await call('GET', 'faces'));
      expect(items).toEqual([]);
    });
  },
);
