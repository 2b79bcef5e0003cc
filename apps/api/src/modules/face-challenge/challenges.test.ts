// The liveness challenges' store (decision 062) on PGlite and PostgreSQL
// (TEST_DB): drawn sides, bound to their customer and payment, used once (also
// under concurrent calls), expiring, capped per payment. No face is analysed.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { challengeActions } from '@rosto/contract/schemas/face';
import { fakeClock, useTestApp } from '../../../test/app';
import { newFaceUser } from '../../../test/face';
import { createPlace, createTerminal } from '../../../test/payments';
import { startPayment } from '../../../test/terminal';
import { faceChallenges } from '../../db/schema';
import type { FaceEngine } from '../../face-engine/types';
import { CHALLENGES_PER_PAYMENT, CHALLENGE_TTL_MS, createFaceChallenges } from './challenges';
import { createFaceChallengeRepository } from './repository';

const noFaceEngine: FaceEngine = {
  analyse: () => Promise.resolve({ faces: [], image: { width: 1, height: 1 } }),
  close: () => Promise.resolve(),
};

describe('liveness challenges', () => {
  const clock = fakeClock();
  const context = useTestApp({ faceEngine: noFaceEngine, clock });
  let userId: string;
  let otherUserId: string;
  let till: string;

  const challenges = () => context.app.faceChallenges;
  const rowOf = async (id: string) =>
    (await context.database.db.select().from(faceChallenges).where(eq(faceChallenges.id, id)))[0];
  const newPayment = async () => (await startPayment(context.app, till)).id;

  beforeAll(async () => {
    userId = (await newFaceUser(context.app)).profile.id;
    otherUserId = (await newFaceUser(context.app)).profile.id;
    till = (await createTerminal(context.database.db, (await createPlace(context.database.db)).id))
      .key;
  });

  it('issues a side to turn to, expiring 20 s later, stored for its customer alone', async () => {
    const issued = await challenges().forEnrolment(userId);
    expect(challengeActions).toContain(issued.action);
    expect(new Date(issued.expiresAt).getTime() - clock.now().getTime()).toBe(CHALLENGE_TTL_MS);
    expect(await rowOf(issued.challengeId)).toMatchObject({
      userId,
      paymentId: null,
      action: issued.action,
      usedAt: null,
      outcome: null,
    });
  });

  it('draws both sides', async () => {
    const drawn = new Set<string>();
    // 40 draws all on one side: one chance in 2^39.
    for (let i = 0; i < 40; i += 1) drawn.add((await challenges().forEnrolment(userId)).action);
    expect([...drawn].sort()).toEqual([...challengeActions].sort());
  });

  it("asks the sandbox's fixed side when SANDBOX_CHALLENGE_ACTION names one (browser tests)", async () => {
    const fixed = createFaceChallenges({
      repository: createFaceChallengeRepository(context.database.db),
      clock,
      fixedAction: 'turn-right',
    });
    for (let i = 0; i < 10; i += 1) {
      expect((await fixed.forEnrolment(userId)).action).toBe('turn-right');
    }
  });

  it('answers its action once: a second use, or 10 at once, get it no more', async () => {
    const issued = await challenges().forEnrolment(userId);
    const subject = { userId, paymentId: null };
    expect(await challenges().use(issued.challengeId, subject)).toEqual({
      status: 'open',
      id: issued.challengeId,
      action: issued.action,
    });
    expect(await challenges().use(issued.challengeId, subject)).toEqual({ status: 'used' });

    const raced = await challenges().forEnrolment(userId);
    const uses = await Promise.all(
      Array.from({ length: 10 }, () => challenges().use(raced.challengeId, subject)),
    );
    expect(uses.filter((use) => use.status === 'open')).toHaveLength(1);
    expect(uses.filter((use) => use.status === 'used')).toHaveLength(9);
  });

  it("is not found for another customer, another payment, or the enrolment's call", async () => {
    const paymentId = await newPayment();
    const atTill = await challenges().forPayment(paymentId, userId);
    const atEnrolment = await challenges().forEnrolment(userId);
    expect(atTill).not.toBeNull();
    const id = atTill!.challengeId;
    expect(await challenges().use(id, { userId: otherUserId, paymentId })).toEqual({
      status: 'not-found',
    });
    expect(await challenges().use(id, { userId, paymentId: await newPayment() })).toEqual({
      status: 'not-found',
    });
    expect(await challenges().use(id, { userId, paymentId: null })).toEqual({
      status: 'not-found',
    });
    expect(await challenges().use(atEnrolment.challengeId, { userId, paymentId })).toEqual({
      status: 'not-found',
    });
    // Still there for its own subject.
    expect((await challenges().use(id, { userId, paymentId })).status).toBe('open');
  });

  it('expires after 20 s, recorded as such, and stays expired', async () => {
    const issued = await challenges().forEnrolment(userId);
    const subject = { userId, paymentId: null };
    clock.advance(CHALLENGE_TTL_MS - 1);
    const justInTime = await challenges().forEnrolment(userId);
    clock.advance(1);
    expect(await challenges().use(issued.challengeId, subject)).toEqual({ status: 'expired' });
    expect(await challenges().use(issued.challengeId, subject)).toEqual({ status: 'expired' });
    expect(await rowOf(issued.challengeId)).toMatchObject({ usedAt: null, outcome: 'expired' });
    expect((await challenges().use(justInTime.challengeId, subject)).status).toBe('open');
  });

  it('offers a payment 3 challenges at most; each is shown while open', async () => {
    const paymentId = await newPayment();
    const offered = [];
    for (let i = 0; i < CHALLENGES_PER_PAYMENT; i += 1) {
      offered.push(await challenges().forPayment(paymentId, userId));
    }
    expect(offered.every((challenge) => challenge !== null)).toBe(true);
    expect(await challenges().forPayment(paymentId, userId)).toBeNull();
    const [first, second] = offered.map((challenge) => challenge!);
    const subject = { userId, paymentId };
    expect(await challenges().findOpen(first!.challengeId, subject)).toEqual(first);
    expect(
      await challenges().findOpen(first!.challengeId, { userId: otherUserId, paymentId }),
    ).toBeNull();
    await challenges().use(first!.challengeId, subject);
    expect(await challenges().findOpen(first!.challengeId, subject)).toBeNull();
    clock.advance(CHALLENGE_TTL_MS);
    expect(await challenges().findOpen(second!.challengeId, subject)).toBeNull();
  });

  it('records what the frames showed', async () => {
    const issued = await challenges().forEnrolment(userId);
    await challenges().use(issued.challengeId, { userId, paymentId: null });
    await challenges().record(issued.challengeId, 'enrolment', 'wrong-direction');
    expect(await rowOf(issued.challengeId)).toMatchObject({ outcome: 'wrong-direction' });
  });
});
