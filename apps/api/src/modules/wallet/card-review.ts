// An operator's review of cards waiting for approval (decision 030): the list,
// approve (MANUAL_APPROVED: the customer can then validate it) and reject
// (MANUAL_REJECTED), each told to the customer by SMS. Used by the review
// command (npm run review -- --kind card) and the sandbox's review call.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { AppError } from '../../errors';
import type { SmsSender } from '../../plugins/messaging';
import { REVIEW_REASON_MAX_LENGTH } from '../face/notices';
import type { UsersRepository } from '../user/repository';
import { authorizerEntry } from './authorizers';
import { type PaymentMethodRow, toPaymentMethod } from './payment-method-view';
import type { WalletRepository } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** "Visa final 1111": what the SMS names the card by (brand and last four only). */
function cardName(row: PaymentMethodRow): string {
  const name = row.metadata?.cardName ?? authorizerEntry(row.authorizer).name;
  return row.lastFour ? `${name} final ${row.lastFour}` : name;
}

export function cardReviewText(
  row: PaymentMethodRow,
  decision: 'MANUAL_APPROVED' | 'MANUAL_REJECTED',
  reason?: string,
): string {
  if (decision === 'MANUAL_APPROVED') {
    return `Rosto: seu cartão ${cardName(row)} foi aprovado. Abra a carteira no app para validá-lo.`;
  }
  const why = reason?.trim().slice(0, REVIEW_REASON_MAX_LENGTH);
  return (
    `Rosto: seu cartão ${cardName(row)} não foi aprovado.` +
    `${why ? ` Motivo: ${why}.` : ''} Você pode cadastrar outro cartão pelo app.`
  );
}

export interface CardReviewItem {
  id: string;
  firstName: string;
  since: Date;
  details: string;
}

export function createCardReview(deps: {
  repository: WalletRepository;
  users: Pick<UsersRepository, 'findById'>;
  sms: SmsSender;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now: () => Date;
}) {
  const notify = async (row: PaymentMethodRow, text: string): Promise<boolean> => {
    try {
      const user = await deps.users.findById(row.userId);
      if (!user?.phoneNumber) return false;
      await deps.sms.send({ to: user.phoneNumber, body: text });
      return true;
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'unknown';
      deps.log.warn({ paymentMethodId: row.id, error: code }, 'card review SMS not sent');
      return false;
    }
  };

  const decide = async (
    id: string,
    decision: 'MANUAL_APPROVED' | 'MANUAL_REJECTED',
    reason?: string,
  ): Promise<{ card: PaymentMethod; notified: boolean } | null> => {
    if (!UUID.test(id)) return null;
    const row = await deps.repository.findById(id);
    if (!row || row.deletedAt || row.status !== 'WAITING_APPROVAL') return null;
    const updated = await deps.repository.update(
      row.userId,
      row.id,
      { status: decision },
      deps.now(),
    );
    if (!updated) return null;
    const notified = await notify(updated, cardReviewText(updated, decision, reason));
    return { card: toPaymentMethod(updated, { includeBalance: false }), notified };
  };

  return {
    async list(): Promise<CardReviewItem[]> {
      const rows = await deps.repository.waitingReview();
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          firstName: (await deps.users.findById(row.userId))?.firstName ?? '',
          since: row.createdAt,
          details: `${cardName(row)}${
            row.numberHash && (await deps.repository.liveElsewhere(row.userId, row.numberHash))
              ? '; the same card is in another wallet'
              : ''
          }`,
        })),
      );
    },
    decide,
  };
}
export type CardReview = ReturnType<typeof createCardReview>;
