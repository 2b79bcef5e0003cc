// One-time codes for registration and login (docs/spec/account-checklist.md §5, §9): 6 digits from
// a cryptographic source, kept as an HMAC, bound to one intention, valid for
// 10 minutes, 5 wrong tries, a resend countdown, and hourly caps per device,
// per network and per phone (decision 017). The codes a signed-in customer asks
// for (a Senff card, a face step-up, a deletion) are counted apart, each flow on
// its own, so that they never spend the budget of signing in (decision 066). The sandbox secret is accepted as
// well, in the sandbox only; the store-review account's code is fixed and never
// sent (decision 026).
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Locale } from '@rosto/contract/errors';
import { OTP_LENGTH } from '@rosto/contract/validators/otp';
import { AppError } from '../../errors';
import type { Clock } from '../../plugins/app/clock';
import type { Messaging } from '../../plugins/app/messaging';
import type {
  CodePurpose,
  PhoneCodeQueries,
  PhoneCodeRow,
  PhoneCodesRepository,
  SentSince,
} from './repository';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** Codes an hour to one phone (Twilio Verify's per-number figure). */
export const OTP_MAX_PER_HOUR = 5;
/** Codes an hour from one device, to any phones. */
export const OTP_MAX_PER_DEVICE_PER_HOUR = 5;
/**
 * Codes an hour one device, or one network, may have sent to one phone: below
 * the phone's cap, so a stranger cannot spend all of it (decision 017).
 */
export const OTP_MAX_PER_REQUESTER_PER_PHONE = 3;
/** Codes an hour from one /24 or /48 network, to any phones (shared NATs included). */
export const OTP_MAX_PER_NETWORK_PER_HOUR = 20;
/**
 * Codes an hour of one signed-in flow (a Senff card, a face step-up, a deletion) to
 * one phone: the session already names the requester, so the phone's figure alone
 * (decision 066).
 */
export const OTP_MAX_PER_FLOW_PER_HOUR = 5;
/** The codes that open a session: one budget, under every cap of decision 017. */
const ENTRANCE_PURPOSES: readonly CodePurpose[] = ['register', 'login'];
const HOUR_MS = 60 * 60 * 1000;

export type CodeChannel = 'sms' | 'voice';

export interface SendCodeInput {
  purpose: CodePurpose;
  intentionId: string;
  /** 11 digits, area code first. */
  phoneNumber: string;
  deviceUuid: string;
  /** The requester's address; it is kept only as a keyed hash of its network. */
  ip?: string;
  channel: CodeChannel;
  /**
   * The message's language (decision 042): the account's, or the request's
   * before there is an account (a registration) or a session (a sign-in).
   */
  language: Locale;
  /**
   * Within the resend countdown, answer the code already sent (no new message)
   * instead of refusing with PHONE_OTP_RESEND_TOO_SOON.
   */
  reuseWithinCountdown?: boolean;
  /**
   * The store-review account's fixed code (decision 026): stored in place of a
   * random one and never sent, since reviewers cannot receive our SMS. The
   * countdown, the caps and the tries stay as for any code.
   */
  fixedCode?: string;
}

export interface SentCode {
  /** Seconds until a new code may be asked for. */
  resendAfterSeconds: number;
  /**
   * False when no message went out: the code sent within the countdown was
   * kept, or the code is the review account's fixed one.
   */
  sent: boolean;
}

export interface VerifyCodeInput {
  purpose: CodePurpose;
  intentionId: string;
  code: string;
  /** Only the stored code counts, not the sandbox secret (the review account's fixed code). */
  storedCodeOnly?: boolean;
}

export interface PhoneCodes {
  /** Sends a new code (which replaces the intention's previous one). */
  send(input: SendCodeInput): Promise<SentCode>;
  /** Checks and uses up the intention's code; answers the used code. */
  verify(input: VerifyCodeInput): Promise<PhoneCodeRow>;
}

/**
 * What the code is for, in the message: a code to replace the face says so,
 * against phishing. pt-BR puts it after "código", English before "code is".
 */
const codeUse = (purpose: CodePurpose): Record<Locale, string> =>
  purpose === 'face_step_up'
    ? {
        'pt-BR': 'código para trocar o rosto cadastrado',
        en: 'code to change your registered face',
      }
    : purpose === 'senff_card'
      ? { 'pt-BR': 'código para cadastrar seu cartão Senff', en: 'code to add your Senff card' }
      : { 'pt-BR': 'código de verificação', en: 'verification code' };

export function smsText(code: string, purpose: CodePurpose, language: Locale): string {
  const what = codeUse(purpose)[language];
  return language === 'en'
    ? `Rosto: your ${what} is ${code}. It is valid for 10 minutes. Do not share it with anyone.`
    : `Rosto: seu ${what} é ${code}. Ele vale por 10 minutos. Não compartilhe com ninguém.`;
}

/** Read aloud digit by digit, twice. */
export function voiceText(code: string, purpose: CodePurpose, language: Locale): string {
  const spaced = code.split('').join(' ');
  const what = codeUse(purpose)[language];
  return language === 'en'
    ? `Hello, this is Rosto. Your ${what} is ${spaced}. Once again: ${spaced}. It is valid for 10 minutes. Do not share it with anyone.`
    : `Olá, aqui é o Rosto. Seu ${what} é ${spaced}. Repetindo: ${spaced}. Ele vale por 10 minutos. Não compartilhe com ninguém.`;
}

/**
 * What a screen shows of the phone a code went to: the area code and the last
 * four digits, never the whole number.
 */
export function phoneHint(phoneNumber: string): {
  phoneAreaCode: string;
  phoneLastFourDigits: string;
} {
  return { phoneAreaCode: phoneNumber.slice(0, 2), phoneLastFourDigits: phoneNumber.slice(-4) };
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * The network an address belongs to: its /24 for IPv4 (IPv4-mapped IPv6
 * included), its /48 for IPv6; null when it is not an address.
 */
export function networkPrefix(ip: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/iu.exec(ip)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return null;
  const [head = '', tail] = (ip.toLowerCase().split('%')[0] ?? '').split('::');
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${full
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/u, ''))
    .join(':')}::/48`;
}

export interface PhoneCodesDeps {
  repository: PhoneCodesRepository;
  messaging: Pick<Messaging, 'sms' | 'voice'>;
  clock: Clock;
  /** HMAC key of the stored code hashes. */
  hashKey: Buffer;
  resendAfterSeconds: number;
  /**
   * The sandbox's fixed code (docs/spec/account-checklist.md §7 mock layer); null outside the
   * sandbox.
   */
  sandboxSecret: string | null;
  /** Codes one network may have sent in an hour; OTP_MAX_PER_NETWORK_PER_HOUR unless configured. */
  maxPerNetworkPerHour?: number;
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

  /** The stored form of the requester's network: a keyed hash, never the address. */
  const networkHash = (ip: string | undefined): string | null => {
    const prefix = ip === undefined ? null : networkPrefix(ip);
    return prefix === null
      ? null
      : createHmac('sha256', deps.hashKey).update(`network:${prefix}`).digest('hex');
  };

  /** Seconds until a slot frees, when the hour's cap is reached. */
  const capWait = (sent: SentSince, max: number, now: Date): number | null =>
    sent.count >= max ? secondsUntil(now, (sent.oldest ?? now).getTime() + HOUR_MS) : null;

  /**
   * The wait before another code that opens a session (decision 017), counting only
   * such codes: the requester's own caps come first, so that a refusal there leaves
   * the phone's budget untouched and a stranger cannot spend all of it.
   */
  const entranceWait = async (
    locked: PhoneCodeQueries,
    { phoneNumber, deviceUuid, networkHash }: Parameters<PhoneCodesRepository['withSendLock']>[0],
    since: Date,
    now: Date,
  ): Promise<number | null> => {
    const only = ENTRANCE_PURPOSES;
    const requesterWait =
      capWait(
        await locked.sentToDeviceSince(deviceUuid, since, only),
        OTP_MAX_PER_DEVICE_PER_HOUR,
        now,
      ) ??
      capWait(
        await locked.sentFromDeviceToPhoneSince(deviceUuid, phoneNumber, since, only),
        OTP_MAX_PER_REQUESTER_PER_PHONE,
        now,
      ) ??
      (!networkHash
        ? null
        : (capWait(
            await locked.sentFromNetworkSince(networkHash, since, only),
            deps.maxPerNetworkPerHour ?? OTP_MAX_PER_NETWORK_PER_HOUR,
            now,
          ) ??
          capWait(
            await locked.sentFromNetworkToPhoneSince(networkHash, phoneNumber, since, only),
            OTP_MAX_PER_REQUESTER_PER_PHONE,
            now,
          )));
    return (
      requesterWait ??
      capWait(await locked.sentToPhoneSince(phoneNumber, since, only), OTP_MAX_PER_HOUR, now)
    );
  };

  return {
    async send(input) {
      const now = deps.clock.now();
      const code = input.fixedCode ?? generateCode();
      const network = networkHash(input.ip);
      const { purpose, intentionId, phoneNumber, deviceUuid, channel } = input;
      const keys = { phoneNumber, deviceUuid, networkHash: network };
      type Outcome = { tooSoon: number } | { capped: number } | { row: PhoneCodeRow };
      const outcome = await deps.repository.withSendLock<Outcome>(keys, async (locked) => {
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
        const wait = ENTRANCE_PURPOSES.includes(purpose)
          ? await entranceWait(locked, keys, since, now)
          : capWait(
              await locked.sentToPhoneSince(phoneNumber, since, [purpose]),
              OTP_MAX_PER_FLOW_PER_HOUR,
              now,
            );
        if (wait !== null) return { capped: wait } as const;
        const row = await locked.insert({
          purpose,
          intentionId,
          phoneNumber,
          deviceUuid,
          channel,
          networkHash: network,
          codeHash: hash(input.purpose, input.intentionId, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        });
        return { row } as const;
      });

      if ('tooSoon' in outcome) {
        // The code sent a moment ago is still live: a second start keeps it.
        if (input.reuseWithinCountdown) return { resendAfterSeconds: outcome.tooSoon, sent: false };
        throw new AppError('PHONE_OTP_RESEND_TOO_SOON', {
          additionalData: { retryAfterSeconds: outcome.tooSoon },
        });
      }
      if ('capped' in outcome) {
        throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: outcome.capped });
      }
      // The review account's code is known to the reviewer already: no message at all.
      if (input.fixedCode !== undefined) {
        return { resendAfterSeconds: deps.resendAfterSeconds, sent: false };
      }
      try {
        if (input.channel === 'voice') {
          await deps.messaging.voice.call({
            to: input.phoneNumber,
            body: voiceText(code, purpose, input.language),
          });
        } else {
          await deps.messaging.sms.send({
            to: input.phoneNumber,
            body: smsText(code, purpose, input.language),
          });
        }
      } catch (error) {
        // Not sent: it must not start a countdown nor use up the hour's quota.
        await deps.repository.remove(outcome.row.id);
        throw error;
      }
      return { resendAfterSeconds: deps.resendAfterSeconds, sent: true };
    },

    async verify({ purpose, intentionId, code, storedCodeOnly = false }) {
      const now = deps.clock.now();
      const row = await deps.repository.latest(purpose, intentionId);
      if (!row || row.consumedAt) throw new AppError('PHONE_OTP_TOKEN_INVALID');
      if (row.expiresAt.getTime() <= now.getTime()) {
        throw new AppError('PHONE_OTP_VERIFICATION_WINDOW_EXPIRED');
      }
      if (row.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('PHONE_OTP_TOO_MANY_ATTEMPTS');

      const matches =
        sameText(hash(purpose, intentionId, code), row.codeHash) ||
        (!storedCodeOnly && deps.sandboxSecret !== null && sameText(code, deps.sandboxSecret));
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
