// One-time codes for registration and login (account.md §5, §9): 6 digits from
// a cryptographic source, kept as an HMAC, bound to one intention, valid for
// 10 minutes, 5 wrong tries, a resend countdown, and hourly caps per phone and
// per device. The sandbox secret is accepted as well, in the sandbox only.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@rosto/contract/validators/otp';
import { AppError } from '../../errors';
import type { Clock } from '../../plugins/clock';
import type { Messaging } from '../../plugins/messaging';
import type {
  CodePurpose,
  PhoneCodeRow,
  PhoneCodesRepository,
  SentSince,
} from './phone-code-repository';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export type CodeChannel = 'sms' | 'voice';

export interface SendCodeInput {
  purpose: CodePurpose;
  intentionId: string;
  /** 11 digits, area code first. */
  phoneNumber: string;
  deviceUuid: string;
  channel: CodeChannel;
}

export interface VerifyCodeInput {
  purpose: CodePurpose;
  intentionId: string;
  code: string;
}

export interface PhoneCodes {
  /** Sends a new code (which replaces the intention's previous one). */
  send(input: SendCodeInput): Promise<{ resendAfterSeconds: number }>;
  /** Checks and uses up the intention's code; answers the used code. */
  verify(input: VerifyCodeInput): Promise<PhoneCodeRow>;
}

export function smsText(code: string): string {
  return `Rosto: seu código de verificação é ${code}. Ele vale por 10 minutos. Não compartilhe com ninguém.`;
}

/** Read aloud digit by digit, twice. */
export function voiceText(code: string): string {
  const spaced = code.split('').join(' ');
  return `Olá, aqui é o Rosto. Seu código de verificação é ${spaced}. Repetindo: ${spaced}. Ele vale por 10 minutos. Não compartilhe com ninguém.`;
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export interface PhoneCodesDeps {
  repository: PhoneCodesRepository;
  messaging: Pick<Messaging, 'sms' | 'voice'>;
  clock: Clock;
  /** HMAC key of the stored code hashes. */
  hashKey: Buffer;
  resendAfterSeconds: number;
  /** The sandbox's fixed code (account.md §7 mock layer); null outside the sandbox. */
  sandboxSecret: string | null;
}

const secondsUntil = (from: Date, until: number) =>
  Math.max(1, Math.ceil((until - from.getTime()) / 1000));

export function createPhoneCodes(deps: PhoneCodesDeps): PhoneCodes {
  const hash = (purpose: CodePurpose, intentionId: string, code: string) =>
    createHmac('sha256', deps.hashKey).update(`${purpose}:${intentionId}:${code}`).digest('hex');

  const sameText = (a: string, b: string) => {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  };

  /** Seconds until a slot frees, when the hour's cap is reached. */
  const capWait = (sent: SentSince, now: Date): number | null =>
    sent.count >= OTP_MAX_PER_HOUR
      ? secondsUntil(now, (sent.oldest ?? now).getTime() + HOUR_MS)
      : null;

  return {
    async send(input) {
      const now = deps.clock.now();
      const code = generateCode();
      const outcome = await deps.repository.withSendLock(input, async (locked) => {
        const previous = await locked.latestToPhone(
          input.purpose,
          input.intentionId,
          input.phoneNumber,
        );
        const resendAt = previous
          ? previous.createdAt.getTime() + deps.resendAfterSeconds * 1000
          : 0;
        if (resendAt > now.getTime()) {
          return { tooSoon: secondsUntil(now, resendAt) } as const;
        }
        const since = new Date(now.getTime() - HOUR_MS);
        const wait =
          capWait(await locked.sentToPhoneSince(input.phoneNumber, since), now) ??
          capWait(await locked.sentToDeviceSince(input.deviceUuid, since), now);
        if (wait !== null) return { capped: wait } as const;
        const row = await locked.insert({
          ...input,
          codeHash: hash(input.purpose, input.intentionId, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        });
        return { row } as const;
      });

      if ('tooSoon' in outcome) {
        throw new AppError('PHONE_OTP_RESEND_TOO_SOON', {
          additionalData: { retryAfterSeconds: outcome.tooSoon },
        });
      }
      if ('capped' in outcome) {
        throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: outcome.capped });
      }
      try {
        if (input.channel === 'voice') {
          await deps.messaging.voice.call({ to: input.phoneNumber, body: voiceText(code) });
        } else {
          await deps.messaging.sms.send({ to: input.phoneNumber, body: smsText(code) });
        }
      } catch (error) {
        // Not sent: it must not start a countdown nor use up the hour's quota.
        await deps.repository.remove(outcome.row.id);
        throw error;
      }
      return { resendAfterSeconds: deps.resendAfterSeconds };
    },

    async verify({ purpose, intentionId, code }) {
      const now = deps.clock.now();
      const row = await deps.repository.latest(purpose, intentionId);
      if (!row || row.consumedAt) throw new AppError('PHONE_OTP_TOKEN_INVALID');
      if (row.expiresAt.getTime() <= now.getTime()) {
        throw new AppError('PHONE_OTP_VERIFICATION_WINDOW_EXPIRED');
      }
      if (row.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('PHONE_OTP_TOO_MANY_ATTEMPTS');

      const matches =
        sameText(hash(purpose, intentionId, code), row.codeHash) ||
        (deps.sandboxSecret !== null && sameText(code, deps.sandboxSecret));
      if (!matches) {
        const attempts = await deps.repository.recordWrongAttempt(row.id, OTP_MAX_ATTEMPTS);
        // null: a concurrent request used the code up or spent its last try.
        if (attempts === null) throw new AppError('PHONE_OTP_TOKEN_INVALID');
        if (attempts >= OTP_MAX_ATTEMPTS) throw new AppError('PHONE_OTP_TOO_MANY_ATTEMPTS');
        throw new AppError('PHONE_OTP_TOKEN_INVALID', {
          additionalData: { remainingAttempts: OTP_MAX_ATTEMPTS - attempts },
        });
      }

      const consumed = await deps.repository.consume(row.id, now, OTP_MAX_ATTEMPTS);
      if (!consumed) throw new AppError('PHONE_OTP_TOKEN_INVALID');
      return consumed;
    },
  };
}

/** The code hash key, derived from the JWT secret so no other secret needs managing. */
export function codeHashKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('rosto:phone-code-hash:v1').digest();
}
