// The help tab's three tickets (docs/spec/wallet-checklist.md §2: "I did not make this purchase;
// the amount is wrong; another problem. Each opens a prefilled support
// ticket"), in the app's language (decision 072). The ticket form is
// another site, so its address carries no personal data (decision 020): the
// subject, a sentence and the payment's id, a random UUID that says nothing
// without our database (not the shop, the time or the amount, which would
// tell a third party where the customer was). Who asks goes as a support
// reference to the CPF, kept on our side.
import type { TFunction } from 'i18next';
import type { SupportContext } from '@rosto/contract/schemas/support';
import type { TicketPrefill } from '../../../lib/support-ticket';

export const HELP_OPTIONS = ['notMine', 'wrongAmount', 'other'] as const;
export type HelpOption = (typeof HELP_OPTIONS)[number];

/** The ticket in `t`'s language: the customer writes the rest of it in that language. */
export function paymentHelpTicket(
  t: TFunction,
  option: HelpOption,
  paymentId: string,
): TicketPrefill {
  return {
    subject: t(`paymentsHelp.options.${option}.subject`),
    description: t(`paymentsHelp.options.${option}.description`, { id: paymentId }),
  };
}

/** The CPF behind the reference, when the profile has one. */
export function paymentHelpContext(cpf: string | null | undefined): SupportContext | undefined {
  return cpf ? { cpf } : undefined;
}
