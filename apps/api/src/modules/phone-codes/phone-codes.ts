// One-time codes for registration and login (docs/spec/account-checklist.md §5, §9): 6 digits from
// a cryptographic source, kept as an HMAC, bound to one intention, valid for
// 10 minutes, 5 wrong tries, a resend countdown, and hourly caps per device,
// and per phone (decision 017), a busy network slowed rather than refused and the
// phone's last codes of the hour kept for devices that signed in before
// (decision 068). The codes a signed-in customer asks
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
 * Codes an hour one device may have sent to one phone: below the phone's cap, so
 * a stranger cannot spend all of it (decision 017). From one network, that many
 * to one phone makes the network busy (decision 068).
 */
export const OTP_MAX_PER_REQUESTER_PER_PHONE = 3;
/**
 * Codes an hour to one phone from devices that never held a session of its
 * account: the hour's last codes stay for the owner's own devices, whatever
 * strangers did from any number of devices and networks (decision 068).
 */
export const OTP_MAX_PER_PHONE_FROM_NEW_DEVICES = 3;
/**
 * Codes an hour from one /24 or /48 network, to any phones, past which the
 * network is busy (decision 068): slowed and asked for the visible captcha, not
 * refused, since a carrier's NAT puts thousands of customers behind one prefix.
 */
export const OTP_BUSY_NETWORK_PER_HOUR = 20;
/** From a busy network, a new code to one phone waits this long after the last one. */
export const OTP_BUSY_NETWORK_WAIT_SECONDS = 120;
/** From a busy network, any new code waits this long after the network's last one. */
export const OTP_BUSY_NETWORK_SPACING_SECONDS = 10;
/**
 * Codes an hour of one signed-in flow (a Senff card, a face step-up, a deletion) to
 * one phone: the session already names the requester, so the phone's figure alone
 * (decision 066).
 */
export const OTP_MAX_PER_FLOW_PER_HOUR = 5;
/**
 * Calls an hour to one phone, and from one device, that may still go once the
 * caps above refuse a code (decision 074): an SMS that never arrives is the
 * commonest reason for a customer to run into a cap, and a call reaches a phone
 * an SMS did not. Counted over calls only, so the lane cannot be widened by SMS.
 */
export const OTP_MAX_CALLS_PAST_CAPS_PER_HOUR = 2;
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
   * Whether the device held a session of the account the phone belongs to (a
   * sign-in); undefined where there is no account yet (a registration). A new
   * device may spend only OTP_MAX_PER_PHONE_FROM_NEW_DEVICES of the phone's hour.
   */
  knownDevice?: boolean;
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
  /**
   * Whether the requester's network is busy for this phone (decision 068): the
   * sign-in then asks for the visible captcha where there is one.
   */
  fromBusyNetwork(input: { ip?: string; phoneNumber: string }): Promise<boolean>;
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
  /** Codes from one network in an hour past which it is busy; OTP_BUSY_NETWORK_PER_HOUR unless configured. */
  busyNetworkPerHour?: number;
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

  /** What one network sent in the hour, to any phone and to this one. */
  const networkLoad = async (
    queries: PhoneCodeQueries,
    networkHash: string | null,
    phoneNumber: string,
    since: Date,
  ) =>
    networkHash === null
      ? null
      : {
          any: await queries.sentFromNetworkSince(networkHash, since, ENTRANCE_PURPOSES),
          toPhone: await queries.sentFromNetworkToPhoneSince(
            networkHash,
            phoneNumber,
            since,
            ENTRANCE_PURPOSES,
          ),
        };
  type NetworkLoad = Awaited<ReturnType<typeof networkLoad>>;

  const isBusy = (load: NetworkLoad): boolean =>
    load !== null &&
    (load.any.count >= (deps.busyNetworkPerHour ?? OTP_BUSY_NETWORK_PER_HOUR) ||
      load.toPhone.count >= OTP_MAX_PER_REQUESTER_PER_PHONE);

  /** Seconds until `seconds` have passed since the newest code, when they have not. */
  const spacingWait = (sent: SentSince, seconds: number, now: Date): number | null => {
    const at = sent.newest === null ? 0 : sent.newest.getTime() + seconds * 1000;
    return at > now.getTime() ? secondsUntil(now, at) : null;
  };

  /**
   * The wait before another code that opens a session (decisions 017, 068),
   * counting only such codes: the device's caps first, so that a refusal there
   * leaves the phone's budget untouched; then a busy network's pace; then the
   * phone's hour, whose last codes only the account's own devices may have.
   */
  /** A device's hard caps on entrance codes (decision 017), whatever its network. */
  const deviceWait = async (
    locked: PhoneCodeQueries,
    { phoneNumber, deviceUuid }: Parameters<PhoneCodesRepository['withSendLock']>[0],
    since: Date,
    now: Date,
  ): Promise<number | null> =>
    capWait(
      await locked.sentToDeviceSince(deviceUuid, since, ENTRANCE_PURPOSES),
      OTP_MAX_PER_DEVICE_PER_HOUR,
      now,
    ) ??
    capWait(
      await locked.sentFromDeviceToPhoneSince(deviceUuid, phoneNumber, since, ENTRANCE_PURPOSES),
      OTP_MAX_PER_REQUESTER_PER_PHONE,
      now,
    );

  /** The phone's and the network's limits on entrance codes (decision 068). */
  const sharedEntranceWait = async (
    locked: PhoneCodeQueries,
    phoneNumber: string,
    network: NetworkLoad,
    knownDevice: boolean | undefined,
    since: Date,
    now: Date,
  ): Promise<number | null> => {
    if (network !== null && isBusy(network)) {
      const paced =
        spacingWait(network.toPhone, OTP_BUSY_NETWORK_WAIT_SECONDS, now) ??
        spacingWait(network.any, OTP_BUSY_NETWORK_SPACING_SECONDS, now);
      if (paced !== null) return paced;
    }
    const phoneCap = knownDevice === false ? OTP_MAX_PER_PHONE_FROM_NEW_DEVICES : OTP_MAX_PER_HOUR;
    return capWait(
      await locked.sentToPhoneSince(phoneNumber, since, ENTRANCE_PURPOSES),
      phoneCap,
      now,
    );
  };

  return {
    async send(input) {
      const now = deps.clock.now();
      const code = input.fixedCode ?? generateCode();
      const requesterNetwork = networkHash(input.ip);
      const { purpose, intentionId, phoneNumber, deviceUuid, channel } = input;
      const keys = { phoneNumber, deviceUuid, networkHash: requesterNetwork };
      type Outcome =
        | { tooSoon: number }
        | { capped: number; callAvailable: boolean }
        | { row: PhoneCodeRow; resendAfterSeconds: number };
      const outcome = await deps.repository.withSendLock<Outcome>(keys, async (locked) => {
        const since = new Date(now.getTime() - HOUR_MS);
        const opensSession = ENTRANCE_PURPOSES.includes(purpose);
        const budget = opensSession ? ENTRANCE_PURPOSES : [purpose];
        const callLaneOpen = async () =>
          (await locked.callsToPhoneSince(phoneNumber, since, budget)).count <
            OTP_MAX_CALLS_PAST_CAPS_PER_HOUR &&
          (await locked.callsFromDeviceSince(deviceUuid, since, budget)).count <
            OTP_MAX_CALLS_PAST_CAPS_PER_HOUR;
        /** Refused: unless a call may still go by its own lane, which the refusal of an SMS offers. */
        const refuse = async (wait: number): Promise<Outcome | null> => {
          const open = await callLaneOpen();
          if (channel === 'voice' && open) return null;
          return { capped: wait, callAvailable: channel === 'sms' && open };
        };
        // A device past its hard cap hears how long it lasts, not a busy network's countdown.
        const capped = opensSession ? await deviceWait(locked, keys, since, now) : null;
        const refusedByDevice = capped === null ? null : await refuse(capped);
        if (refusedByDevice !== null) return refusedByDevice;
        const network = opensSession
          ? await networkLoad(locked, requesterNetwork, phoneNumber, since)
          : null;
        // A busy network's resend countdown is its pace to one phone (decision 068).
        const resendAfterSeconds = isBusy(network)
          ? Math.max(deps.resendAfterSeconds, OTP_BUSY_NETWORK_WAIT_SECONDS)
          : deps.resendAfterSeconds;
        const previous = await locked.latestToPhone(
          input.purpose,
          input.intentionId,
          input.phoneNumber,
        );
        const resendAt = previous ? previous.createdAt.getTime() + resendAfterSeconds * 1000 : 0;
        if (resendAt > now.getTime()) {
          return { tooSoon: secondsUntil(now, resendAt) } as const;
        }
        const wait =
          capped !== null
            ? null
            : opensSession
              ? await sharedEntranceWait(
                  locked,
                  phoneNumber,
                  network,
                  input.knownDevice,
                  since,
                  now,
                )
              : capWait(
                  await locked.sentToPhoneSince(phoneNumber, since, [purpose]),
                  OTP_MAX_PER_FLOW_PER_HOUR,
                  now,
                );
        const refused = wait === null ? null : await refuse(wait);
        if (refused !== null) return refused;
        const row = await locked.insert({
          purpose,
          intentionId,
          phoneNumber,
          deviceUuid,
          channel,
          networkHash: requesterNetwork,
          codeHash: hash(input.purpose, input.intentionId, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        });
        return { row, resendAfterSeconds } as const;
      });

      if ('tooSoon' in outcome) {
        // The code sent a moment ago is still live: a second start keeps it.
        if (input.reuseWithinCountdown) return { resendAfterSeconds: outcome.tooSoon, sent: false };
        throw new AppError('PHONE_OTP_RESEND_TOO_SOON', {
          additionalData: { retryAfterSeconds: outcome.tooSoon },
        });
      }
      if ('capped' in outcome) {
        throw new AppError('TOO_MANY_REQUESTS', {
          retryAfterSeconds: outcome.capped,
          // What still works: the screen offers the call (decision 074).
          ...(outcome.callAvailable ? { callAvailable: true } : {}),
        });
      }
      // The review account's code is known to the reviewer already: no message at all.
      if (input.fixedCode !== undefined) {
        return { resendAfterSeconds: outcome.resendAfterSeconds, sent: false };
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
      return { resendAfterSeconds: outcome.resendAfterSeconds, sent: true };
    },

    async fromBusyNetwork({ ip, phoneNumber }) {
      const since = new Date(deps.clock.now().getTime() - HOUR_MS);
      return isBusy(await networkLoad(deps.repository, networkHash(ip), phoneNumber, since));
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
