// Prefilled support tickets of the face screens (docs/spec/account-checklist.md §2): help on the
// instructions, the camera that did not open, the blocked camera and a
// capture that failed. Support needs the CPF and the browser to reproduce a
// camera problem: they go as a support reference, never in the ticket's text
// (decision 020).
import type { TFunction } from 'i18next';
import type { ErrorCode } from '@rosto/contract/errors';
import type { SupportContext } from '@rosto/contract/schemas/support';
import type { TicketPrefill } from '../../../lib/support-ticket';

export type FaceTicket = 'help' | 'cameraNotOpened' | 'cameraBlocked' | 'captureFailed';

export function faceTicket(
  t: TFunction,
  ticket: FaceTicket,
  context: { cpf: string | null | undefined; code?: ErrorCode; userAgent?: string },
): { prefill: TicketPrefill; context: SupportContext } {
  return {
    prefill: {
      subject: t(`face.tickets.${ticket}.subject`),
      description: t(`face.tickets.${ticket}.description`, { code: context.code ?? '-' }),
    },
    context: {
      ...(context.cpf ? { cpf: context.cpf } : {}),
      ...(context.code ? { code: context.code } : {}),
      userAgent: (context.userAgent ?? navigator.userAgent).slice(0, 1024),
    },
  };
}
