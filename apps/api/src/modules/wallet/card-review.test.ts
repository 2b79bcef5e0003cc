// The operator's review of cards waiting for approval (decision 030) through
// the review command's queue: list, approve and reject, each told by SMS.
import { describe, expect, it } from 'vitest';
import {
  type ReviewAuditEvent,
  cardReviewQueue,
  parseReviewArgs,
  runReviewCommand,
} from '../../cli/review-command';
import { useTestApp } from '../../../test/app';
import { lastMessage } from '../../../test/entrance';
import { addCreditCard, visa, walletCards, walletUser } from '../../../test/wallet';

describe('card review', () => {
  const ctx = useTestApp();

  async function waitingCard(n: number) {
    const user = await walletUser(ctx.app, {
      fullName: 'Dora Reis',
      allowAddPaymentStatus: 'WAITING_APPROVAL',
    });
    const number = visa(n);
    const added = await addCreditCard(ctx.app, user.token, { number });
    const { id } = added.json<{ data: { id: string } }>().data;
    return { ...user, id, lastFour: number.slice(-4) };
  }

  it('lists, approves and rejects, telling the customer by SMS', async () => {
    const approved = await waitingCard(701);
    const rejected = await waitingCard(702);
    const queues = { card: cardReviewQueue(ctx.app.cardReview) };
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    const audited: ReviewAuditEvent[] = [];
    const audit = (event: ReviewAuditEvent) => {
      audited.push(event);
      return Promise.resolve();
    };

    expect(
      await runReviewCommand(parseReviewArgs(['list', '--kind', 'card']), queues, print, audit),
    ).toBe(0);
    expect(lines).toContainEqual(expect.stringContaining(`card\t${approved.id}\tDora\t`));
    expect(lines.find((line) => line.includes(approved.id))).toContain(
      `Visa final ${approved.lastFour}`,
    );

    lines.length = 0;
    expect(
      await runReviewCommand(
        parseReviewArgs(['approve', approved.id, '--kind', 'card']),
        queues,
        print,
        audit,
      ),
    ).toBe(0);
    expect(lines).toEqual([`card ${approved.id} approved; the customer was told by SMS.`]);
    expect((await walletCards(ctx.app, approved.token))[0]).toMatchObject({
      cardStatus: 'MANUAL_APPROVED',
      canBeValidated: true,
    });
    expect((await lastMessage(ctx.app, approved.profile.phone?.number ?? ''))?.body).toBe(
      `Rosto: seu cartão Visa final ${approved.lastFour} foi aprovado. Abra a carteira no app para validá-lo.`,
    );

    lines.length = 0;
    const reject = parseReviewArgs([
      'reject',
      rejected.id,
      '--kind',
      'card',
      '--reason',
      'cartão de terceiro',
    ]);
    expect(await runReviewCommand(reject, queues, print, audit)).toBe(0);
    expect((await walletCards(ctx.app, rejected.token))[0]).toMatchObject({
      cardStatus: 'MANUAL_REJECTED',
      canBeValidated: false,
    });
    expect((await lastMessage(ctx.app, rejected.profile.phone?.number ?? ''))?.body).toContain(
      'não foi aprovado. Motivo: cartão de terceiro.',
    );
    // Decided already: nothing waits under that id any more.
    expect(await runReviewCommand(reject, queues, print, audit)).toBe(1);
    expect(
      await runReviewCommand(
        parseReviewArgs(['approve', 'not-an-id', '--kind', 'card']),
        queues,
        print,
        audit,
      ),
    ).toBe(1);
    // One audit row per decision made, none for the refused ones.
    expect(audited).toEqual([
      {
        action: 'card.approve',
        targetKind: 'card',
        targetId: approved.id,
        reason: 'npm run review',
      },
      {
        action: 'card.reject',
        targetKind: 'card',
        targetId: rejected.id,
        reason: 'npm run review: cartão de terceiro',
      },
    ]);
  });
});
