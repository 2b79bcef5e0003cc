// Prefilled support tickets of the face screens (account.md §2): help on the
// instructions, the camera that did not open, the blocked camera and a
// capture that failed. Each carries the CPF and the browser, which support
// needs to reproduce a camera problem.
import type { TFunction } from 'i18next';
import type { ErrorCode } from '@rosto/contract/errors';
import { maskCpf } from '@rosto/contract/validators/cpf';
import { supportTicketUrl } from '../../../lib/support-ticket';

export type FaceTicket = 'help' | 'cameraNotOpened' | 'cameraBlocked' | 'captureFailed';

export function faceTicketUrl(
  t: TFunction,
  ticket: FaceTicket,
  context: { cpf: string | null | undefined; code?: ErrorCode; userAgent?: string },
): string {
  const values = {
    cpf: context.cpf ? maskCpf(context.cpf) : '-',
    code: context.code ?? '-',
    userAgent: context.userAgent ?? navigator.userAgent,
  };
  return supportTicketUrl({
    subject: t(`face.tickets.${ticket}.subject`),
    description: t(`face.tickets.${ticket}.description`, values),
  });
}
