// Prefilled support tickets of the sign-in screens (docs/spec/account-checklist.md §2, §8): help,
// 'number changed', a blocked account and a removed one. The CPF and the
// phone's last digits go to the ticket as a support reference, never in its
// text (decision 020).
import type { TFunction } from 'i18next';
import type { ErrorCode } from '@rosto/contract/errors';
import type { SupportContext } from '@rosto/contract/schemas/support';
import type { TicketPrefill } from '../../../lib/support-ticket';

export type LoginTicket = 'help' | 'numberChanged' | 'blocked' | 'deleted';

export function loginTicket(
  t: TFunction,
  ticket: LoginTicket,
  context: { cpf: string; lastFour?: string },
): { prefill: TicketPrefill; context: SupportContext } {
  return {
    prefill: {
      subject: t(`loginTickets.${ticket}.subject`),
      description: t(`loginTickets.${ticket}.description`),
    },
    context: {
      cpf: context.cpf,
      ...(context.lastFour ? { lastFour: context.lastFour } : {}),
    },
  };
}

/** Which ticket the help link opens after an error (USER_IS_BLOCKED, USER_DELETED). */
export function ticketForError(code: ErrorCode | null): LoginTicket {
  if (code === 'USER_IS_BLOCKED') return 'blocked';
  if (code === 'USER_DELETED') return 'deleted';
  return 'help';
}
