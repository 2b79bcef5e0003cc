// The customer is told of each payment at once (issue 11, decision 033): an SMS
// with the amount, the shop and the card's last four digits, and another when
// the shop cancels it. Sent after the payment is saved; a failed SMS is logged
// (no personal data) and never undoes the payment.
import type { FastifyBaseLogger } from 'fastify';
import { formatCents } from '@rosto/contract/validators/amount';
import type { SmsSender } from '../../plugins/messaging';
import { noticeMoment } from '../face/notices';

export type PaymentNotice = 'paid' | 'canceled';

export interface PaymentNoticeFacts {
  /** The customer's phone; no SMS without one. */
  phoneNumber: string | null;
  placeName: string;
  lastFour: string | null;
  amountCents: number;
}

/** Longest shop name an SMS carries (the rest is cut). */
export const NOTICE_PLACE_MAX_LENGTH = 40;

/** The SMS text (pt-BR): no name, no CPF, only what the customer needs to spot a payment. */
export function paymentNoticeText(
  notice: PaymentNotice,
  facts: Omit<PaymentNoticeFacts, 'phoneNumber'>,
  at: Date,
): string {
  const amount = formatCents(facts.amountCents);
  const place = facts.placeName.trim().slice(0, NOTICE_PLACE_MAX_LENGTH);
  const card = facts.lastFour ? ` com o cartão final ${facts.lastFour}` : '';
  const when = noticeMoment(at);
  return notice === 'paid'
    ? `Rosto: pagamento de ${amount} em ${place}${card}, ${when}. Não foi você? Fale com a gente pelo app.`
    : `Rosto: o pagamento de ${amount} em ${place}${card} foi cancelado em ${when}.`;
}

export function createPaymentNotices(deps: { sms: SmsSender; log: FastifyBaseLogger }) {
  return {
    async send(notice: PaymentNotice, facts: PaymentNoticeFacts, at: Date): Promise<void> {
      if (!facts.phoneNumber) return;
      try {
        await deps.sms.send({ to: facts.phoneNumber, body: paymentNoticeText(notice, facts, at) });
      } catch (error) {
        deps.log.warn({ err: error, notice }, 'payment notice not sent');
      }
    },
  };
}
export type PaymentNotices = ReturnType<typeof createPaymentNotices>;
