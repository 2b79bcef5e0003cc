// The sandbox's back doors for tests and demos: the outbox of messages that
// were not sent, test users created signed in, phone codes expired on demand
// and a user's enrolled faces forgotten.
import { splitFullName } from '@rosto/contract/validators/full-name';
import type {
  CreateSandboxTerminalBody,
  CreateSandboxTerminalResult,
  CreateSandboxUserBody,
  CreateSandboxUserResult,
  SandboxOutboxItem,
} from '@rosto/contract/schemas/sandbox';
import { AppError } from '../../errors';
import type { Clock } from '../../plugins/app/clock';
import type { PhoneCodesRepository } from '../phone-codes/repository';
import type { BiometricConsentRepository } from '../face-registration/consent-repository';
import type { FaceTemplateRepository } from '../face-search/template-repository';
import type { PartnersService } from '../partners/service';
import type { Pins } from '../pin/pins';
import type { ProfileBuilder } from '../user/profile';
import type { UsersRepository } from '../user/repository';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import type { OutboxRepository } from '../../plugins/app/outbox-repository';
import { generateCpf, generateMobile } from './test-users';

export interface SandboxDeps {
  outbox: Pick<OutboxRepository, 'list'>;
  users: Pick<UsersRepository, 'create'>;
  partners: Pick<PartnersService, 'partner'>;
  phoneCodes: Pick<PhoneCodesRepository, 'expireUnused'>;
  faceTemplates: Pick<FaceTemplateRepository, 'forgetFaces'>;
  pins: Pick<Pins, 'hash'>;
  consents: Pick<BiometricConsentRepository, 'record'>;
  /** A partner place's pre/post-paid card, as the partner would issue it. */
  issuePrePostPaidCard: (
    userId: string,
    card: NonNullable<CreateSandboxUserBody['prePostPaidCard']>,
  ) => Promise<void>;
  clock: Clock;
  reviewPaymentMethod: (
    id: string,
    decision: 'MANUAL_APPROVED' | 'MANUAL_REJECTED',
  ) => Promise<PaymentMethod>;
  buildProfile: ProfileBuilder;
  /** Opens a session (sessions/service.ts) and answers its token. */
  startSession(userId: string): Promise<string>;
  /** A terminal at a place of a partner, with its key (as `npm run terminal:create`). */
  createTerminal(body: CreateSandboxTerminalBody): Promise<CreateSandboxTerminalResult>;
}

export function createSandboxService(deps: SandboxDeps) {
  return {
    outbox(to: string | undefined): Promise<SandboxOutboxItem[]> {
      return deps.outbox.list({ to });
    },

    /**
     * A test user with a valid CPF and a mobile number when none is given, a
     * confirmed phone, and a session token, so end-to-end tests can reach
     * signed-in pages before (and without) going through sign-in.
     */
    async createUser(body: CreateSandboxUserBody): Promise<CreateSandboxUserResult> {
      const partnerId =
        body.partnerSlug === undefined ? null : (await deps.partners.partner(body.partnerSlug)).id;

      const { firstName, lastName } = splitFullName(body.fullName ?? 'Teste Sandbox');
      // A given CPF or phone must be free; generated ones are retried on the (unlikely) clash.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const result = await deps.users.create({
          cpf: body.cpf ?? generateCpf(),
          firstName,
          lastName,
          email: body.email ?? null,
          emailValidated: body.email !== undefined,
          phoneNumber: body.phone ? `${body.phone.areaCode}${body.phone.number}` : generateMobile(),
          phoneCountry: 'BR',
          phoneConfirmed: true,
          mustRegisterFace: body.mustRegisterFace ?? false,
          faceStatus: body.faceStatus === undefined ? 'SUCCESS' : body.faceStatus,
          scoreStatus: 'AUTO_APPROVED',
          allowAddPaymentStatus: body.allowAddPaymentStatus ?? 'AUTO_APPROVED',
          getPaymentStatus: 'AUTO_APPROVED',
          partnerId,
          // A user created for a partner is a partner-registered (private-label) user.
          privateLabelEnabled: partnerId !== null,
          blocked: body.blocked ?? false,
          deleted: body.deleted ?? false,
          pinHash: body.pin === undefined ? null : await deps.pins.hash(body.pin),
        });
        if ('user' in result) {
          if (body.biometricConsent) {
            await deps.consents.record(result.user.id, deps.clock.now(), null);
          }
          if (body.prePostPaidCard) {
            await deps.issuePrePostPaidCard(result.user.id, body.prePostPaidCard);
          }
          return {
            token: await deps.startSession(result.user.id),
            profile: deps.buildProfile(result.user),
          };
        }
        if (result.conflict === 'cpf' && body.cpf !== undefined) {
          throw new AppError('CPF_ALREADY_IN_USE');
        }
        if (result.conflict === 'phone' && body.phone !== undefined) {
          throw new AppError('PHONE_ALREADY_IN_USE');
        }
      }
      throw new AppError('UNKNOWN');
    },

    /** Makes every unused code of the phone already expired. */
    async expirePhoneCodes(phone: string): Promise<{ expired: number }> {
      return { expired: await deps.phoneCodes.expireUnused(phone, deps.clock.now()) };
    },

    /** An operator's answer to a card waiting for review (decision 030). */
    reviewPaymentMethod: (id: string, decision: 'MANUAL_APPROVED' | 'MANUAL_REJECTED') =>
      deps.reviewPaymentMethod(id, decision),

    /** A shop terminal for testers; its key is answered this once. */
    createTerminal: (body: CreateSandboxTerminalBody) => deps.createTerminal(body),

    /** Deletes the user's enrolled faces, so a capture can enrol from scratch. */
    async forgetFace(userId: string): Promise<{ templates: number }> {
      return { templates: await deps.faceTemplates.forgetFaces(userId) };
    },
  };
}
export type SandboxService = ReturnType<typeof createSandboxService>;
