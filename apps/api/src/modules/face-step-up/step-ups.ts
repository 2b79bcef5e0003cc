// The step-up before replacing an enrolled face (issue 8, decision 023). A
// session token alone must not be enough to put another person's face on an
// account: the PIN first (counted by the user module's PIN check, so a thief
// without it never gets an SMS sent), then a code by SMS to the registered
// phone. Both must be within the last ten minutes, in the same session, and the
// replacement they allow uses them up.
import {
  FACE_STEP_UP_TTL_MINUTES,
  type FaceStepUpCodeSent,
  type FaceStepUpStatus,
} from '@rosto/contract/schemas/face';
import { AppError } from '../../errors';
import type { Clock } from '../../plugins/app/clock';
import { type PhoneCodes, phoneHint } from '../phone-codes/phone-codes';
import type { Pins } from '../pin/pins';
import type { UserRow, UsersRepository } from '../user/repository';
import type { FaceStepUpRepository, FaceStepUpRow } from './step-up-repository';

export const FACE_STEP_UP_TTL_MS = FACE_STEP_UP_TTL_MINUTES * 60 * 1000;
const PURPOSE = 'face_step_up';

/** Who asks: the signed-in user, the session of the token, the address (for the code caps). */
export interface StepUpCaller {
  userId: string;
  sessionId: string;
  ip?: string;
}

export interface FaceStepUpDeps {
  repository: FaceStepUpRepository;
  users: Pick<UsersRepository, 'findById'>;
  pins: Pick<Pins, 'check'>;
  phoneCodes: Pick<PhoneCodes, 'send' | 'verify'>;
  /** Whether the user's next photo would replace an enrolled face (face-registration/registration.ts). */
  replacesFace: (userId: string) => Promise<boolean>;
  clock: Clock;
}

export function createFaceStepUps(deps: FaceStepUpDeps) {
  const { repository, clock } = deps;

  async function userWithPhone(userId: string): Promise<UserRow & { phoneNumber: string }> {
    const user = await deps.users.findById(userId);
    if (!user?.phoneNumber) throw new AppError('USER_PHONE_NOT_FOUND');
    return { ...user, phoneNumber: user.phoneNumber };
  }

  async function sendCode(
    caller: StepUpCaller,
    stepUp: FaceStepUpRow,
    { phoneNumber, language }: Pick<UserRow, 'language'> & { phoneNumber: string },
    call: boolean,
  ): Promise<FaceStepUpCodeSent> {
    const sent = await deps.phoneCodes.send({
      purpose: PURPOSE,
      intentionId: stepUp.id,
      phoneNumber,
      deviceUuid: stepUp.deviceUuid,
      ...(caller.ip ? { ip: caller.ip } : {}),
      channel: call ? 'voice' : 'sms',
      language,
    });
    return {
      stepUpId: stepUp.id,
      ...phoneHint(phoneNumber),
      resendAfterSeconds: sent.resendAfterSeconds,
    };
  }

  async function unconfirmed(caller: StepUpCaller, stepUpId: string): Promise<FaceStepUpRow> {
    const row = await repository.findUnconfirmed(
      stepUpId,
      caller.userId,
      caller.sessionId,
      clock.now(),
    );
    if (!row) throw new AppError('FACE_STEP_UP_EXPIRED');
    return row;
  }

  async function status(caller: StepUpCaller): Promise<FaceStepUpStatus> {
    const now = clock.now();
    const [user, enrolled, grant] = await Promise.all([
      deps.users.findById(caller.userId),
      deps.replacesFace(caller.userId),
      repository.findGrant(caller.userId, caller.sessionId, now),
    ]);
    return {
      required: enrolled && !grant,
      pinRequired: Boolean(user?.pinHash),
      validUntil: grant ? grant.expiresAt.toISOString() : null,
    };
  }

  return {
    status,

    /** Checks the PIN (when the user has one), then sends the code. */
    async start(
      caller: StepUpCaller,
      body: { deviceUUID: string; pin?: string | undefined; call: boolean },
    ): Promise<FaceStepUpCodeSent> {
      const user = await userWithPhone(caller.userId);
      const pinChecked = user.pinHash !== null;
      if (pinChecked) {
        if (body.pin === undefined) throw new AppError('INVALID_USER_PIN_FORMAT');
        await deps.pins.check(user.id, body.pin);
      }
      const now = clock.now();
      const stepUp = await repository.insert({
        userId: user.id,
        sessionId: caller.sessionId,
        deviceUuid: body.deviceUUID,
        pinChecked,
        createdAt: now,
        expiresAt: new Date(now.getTime() + FACE_STEP_UP_TTL_MS),
      });
      return sendCode(caller, stepUp, user, body.call);
    },

    /** A new code for a started step-up (its countdown and hourly caps apply). */
    async resend(
      caller: StepUpCaller,
      body: { stepUpId: string; call: boolean },
    ): Promise<FaceStepUpCodeSent> {
      const stepUp = await unconfirmed(caller, body.stepUpId);
      const user = await userWithPhone(caller.userId);
      return sendCode(caller, stepUp, user, body.call);
    },

    /** The code: captures of this session are allowed until the step-up's ten minutes end. */
    async confirm(
      caller: StepUpCaller,
      body: { stepUpId: string; otp: string },
    ): Promise<FaceStepUpStatus> {
      const stepUp = await unconfirmed(caller, body.stepUpId);
      await deps.phoneCodes.verify({ purpose: PURPOSE, intentionId: stepUp.id, code: body.otp });
      const confirmed = await repository.confirm(
        stepUp.id,
        caller.userId,
        caller.sessionId,
        clock.now(),
      );
      if (!confirmed) throw new AppError('FACE_STEP_UP_EXPIRED');
      return status(caller);
    },

    /** The confirmed step-up a capture runs under, or FACE_STEP_UP_REQUIRED. */
    async requireGrant(userId: string, sessionId: string, now: Date): Promise<string> {
      const grant = await repository.findGrant(userId, sessionId, now);
      if (!grant) throw new AppError('FACE_STEP_UP_REQUIRED');
      return grant.id;
    },

    markUsed: (stepUpId: string, now: Date) => repository.markUsed(stepUpId, now),
  };
}
export type FaceStepUps = ReturnType<typeof createFaceStepUps>;
