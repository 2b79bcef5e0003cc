// Reviews of faces like another user's (decision 021): list, approve, reject on a
// real database, with the pending state written through the repositories, and
// the customer's SMS read from the outbox.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type ReviewAuditEvent,
  type ReviewQueue,
  faceReviewQueue,
  runReviewCommand,
} from '../../cli/review-command';
import { fakeClock, useTestApp } from '../../../test/app';
import { sandboxUser } from '../../../test/entrance';
import { faceReviewOf, smsTo } from '../../../test/face';
import { faceTemplates, faceUsageIntentions } from '../../db/schema';
import { embeddingToBytes } from '../../face-engine/similarity';

describe('face reviews', () => {
  const clock = fakeClock(new Date('2026-11-23T17:05:00Z'));
  const context = useTestApp({ clock });

  const review = () => faceReviewOf(context.app, () => clock.now());

  async function newUser(faceStatus: 'SUCCESS' | 'PROCESSING', fullName = 'Joana Lima Prado') {
    const { profile } = await sandboxUser(context.app, { faceStatus, fullName });
    const row = await context.app.usersRepository.findById(profile.id);
    return { id: profile.id, phone: row!.phoneNumber! };
  }

  /** A face enrolled as the registration would, flagged like `others` when given. */
  async function enrolFace(userId: string, others: string[] = []) {
    const embedding = new Float32Array(512).map(() => Math.random() - 0.5);
    await context.app.faceTemplateRepository.saveTemplate(
      {
        userId,
        usesGlasses: false,
        embedding: Buffer.from(embeddingToBytes(embedding)),
        descriptor: null,
        image: Buffer.from('sealed photo'),
        faceBox: { x: 0.3, y: 0.2, width: 0.4, height: 0.5 },
        livenessScore: 0.9,
      },
      { awaitingReview: false },
      embedding,
      others.map((otherUserId) => ({ userId: otherUserId, similarity: 0.93 })),
      false,
      clock.now(),
    );
    if (others.length === 0) return;
    const intention = await context.app.faceIntentionRepository.openIntention(userId, clock.now());
    await context.app.faceIntentionRepository.finishIntention(
      intention,
      { outcome: 'PROCESSING', nextCapture: null },
      { faceStatus: 'PROCESSING', mustRegisterFace: false },
      clock.now(),
    );
  }

  const intentionOf = async (userId: string) =>
    (
      await context.database.db
        .select()
        .from(faceUsageIntentions)
        .where(eq(faceUsageIntentions.userId, userId))
    )[0];
  const templatesOf = (userId: string) =>
    context.database.db.select().from(faceTemplates).where(eq(faceTemplates.userId, userId));

  it('lists pending faces, approves one and rejects another, telling each customer', async () => {
    const enrolled = await newUser('SUCCESS');
    await enrolFace(enrolled.id);
    const approved = await newUser('SUCCESS', 'Carla Dias');
    await enrolFace(approved.id, [enrolled.id]);
    const rejected = await newUser('SUCCESS', 'Bruno Alves Costa');
    await enrolFace(rejected.id, [enrolled.id, approved.id]);

    const pending = await review().list();
    const carla = pending.find((face) => face.userId === approved.id);
    expect(carla).toMatchObject({ firstName: 'Carla', since: clock.now() });
    expect(carla!.duplicates.map((flag) => flag.otherUserId)).toEqual([enrolled.id]);
    expect(carla!.duplicates[0]!.similarity).toBeCloseTo(0.93, 5);
    expect(pending.find((face) => face.userId === rejected.id)).toMatchObject({
      firstName: 'Bruno',
    });
    expect(pending.map((face) => face.userId)).not.toContain(enrolled.id);
    expect(pending.find((face) => face.userId === rejected.id)!.duplicates).toHaveLength(2);

    clock.advance(60 * 60 * 1000);
    expect(await review().approve(approved.id)).toEqual({ decided: true, notified: true });
    expect(await context.app.usersRepository.findById(approved.id)).toMatchObject({
      faceStatus: 'SUCCESS',
      mustRegisterFace: false,
    });
    expect(await intentionOf(approved.id)).toMatchObject({ state: 'FINISHED', outcome: 'SUCCESS' });
    expect((await templatesOf(approved.id)).map((template) => template.active)).toEqual([true]);
    expect(await smsTo(context.app, approved.phone, 1)).toEqual([
      'Rosto: o novo rosto da sua conta foi aprovado em 23/11 às 15:05 e já está ativo. ' +
        'Não foi você? Fale com a gente pelo app.',
    ]);

    expect(await review().reject(rejected.id, 'a foto não mostra o rosto inteiro')).toEqual({
      decided: true,
      notified: true,
    });
    expect(await context.app.usersRepository.findById(rejected.id)).toMatchObject({
      faceStatus: 'FAIL',
      mustRegisterFace: true,
    });
    expect(await intentionOf(rejected.id)).toMatchObject({ outcome: 'FAIL' });
    expect(await templatesOf(rejected.id)).toEqual([]);
    expect(await smsTo(context.app, rejected.phone, 1)).toEqual([
      'Rosto: o novo rosto da sua conta não foi aprovado (23/11 às 15:05). ' +
        'Motivo: a foto não mostra o rosto inteiro. Cadastre seu rosto de novo pelo app.',
    ]);

    // Decided once: nothing waits any more, and a second decision changes nothing.
    expect((await review().list()).map((face) => face.userId)).not.toEqual(
      expect.arrayContaining([approved.id]),
    );
    expect(await review().reject(approved.id)).toEqual({ decided: false, notified: false });
    expect(await review().approve(enrolled.id)).toEqual({ decided: false, notified: false });
    expect(await review().approve('not-a-user-id')).toEqual({ decided: false, notified: false });
    expect((await context.app.usersRepository.findById(approved.id))!.faceStatus).toBe('SUCCESS');
    expect(await smsTo(context.app, approved.phone, 1)).toHaveLength(1);
  });

  it('runs the operator command on the face queue', async () => {
    const enrolled = await newUser('SUCCESS');
    await enrolFace(enrolled.id);
    const flagged = await newUser('SUCCESS', 'Dora Reis');
    await enrolFace(flagged.id, [enrolled.id]);
    const queues: Record<'face', ReviewQueue> = { face: faceReviewQueue(review()) };
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    const audited: ReviewAuditEvent[] = [];
    const audit = (event: ReviewAuditEvent) => {
      audited.push(event);
      return Promise.resolve();
    };

    expect(await runReviewCommand({ action: 'list', kind: 'face' }, queues, print, audit)).toBe(0);
    expect(lines).toContainEqual(
      `face\t${flagged.id}\tDora\t${clock.now().toISOString()}\tlooks like ${enrolled.id} (0.930)`,
    );
    lines.length = 0;
    expect(
      await runReviewCommand(
        { action: 'approve', kind: 'face', id: flagged.id },
        queues,
        print,
        audit,
      ),
    ).toBe(0);
    expect(lines).toEqual([`face ${flagged.id} approved; the customer was told by SMS.`]);
    expect(audited).toEqual([
      {
        action: 'face.approve',
        targetKind: 'user',
        targetId: flagged.id,
        reason: 'npm run review',
      },
    ]);
    lines.length = 0;
    expect(
      await runReviewCommand(
        { action: 'reject', kind: 'face', id: flagged.id, reason: 'foto escura' },
        queues,
        print,
        audit,
      ),
    ).toBe(1);
    expect(lines).toEqual([`No face waits for review under ${flagged.id}.`]);
    // Nothing decided: no row.
    expect(audited).toHaveLength(1);
  });
});
