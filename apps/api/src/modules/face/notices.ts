// Face change notices (decision 021): an SMS to the account's phone whenever its
// face changes or a review of it ends, so an owner who did not do it can react.
// Sent after the change is saved; a failed SMS is logged (no personal data) and
// never undoes the change.
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../plugins/messaging';
import { AppError } from '../../errors';
import type { UsersRepository } from '../user/repository';

export type FaceNotice =
  | 'enrolled'
  | 'replaced'
  | 'pending'
  | 'approved'
  | 'rejected'
  /** Another person's face sent to replace the account's (decision 023). */
  | 'replacement-pending'
  | 'replacement-rejected';

/** Longest rejection reason an SMS carries (the rest is cut). */
export const REVIEW_REASON_MAX_LENGTH = 80;

const NOT_YOU = 'Não foi você? Fale com a gente pelo app.';

// Customers are in Brazil; the day and time they read are Brasília's.
const brasiliaTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "23/11 às 14:05" in Brasília time. */
export function noticeMoment(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    brasiliaTime.formatToParts(at).find((item) => item.type === type)?.value ?? '';
  return `${part('day')}/${part('month')} às ${part('hour')}:${part('minute')}`;
}

/** " Motivo: …." for a rejection's reason, cut to the SMS's room; empty without one. */
function reasonText(reason: string | undefined): string {
  const why = reason?.trim().slice(0, REVIEW_REASON_MAX_LENGTH);
  return why ? ` Motivo: ${why}.` : '';
}

/** The SMS text of a notice (pt-BR, no personal data). */
export function faceNoticeText(notice: FaceNotice, at: Date, reason?: string): string {
  const when = noticeMoment(at);
  switch (notice) {
    case 'enrolled':
      return `Rosto: um rosto foi cadastrado na sua conta em ${when}. ${NOT_YOU}`;
    case 'replaced':
      return `Rosto: o rosto cadastrado na sua conta foi alterado em ${when}. ${NOT_YOU}`;
    case 'pending':
      return (
        `Rosto: recebemos um novo rosto para a sua conta em ${when}; ` +
        `ele passa por uma análise de até 2 dias. ${NOT_YOU}`
      );
    case 'replacement-pending':
      return (
        `Rosto: recebemos um pedido de troca do rosto da sua conta em ${when}; ` +
        `ele passa por uma análise de até 2 dias e, até lá, o rosto atual continua valendo. ${NOT_YOU}`
      );
    case 'approved':
      return `Rosto: o novo rosto da sua conta foi aprovado em ${when} e já está ativo. ${NOT_YOU}`;
    case 'rejected':
      return (
        `Rosto: o novo rosto da sua conta não foi aprovado (${when}).` +
        `${reasonText(reason)} Cadastre seu rosto de novo pelo app.`
      );
    case 'replacement-rejected':
      return (
        `Rosto: a troca do rosto da sua conta não foi aprovada (${when}).` +
        `${reasonText(reason)} O rosto anterior continua valendo. ${NOT_YOU}`
      );
  }
}

export interface FaceNoticesDeps {
  users: Pick<UsersRepository, 'findById'>;
  sms: SmsSender;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export function createFaceNotices(deps: FaceNoticesDeps) {
  return {
    /** Sends the notice to the user's phone; false (logged) when it could not be sent. */
    async send(userId: string, notice: FaceNotice, at: Date, reason?: string): Promise<boolean> {
      try {
        const user = await deps.users.findById(userId);
        if (!user?.phoneNumber) {
          deps.log.warn({ notice }, 'face change SMS not sent: no phone');
          return false;
        }
        await deps.sms.send({ to: user.phoneNumber, body: faceNoticeText(notice, at, reason) });
        return true;
      } catch (error) {
        // The code or the error's class only: a provider's message may quote the phone.
        const reasonCode =
          error instanceof AppError ? error.code : error instanceof Error ? error.name : 'unknown';
        deps.log.warn({ notice, error: reasonCode }, 'face change SMS not sent');
        return false;
      }
    },
  };
}
export type FaceNotices = ReturnType<typeof createFaceNotices>;
