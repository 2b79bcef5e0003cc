// Prefilled support tickets of the sign-in screens (account.md §2, §8): help,
// 'number changed', a blocked account and a removed one.
import type { TFunction } from 'i18next';
import type { ErrorCode } from '@rosto/contract/errors';
import { maskCpf } from '@rosto/contract/validators/cpf';
import { supportTicketUrl } from '../../../lib/support-ticket';

export type LoginTicket = 'help' | 'numberChanged' | 'blocked' | 'deleted';

export function loginTicketUrl(
  t: TFunction,
  ticket: LoginTicket,
  context: { cpf: string; lastFour?: string },
): string {
  const values = { cpf: maskCpf(context.cpf), lastFour: context.lastFour ?? '' };
  return supportTicketUrl({
    subject: t(`loginTickets.${ticket}.subject`),
    description: t(`loginTickets.${ticket}.description`, values),
  });
}

/** Which ticket the help link opens after an error (USER_IS_BLOCKED, USER_DELETED). */
export function ticketForError(code: ErrorCode | null): LoginTicket {
  if (code === 'USER_IS_BLOCKED') return 'blocked';
  if (code === 'USER_DELETED') return 'deleted';
  return 'help';
}
