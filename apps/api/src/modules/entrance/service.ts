// Registration and sign-in (docs/spec/account-checklist.md §4): the register steps in their order
// (start, set phone, confirm phone, set e-mail, finish) and the login by code.
// Each step checks the ones before it; a step out of order is a 409, not a crash.
import type { FastifyBaseLogger } from 'fastify';
import type {
  LoginConfirmPhoneBody,
  LoginConfirmPhoneResult,
  LoginStartBody,
  LoginStartResult,
  RegisterConfirmPhoneBody,
  RegisterFinishBody,
  RegisterFinishResult,
  RegisterSetEmailBody,
  RegisterSetPhoneBody,
  RegisterSetPhoneResult,
  RegisterSetPrivateLabelEmailBody,
  RegisterSetPrivateLabelEmailResult,
  RegisterStartBody,
  RegisterStartResult,
  RegisterStep,
  ValidateEmailTokenBody,
} from '@rosto/contract/schemas/entrance';
import type { Locale } from '@rosto/contract/errors';
import { splitFullName } from '@rosto/contract/validators/full-name';
import { PHONE_COUNTRY } from '@rosto/contract/validators/phone';
import type { ReviewAccount } from '../../config/env';
import { AppError } from '../../errors';
import type { Captcha, CaptchaAction, CaptchaKind } from '../../plugins/app/captcha';
import type { Clock } from '../../plugins/app/clock';
import type { AppMetrics } from '../../plugins/app/metrics';
import type { PartnersRepository } from '../partners/repository';
import type { EmailConfirmation } from '../email/email-confirmation';
import type { Pins } from '../pin/pins';
import type { ProfileBuilder } from '../user/profile';
import type { UserRow, UsersRepository } from '../user/repository';
import { isReviewAccount, reviewCodeFor } from '../user/review-account';
import { type PhoneCodes, phoneHint } from '../phone-codes/phone-codes';
import type { CpfBureau } from '../../plugins/app/cpf-bureau/index';
import { checkCpfHolder } from './cpf-holder';
import {
  type EntranceRepository,
  isOpenRegisterIntention,
  type OpenRegisterIntention,
  type RegisterIntentionRow,
} from './repository';
import type { LoginMisses } from './login-misses';

/** The language of messages when a request names none: every message was pt-BR before decision 042. */
const DEFAULT_LANGUAGE: Locale = 'pt-BR';

/** A registration must finish within an hour of its start. */
export const REGISTER_INTENTION_TTL_MS = 60 * 60 * 1000;
/** A login intention is reused by a resend while it has this long left; then a new one starts. */
export const LOGIN_INTENTION_TTL_MS = 60 * 60 * 1000;
const LOGIN_REUSE_MARGIN_MS = 15 * 60 * 1000;

export interface EntranceDeps {
  entrance: EntranceRepository;
  users: Pick<
    UsersRepository,
    'findByCpf' | 'findByConfirmedPhone' | 'findById' | 'updateEmail' | 'setLanguage'
  >;
  partners: Pick<PartnersRepository, 'findBySlugOrId'>;
  phoneCodes: PhoneCodes;
  emailConfirmation: Pick<EmailConfirmation, 'sendLink' | 'validate' | 'linkBaseAt'>;
  captcha: Captcha;
  pins: Pick<Pins, 'hash'>;
  /** Deleted accounts, known only by a keyed hash of their CPF (decision 025). */
  deletedAccounts: {
    isDeletedCpf(cpf: string): Promise<boolean>;
    clearDeletedCpf(cpf: string): Promise<void>;
  };
  /** The Receita Federal's register, asked before a registration starts (issue 30). */
  cpfBureau: CpfBureau;
  clock: Clock;
  buildProfile: ProfileBuilder;
  /** The store-review account (decision 026); null when none is configured. */
  reviewAccount: ReviewAccount | null;
  /** Whether the device ever held a session of the user (decision 068). */
  knownDevice(userId: string, deviceUuid: string): Promise<boolean>;
  /** Opens a session (sessions/service.ts) and answers its token. */
  startSession(userId: string, deviceUuid: string | null): Promise<string>;
  /** The unknown CPFs answered at sign-in, by device, network and in all (decision 078). */
  loginMisses: LoginMisses;
  metrics: Pick<AppMetrics, 'loginUnknownCpf' | 'loginFriction'>;
  log: FastifyBaseLogger;
}

/** What a request tells the service about where it came from. */
export interface Caller {
  ip: string;
}

const outOfOrder = (expectedStep: RegisterStep) =>
  new AppError('REGISTER_STEP_OUT_OF_ORDER', { additionalData: { expectedStep } });

/** The first step before `step` the intention has not done, or null when all are done. */
export function missingStep(
  intention: Pick<RegisterIntentionRow, 'phoneNumber' | 'phoneConfirmedAt' | 'email'>,
  step: RegisterStep,
): RegisterStep | null {
  const done: Record<RegisterStep, boolean> = {
    start: true,
    'set-phone': intention.phoneNumber !== null,
    'confirm-phone': intention.phoneConfirmedAt !== null,
    'set-email': intention.email !== null,
    finish: false,
  };
  const order: RegisterStep[] = ['start', 'set-phone', 'confirm-phone', 'set-email', 'finish'];
  return order.slice(0, order.indexOf(step)).find((before) => !done[before]) ?? null;
}

/** Blocked and removed accounts cannot sign in (docs/spec/account-checklist.md §8). */
function assertCanSignIn(user: UserRow): void {
  if (user.deleted) throw new AppError('USER_DELETED');
  if (user.blocked) throw new AppError('USER_IS_BLOCKED');
}

export function createEntranceService(deps: EntranceDeps) {
  const now = () => deps.clock.now();

  /**
   * The intention of a register call. Unknown, expired or started on another
   * device: EXPIRED_SESSION (start again); a foreign device learns nothing
   * more than an unknown id would. Already finished: USER_ALREADY_SET.
   */
  async function openRegisterIntention(
    id: string,
    deviceUuid: string,
  ): Promise<OpenRegisterIntention> {
    const intention = await deps.entrance.findRegisterIntention(id);
    if (!intention || intention.deviceUuid !== deviceUuid.toLowerCase()) {
      throw new AppError('EXPIRED_SESSION');
    }
    if (intention.finishedAt) throw new AppError('USER_ALREADY_SET');
    if (intention.expiresAt.getTime() <= now().getTime() || !isOpenRegisterIntention(intention)) {
      throw new AppError('EXPIRED_SESSION');
    }
    return intention;
  }

  /**
   * A refused invisible token says whether the app may offer the visible
   * checkbox instead (decision 040 §10); a refused visible one does not.
   */
  async function checkCaptcha(
    body: { recaptcha?: string | null; recaptchaKind?: CaptchaKind },
    action: CaptchaAction,
    caller: Caller,
  ): Promise<void> {
    const kind = body.recaptchaKind ?? 'invisible';
    const passed = await deps.captcha.verify({
      token: body.recaptcha,
      kind,
      action,
      remoteIp: caller.ip,
    });
    if (!passed) {
      const visibleFallback = deps.captcha.visibleFallback && kind === 'invisible';
      throw new AppError(
        'GOOGLE_RECAPTCHA',
        visibleFallback ? { additionalData: { visibleFallback } } : {},
      );
    }
  }

  /**
   * Sends the confirmation link, to the app at `linkOrigin` (http/link-origin.ts);
   * a mail failure is logged, the user can ask again later.
   */
  async function sendEmailLink(user: UserRow, linkOrigin: string | undefined): Promise<void> {
    try {
      await deps.emailConfirmation.sendLink(
        user,
        linkOrigin === undefined ? undefined : deps.emailConfirmation.linkBaseAt(linkOrigin),
      );
    } catch (error) {
      deps.log.warn({ err: error, userId: user.id }, 'e-mail confirmation link not sent');
    }
  }

  /**
   * The review account's fixed code for `cpf` (decision 026), or undefined for
   * everyone else. Logged by intention only: the CPF never reaches the logs.
   */
  function fixedCodeFor(cpf: string, intentionId: string): string | undefined {
    const code = reviewCodeFor(deps.reviewAccount, cpf);
    if (code !== undefined) {
      deps.log.info({ intentionId }, 'store-review account: fixed code, no message sent');
    }
    return code;
  }

  return {
    async registerStart(body: RegisterStartBody, caller: Caller): Promise<RegisterStartResult> {
      await checkCaptcha(body, 'register', caller);
      const existing = await deps.users.findByCpf(body.cpf);
      // A blocked customer is told so, as at sign-in, rather than to sign in.
      if (existing?.blocked) throw new AppError('USER_IS_BLOCKED');
      if (existing) throw new AppError('CPF_ALREADY_IN_USE');

      let partnerId: string | null = null;
      if (body.partnerId) {
        const partner = await deps.partners.findBySlugOrId(body.partnerId);
        // The app ignores a partner it cannot load (docs/spec/account-checklist.md §8); so does
        // registration.
        if (partner) partnerId = partner.id;
        else deps.log.info({ partnerId: body.partnerId }, 'registration for an unknown partner');
      }

      const startedAt = now();
      // Before anything is created: a refusal or a register that does not
      // answer leaves nothing behind (issue 30).
      const holder = await checkCpfHolder(deps.cpfBureau, body, startedAt);
      const intention = await deps.entrance.createRegisterIntention({
        deviceUuid: body.deviceUUID.toLowerCase(),
        cpf: body.cpf,
        fullName: body.fullName,
        timezone: body.timezone,
        partnerId,
        optInAt: body.optInAt ? new Date(body.optInAt) : null,
        optInBy: body.optInBy ?? null,
        deviceInfo: body.deviceInfo ?? null,
        cpfHolderNameMatches: holder.nameMatches,
        cpfHolderName: holder.holderName,
        termsAcceptedAt: startedAt,
        createdAt: startedAt,
        expiresAt: new Date(startedAt.getTime() + REGISTER_INTENTION_TTL_MS),
      });
      return { registerIntentionId: intention.id };
    },

    async registerSetPhone(
      body: RegisterSetPhoneBody,
      caller: Caller,
    ): Promise<RegisterSetPhoneResult> {
      const intention = await openRegisterIntention(body.registerIntentionId, body.deviceUUID);
      const phoneNumber = `${body.phone.areaCode}${body.phone.number}`;
      if (await deps.users.findByConfirmedPhone(phoneNumber)) {
        throw new AppError('PHONE_ALREADY_IN_USE');
      }
      // The code goes first: when it cannot be sent, the intention keeps its phone.
      const { resendAfterSeconds } = await deps.phoneCodes.send({
        purpose: 'register',
        intentionId: intention.id,
        phoneNumber,
        deviceUuid: intention.deviceUuid,
        // The network's caps count registration codes too (decision 017).
        ip: caller.ip,
        channel: body.call ? 'voice' : 'sms',
        // No account yet: the code speaks the language of the request asking for it.
        language: body.language ?? DEFAULT_LANGUAGE,
        fixedCode: fixedCodeFor(intention.cpf, intention.id),
      });
      await deps.entrance.setRegisterPhone(intention.id, phoneNumber);
      return { registerIntentionId: intention.id, resendAfterSeconds };
    },

    async registerConfirmPhone(body: RegisterConfirmPhoneBody): Promise<void> {
      const intention = await openRegisterIntention(body.registerIntentionId, body.deviceUUID);
      const missing = missingStep(intention, 'confirm-phone');
      if (missing) throw outOfOrder(missing);
      const code = await deps.phoneCodes.verify({
        purpose: 'register',
        intentionId: intention.id,
        code: body.otp,
        storedCodeOnly: isReviewAccount(deps.reviewAccount, intention.cpf),
      });
      // The phone may have changed since this code was sent.
      if (!(await deps.entrance.confirmRegisterPhone(intention.id, code.phoneNumber, now()))) {
        throw new AppError('PHONE_OTP_TOKEN_INVALID');
      }
    },

    async registerSetEmail(body: RegisterSetEmailBody): Promise<void> {
      const intention = await openRegisterIntention(body.registerIntentionId, body.deviceUUID);
      const missing = missingStep(intention, 'set-email');
      if (missing) throw outOfOrder(missing);
      await deps.entrance.setRegisterEmail(intention.id, body.email);
    },

    async registerFinish(
      body: RegisterFinishBody,
      linkOrigin?: string,
    ): Promise<RegisterFinishResult> {
      const intention = await openRegisterIntention(body.registerIntentionId, body.deviceUUID);
      const missing = missingStep(intention, 'finish');
      if (missing) throw outOfOrder(missing);

      const pinHash = await deps.pins.hash(body.pin);
      const outcome = await deps.entrance.finishRegistration(intention.id, now(), (claimed) => {
        const { firstName, lastName } = splitFullName(claimed.fullName);
        return {
          cpf: claimed.cpf,
          firstName,
          lastName,
          email: claimed.email,
          emailValidated: false,
          phoneNumber: claimed.phoneNumber,
          phoneCountry: PHONE_COUNTRY,
          phoneConfirmed: true,
          // Reviewers see the test-user success screen instead of the face step.
          mustRegisterFace: !isReviewAccount(deps.reviewAccount, claimed.cpf),
          pinHash,
          partnerId: claimed.partnerId,
          privateLabelEnabled: claimed.partnerId !== null,
          optInAt: claimed.optInAt,
          optInBy: claimed.optInBy,
          cpfHolderNameMatches: claimed.cpfHolderNameMatches,
          cpfHolderName: claimed.cpfHolderName,
          language: body.language ?? DEFAULT_LANGUAGE,
          // No credit analysis stands before the wallet (decision 046): a new
          // account may add cards at once; each card's own rules send doubtful
          // ones to a person (decision 030).
          scoreStatus: 'AUTO_APPROVED',
          allowAddPaymentStatus: 'AUTO_APPROVED',
          // A name that is not the CPF holder's waits for a person before the
          // face pays (the console's identity queue, decision 080).
          getPaymentStatus:
            claimed.cpfHolderNameMatches === false ? 'WAITING_APPROVAL' : 'AUTO_APPROVED',
        };
      });
      if ('alreadyFinished' in outcome) throw new AppError('USER_ALREADY_SET');
      if ('conflict' in outcome) {
        throw new AppError(
          outcome.conflict === 'cpf' ? 'CPF_ALREADY_IN_USE' : 'PHONE_ALREADY_IN_USE',
        );
      }
      // A new account for a CPF whose old one was deleted: that one is forgotten.
      await deps.deletedAccounts.clearDeletedCpf(intention.cpf);
      await sendEmailLink(outcome.user, linkOrigin);
      return {
        token: await deps.startSession(outcome.user.id, intention.deviceUuid),
        profile: deps.buildProfile(outcome.user),
      };
    },

    /**
     * Signed-in only, and only for oneself: `userId` must be the session's user.
     * Answers the opt-in now on record, for the app's consent receipt.
     */
    async setPrivateLabelEmail(
      body: RegisterSetPrivateLabelEmailBody,
      sessionUserId: string,
      linkOrigin?: string,
    ): Promise<RegisterSetPrivateLabelEmailResult> {
      if (body.userId !== sessionUserId) throw new AppError('FORBIDDEN');
      const user = await deps.users.findById(sessionUserId);
      if (!user || user.deleted) throw new AppError('UNAUTHORIZED');
      const recorded = (row: UserRow): RegisterSetPrivateLabelEmailResult => ({
        optInAt: row.optInAt?.toISOString() ?? null,
        optInBy: row.optInBy,
      });
      if (user.email === body.email && user.emailValidated && !body.optInAt) return recorded(user);
      const updated = await deps.users.updateEmail(
        user.id,
        body.email,
        body.optInAt ? { optInAt: new Date(body.optInAt), optInBy: body.optInBy ?? null } : {},
      );
      // Gone between the two reads: its session is gone too.
      if (!updated) throw new AppError('UNAUTHORIZED');
      if (!updated.emailValidated) await sendEmailLink(updated, linkOrigin);
      return recorded(updated);
    },

    /** The e-mail link's challenge page: the token counts with its owner's CPF only. */
    async validateEmailToken(body: ValidateEmailTokenBody): Promise<void> {
      await deps.emailConfirmation.validate(body.emailValidationToken, body.cpf);
    },

    async loginStart(body: LoginStartBody, caller: Caller): Promise<LoginStartResult> {
      await checkCaptcha(body, 'login', caller);
      const deviceUuid = body.deviceUUID.toLowerCase();
      const startedAt = now();
      // CPF enumeration (decision 078): the friction is decided before the CPF
      // is looked up, so it is the same for a known CPF and an unknown one.
      const friction = await deps.loginMisses.frictionFor(deviceUuid, caller.ip, startedAt);
      if (friction.kind === 'refused') {
        deps.metrics.loginFriction('refused');
        throw new AppError('TOO_MANY_REQUESTS', { retryAfterSeconds: friction.retryAfterSeconds });
      }
      if (
        friction.kind === 'captcha' &&
        deps.captcha.enabled &&
        deps.captcha.visibleFallback &&
        body.recaptchaKind !== 'visible'
      ) {
        deps.metrics.loginFriction(`captcha_${friction.by}`);
        throw new AppError('GOOGLE_RECAPTCHA', { additionalData: { visibleFallback: true } });
      }
      const user = await deps.users.findByCpf(body.cpf);
      if (!user) {
        await deps.loginMisses.recordMiss(deviceUuid, caller.ip, startedAt);
        deps.metrics.loginUnknownCpf();
        // A deleted account says so until the person registers again (issue 9).
        if (await deps.deletedAccounts.isDeletedCpf(body.cpf)) throw new AppError('USER_DELETED');
        throw new AppError('USER_NOT_FOUND');
      }
      assertCanSignIn(user);
      const phoneNumber = user.phoneConfirmed ? user.phoneNumber : null;
      if (!phoneNumber) throw new AppError('USER_PHONE_NOT_FOUND');

      // Calling start again on the same device is the resend: same intention,
      // new code; within the countdown it keeps the code just sent (decision 017).
      const intention =
        (await deps.entrance.findOpenLoginIntention(
          user.id,
          deviceUuid,
          new Date(startedAt.getTime() + LOGIN_REUSE_MARGIN_MS),
        )) ??
        (await deps.entrance.createLoginIntention({
          deviceUuid,
          userId: user.id,
          createdAt: startedAt,
          expiresAt: new Date(startedAt.getTime() + LOGIN_INTENTION_TTL_MS),
        }));
      // A busy network (decision 068) proves a person with the visible checkbox,
      // where there is one, instead of being refused.
      if (
        deps.captcha.enabled &&
        deps.captcha.visibleFallback &&
        body.recaptchaKind !== 'visible' &&
        (await deps.phoneCodes.fromBusyNetwork({ ip: caller.ip, phoneNumber }))
      ) {
        throw new AppError('GOOGLE_RECAPTCHA', { additionalData: { visibleFallback: true } });
      }
      const { resendAfterSeconds } = await deps.phoneCodes.send({
        purpose: 'login',
        intentionId: intention.id,
        phoneNumber,
        deviceUuid,
        ip: caller.ip,
        channel: body.call ? 'voice' : 'sms',
        // Whoever asks reads the screen in this language; the account's is
        // recorded only once the code proves the phone (loginConfirm).
        language: body.language ?? user.language,
        reuseWithinCountdown: true,
        knownDevice: await deps.knownDevice(user.id, deviceUuid),
        fixedCode: fixedCodeFor(body.cpf, intention.id),
      });
      return {
        exists: true,
        loginIntentionId: intention.id,
        privateLabelStatus: deps.buildProfile(user).privateLabelStatus,
        ...phoneHint(phoneNumber),
        resendAfterSeconds,
      };
    },

    async loginConfirm(body: LoginConfirmPhoneBody): Promise<LoginConfirmPhoneResult> {
      const intention = await deps.entrance.findLoginIntention(body.loginIntentionId);
      if (
        !intention ||
        intention.deviceUuid !== body.deviceUUID.toLowerCase() ||
        intention.expiresAt.getTime() <= now().getTime()
      ) {
        throw new AppError('EXPIRED_SESSION');
      }
      if (intention.confirmedAt) throw new AppError('USER_SESSION_ALREADY_ACTIVATED');
      const user = await deps.users.findById(intention.userId);
      if (!user) throw new AppError('EXPIRED_SESSION');
      assertCanSignIn(user);

      await deps.phoneCodes.verify({
        purpose: 'login',
        intentionId: intention.id,
        code: body.otp,
        storedCodeOnly: isReviewAccount(deps.reviewAccount, user.cpf),
      });
      if (!(await deps.entrance.confirmLoginIntention(intention.id, now()))) {
        throw new AppError('USER_SESSION_ALREADY_ACTIVATED');
      }
      const signedIn =
        body.language && body.language !== user.language
          ? ((await deps.users.setLanguage(user.id, body.language)) ?? user)
          : user;
      return {
        token: await deps.startSession(user.id, intention.deviceUuid),
        profile: {
          ...deps.buildProfile(signedIn),
          identityVerificationOutcome: signedIn.faceStatus,
        },
      };
    },
  };
}
export type EntranceService = ReturnType<typeof createEntranceService>;
