// An operator's review of cards waiting for approval (decision 030): the list,
// approve (MANUAL_APPROVED: the customer can then validate it) and reject
// (MANUAL_REJECTED), each told to the customer by SMS. Used by the review
// command (npm run review -- --kind card) and the sandbox's review call.
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@rosto/contract/errors';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { AppError } from '../../errors';
import type { SmsSender } from '../../plugins/app/messaging';
import { type ReviewReason, reasonText } from '../face-review/notices';
import type { UsersRepository } from '../user/repository';
import { authorizerEntry } from './authorizers';
import { type PaymentMethodRow, toPaymentMethod } from './payment-method-view';
import type { WalletRepository } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** "Visa final 1111": what the operator's list names the card by (brand and last four only). */
function cardName(row: PaymentMethodRow): string {
  const name = row.metadata?.cardName ?? authorizerEntry(row.authorizer).name;
  return row.lastFour ? `${name} final ${row.lastFour}` : name;
}

/** The card as the SMS names it: "cartão Visa final 1111" or "Visa card ending in 1111". */
function cardInSms(row: PaymentMethodRow, language: Locale): string {
  if (language === 'pt-BR') return `cartão ${cardName(row)}`;
  const name = row.metadata?.cardName ?? authorizerEntry(row.authorizer).name;
  return row.lastFour ? `${name} card ending in ${row.lastFour}` : `${name} card`;
}

export function cardReviewText(
  row: PaymentMethodRow,
  decision: 'MANUAL_APPROVED' | 'MANUAL_REJECTED',
  language: Locale,
  reason?: ReviewReason,
): string {
  const card = cardInSms(row, language);
  const why = reasonText(reason, language);
  if (language === 'en') {
    return decision === 'MANUAL_APPROVED'
      ? `Rosto: your ${card} was approved. Open Cards in the app to validate it.`
      : `Rosto: your ${card} was not approved.${why} You can add another card in the app.`;
  }
  return decision === 'MANUAL_APPROVED'
    ? `Rosto: seu ${card} foi aprovado. Abra a carteira no app para validá-lo.`
    : `Rosto: seu ${card} não foi aprovado.${why} Você pode cadastrar outro cartão pelo app.`;
}

export interface CardReviewItem {
  id: string;
  firstName: string;
  since: Date;
  /** One line for the command's list: the card and why it waits. */
  details: string;
  card: Pick<PaymentMethodRow, 'type' | 'brand' | 'lastFour'> & { name: string };
}

/** A waiting card and why a person must look at it, as things stand now (decision 030). */
export interface CardReviewDetail extends CardReviewItem {
  held: {
    /** First names of the other customers holding the same card. */
    otherWallets: { firstName: string }[];
    /** The customer's own card additions wait for approval. */
    customerAwaitsApproval: boolean;
  };
}

export function createCardReview(deps: {
  repository: WalletRepository;
  users: Pick<UsersRepository, 'findById'>;
  sms: SmsSender;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now: () => Date;
}) {
  /** The SMS in the customer's language; false (logged) when it could not be sent. */
  const notify = async (
    row: PaymentMethodRow,
    text: (language: Locale) => string,
  ): Promise<boolean> => {
    try {
      const user = await deps.users.findById(row.userId);
      if (!user?.phoneNumber) return false;
      await deps.sms.send({ to: user.phoneNumber, body: text(user.language) });
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
    reason?: ReviewReason,
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
    const notified = await notify(updated, (language) =>
      cardReviewText(updated, decision, language, reason),
    );
    return { card: toPaymentMethod(updated, { includeBalance: false }), notified };
  };

  const item = async (row: PaymentMethodRow): Promise<CardReviewItem> => ({
    id: row.id,
    firstName: (await deps.users.findById(row.userId))?.firstName ?? '',
    since: row.createdAt,
    details: `${cardName(row)}${
      row.numberHash && (await deps.repository.liveElsewhere(row.userId, row.numberHash))
        ? '; the same card is in another wallet'
        : ''
    }`,
    card: {
      type: row.type,
      brand: row.brand,
      lastFour: row.lastFour,
      name: row.metadata?.cardName ?? authorizerEntry(row.authorizer).name,
    },
  });

  return {
    async list(): Promise<CardReviewItem[]> {
      return Promise.all((await deps.repository.waitingReview()).map(item));
    },

    /** The card waiting for review under this id, with why it waits; null when none does. */
    async find(id: string): Promise<CardReviewDetail | null> {
      if (!UUID.test(id)) return null;
      const row = await deps.repository.findById(id);
      if (!row || row.deletedAt || row.status !== 'WAITING_APPROVAL') return null;
      const [owner, holders] = await Promise.all([
        deps.users.findById(row.userId),
        row.numberHash ? deps.repository.holdersElsewhere(row.userId, row.numberHash) : [],
      ]);
      const others = await Promise.all(holders.map((userId) => deps.users.findById(userId)));
      return {
        ...(await item(row)),
        held: {
          otherWallets: others.flatMap((other) => (other ? [{ firstName: other.firstName }] : [])),
          customerAwaitsApproval: owner?.allowAddPaymentStatus === 'WAITING_APPROVAL',
        },
      };
    },
    decide,
  };
}
export type CardReview = ReturnType<typeof createCardReview>;
