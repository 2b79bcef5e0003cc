// The customer is told of each payment at once (issue 11, decision 033): an SMS
// with the amount, the shop and the card's last four digits, and another when
// the shop cancels it. Sent after the payment is saved; a failed SMS is logged
// (no personal data) and never undoes the payment.
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@rosto/contract/errors';
import { formatMoney } from '@rosto/contract/format-money';
import type { SmsSender } from '../../plugins/app/messaging';
import { noticeMoment } from '../face-review/notices';

export type PaymentNotice = 'paid' | 'canceled' | 'refunded' | 'reversed';

export interface PaymentNoticeFacts {
  /** The customer's phone; no SMS without one. */
  phoneNumber: string | null;
  /** The customer's language for messages (decision 042). */
  language: Locale;
  placeName: string;
  lastFour: string | null;
  /** The payment's amount; a refund's own amount for `refunded`. */
  amountCents: number;
}

/** Longest shop name an SMS carries (the rest is cut). */
export const NOTICE_PLACE_MAX_LENGTH = 40;

/** The SMS text: no name, no CPF, only what the customer needs to spot a payment. */
export function paymentNoticeText(
  notice: PaymentNotice,
  facts: Omit<PaymentNoticeFacts, 'phoneNumber'>,
  at: Date,
): string {
  const { language } = facts;
  // Plain spaces: a no-break one would make the SMS UCS-2 (see formatMoney).
  const amount = formatMoney(facts.amountCents, language, { plainSpaces: true });
  const place = facts.placeName.trim().slice(0, NOTICE_PLACE_MAX_LENGTH);
  const when = noticeMoment(at, language);
  if (language === 'en') {
    const card = facts.lastFour ? ` with the card ending in ${facts.lastFour}` : '';
    const toCard = facts.lastFour ? `the card ending in ${facts.lastFour}` : 'your card';
    return {
      paid: `Rosto: payment of ${amount} at ${place}${card}, ${when}. Not you? Contact us in the app.`,
      canceled: `Rosto: the payment of ${amount} at ${place}${card} was canceled on ${when}.`,
      refunded: `Rosto: ${place} refunded ${amount} of your payment on ${when}. It goes back to ${toCard}.`,
      reversed: `Rosto: a charge of ${amount} at ${place}${card} did not complete in time and was reversed on ${when}. You pay nothing for it.`,
    }[notice];
  }
  const card = facts.lastFour ? ` com o cartão final ${facts.lastFour}` : '';
  const toCard = facts.lastFour ? `ao cartão final ${facts.lastFour}` : 'ao seu cartão';
  return {
    paid: `Rosto: pagamento de ${amount} em ${place}${card}, ${when}. Não foi você? Fale com a gente pelo app.`,
    canceled: `Rosto: o pagamento de ${amount} em ${place}${card} foi cancelado em ${when}.`,
    refunded: `Rosto: ${place} estornou ${amount} do seu pagamento em ${when}. O valor volta ${toCard}.`,
    reversed: `Rosto: uma cobrança de ${amount} em ${place}${card} não foi concluída a tempo e foi desfeita em ${when}. Você não paga por ela.`,
  }[notice];
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
