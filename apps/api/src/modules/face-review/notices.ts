// Face change notices (decision 021): an SMS to the account's phone whenever its
// face changes or a review of it ends, so an owner who did not do it can react.
// Sent after the change is saved; a failed SMS is logged (no personal data) and
// never undoes the change.
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@rosto/contract/errors';
import type { SmsSender } from '../../plugins/app/messaging';
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

const NOT_YOU: Record<Locale, string> = {
  'pt-BR': 'Não foi você? Fale com a gente pelo app.',
  en: 'Not you? Contact us in the app.',
};

// Customers are in Brazil; the day and time they read are Brasília's.
const brasiliaTime: Record<Locale, Intl.DateTimeFormat> = {
  'pt-BR': new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
  en: new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Sao_Paulo',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }),
};

/**
 * "23/11 às 14:05" (pt-BR) or "Nov 23 at 2:05 PM" (en), in Brasília time:
 * 24-hour time in pt-BR, 12-hour otherwise (docs/spec/account-checklist.md §9).
 */
export function noticeMoment(at: Date, language: Locale): string {
  const parts = brasiliaTime[language].formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return language === 'en'
    ? `${part('month')} ${part('day')} at ${part('hour')}:${part('minute')} ${part('dayPeriod')}`
    : `${part('day')}/${part('month')} às ${part('hour')}:${part('minute')}`;
}

/**
 * Why a review rejected something: the command line's free text, or the
 * console's fixed reasons in each language (@rosto/contract/schemas/console-reviews).
 */
export type ReviewReason = string | Readonly<Record<Locale, string>>;

/** " Motivo: …." for a rejection's reason, cut to the SMS's room; empty without one. */
export function reasonText(reason: ReviewReason | undefined, language: Locale): string {
  const words = typeof reason === 'string' ? reason : reason?.[language];
  const why = words?.trim().slice(0, REVIEW_REASON_MAX_LENGTH);
  if (!why) return '';
  return language === 'en' ? ` Reason: ${why}.` : ` Motivo: ${why}.`;
}

const noticeTexts: Record<
  Locale,
  (when: string, reason: string, notYou: string) => Record<FaceNotice, string>
> = {
  'pt-BR': (when, reason, notYou) => ({
    enrolled: `Rosto: um rosto foi cadastrado na sua conta em ${when}. ${notYou}`,
    replaced: `Rosto: o rosto cadastrado na sua conta foi alterado em ${when}. ${notYou}`,
    pending:
      `Rosto: recebemos um novo rosto para a sua conta em ${when}; ` +
      `ele passa por uma análise de até 2 dias. ${notYou}`,
    'replacement-pending':
      `Rosto: recebemos um pedido de troca do rosto da sua conta em ${when}; ` +
      `ele passa por uma análise de até 2 dias e, até lá, o rosto atual continua valendo. ${notYou}`,
    approved: `Rosto: o novo rosto da sua conta foi aprovado em ${when} e já está ativo. ${notYou}`,
    rejected:
      `Rosto: o novo rosto da sua conta não foi aprovado (${when}).` +
      `${reason} Cadastre seu rosto de novo pelo app.`,
    'replacement-rejected':
      `Rosto: a troca do rosto da sua conta não foi aprovada (${when}).` +
      `${reason} O rosto anterior continua valendo. ${notYou}`,
  }),
  en: (when, reason, notYou) => ({
    enrolled: `Rosto: a face was registered on your account on ${when}. ${notYou}`,
    replaced: `Rosto: the face registered on your account was changed on ${when}. ${notYou}`,
    pending:
      `Rosto: we received a new face for your account on ${when}; ` +
      `it will be reviewed within 2 days. ${notYou}`,
    'replacement-pending':
      `Rosto: we received a request to change the face on your account on ${when}; ` +
      `it will be reviewed within 2 days and, until then, your current face stays in use. ${notYou}`,
    approved: `Rosto: the new face on your account was approved on ${when} and is now active. ${notYou}`,
    rejected:
      `Rosto: the new face on your account was not approved (${when}).` +
      `${reason} Please register your face again in the app.`,
    'replacement-rejected':
      `Rosto: the change of the face on your account was not approved (${when}).` +
      `${reason} Your previous face stays in use. ${notYou}`,
  }),
};

/** The SMS text of a notice in the account's language (no personal data). */
export function faceNoticeText(
  notice: FaceNotice,
  at: Date,
  language: Locale,
  reason?: ReviewReason,
): string {
  return noticeTexts[language](
    noticeMoment(at, language),
    reasonText(reason, language),
    NOT_YOU[language],
  )[notice];
}

export interface FaceNoticesDeps {
  users: Pick<UsersRepository, 'findById'>;
  sms: SmsSender;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export function createFaceNotices(deps: FaceNoticesDeps) {
  return {
    /** Sends the notice to the user's phone; false (logged) when it could not be sent. */
    async send(
      userId: string,
      notice: FaceNotice,
      at: Date,
      reason?: ReviewReason,
    ): Promise<boolean> {
      try {
        const user = await deps.users.findById(userId);
        if (!user?.phoneNumber) {
          deps.log.warn({ notice }, 'face change SMS not sent: no phone');
          return false;
        }
        await deps.sms.send({
          to: user.phoneNumber,
          body: faceNoticeText(notice, at, user.language, reason),
        });
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
