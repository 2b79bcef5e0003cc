// The help desk's rules for customers (issue 26): a search needs a whole key
// (a support reference, a full CPF or a confirmed phone), never a prefix; a
// customer's page masks the CPF, phone and e-mail and shows the face only to
// an operator who may review faces; a block ends every session through the
// sessions module, so the cached session checks hear of it at once. Sign-in,
// sessions and terminal payments already refuse a blocked account: blocking
// is only the flag and the sessions.
import type { RegisterDeviceInfo } from '@rosto/contract/schemas/entrance';
import {
  CUSTOMER_PAGE_PAYMENTS,
  type ConsoleCustomerSearchBody,
  type CustomerDetails,
  type CustomerSearchItem,
  type CustomerSearchKey,
  type CustomerStatus,
} from '@rosto/contract/schemas/console-customers';
import { maskedCpf, maskedEmail, maskedPhone } from '@rosto/contract/personal-data-masks';
import { AppError } from '../../errors';
import type { Clock } from '../../plugins/app/clock';
import type { EmailConfirmation } from '../email/email-confirmation';
import type { Sessions } from '../sessions/service';
import type { SupportService } from '../support/service';
import type { ProfilePictureRepository } from '../user/profile-picture-repository';
import { openProfilePictures } from '../user/profile';
import type { UserRow, UsersRepository } from '../user/repository';
import type { CustomersRepository } from './repository';

export interface CustomersDeps {
  users: Pick<UsersRepository, 'findById' | 'findByCpf' | 'findByConfirmedPhone'>;
  customers: CustomersRepository;
  references: Pick<SupportService, 'resolve'>;
  sessions: Pick<Sessions, 'endAll'>;
  emailConfirmation: Pick<EmailConfirmation, 'sendLink'>;
  profilePictures: Pick<ProfilePictureRepository, 'sealedProfilePictures'>;
  /** FACE_IMAGE_KEY, which opens the sealed face crops. */
  imageKey: Buffer;
  clock: Clock;
  /** SESSION_IDLE_TIMEOUT: a session unused this long is not open. */
  sessionIdleTimeoutMs: number;
}

export function statusOf(user: Pick<UserRow, 'blocked' | 'deleted'>): CustomerStatus {
  if (user.deleted) return 'deleted';
  return user.blocked ? 'blocked' : 'active';
}

/** The kind of key a search body holds (the schema lets exactly one through). */
export function searchKeyOf(body: ConsoleCustomerSearchBody): CustomerSearchKey {
  if (body.reference !== undefined) return 'reference';
  return body.cpf !== undefined ? 'cpf' : 'phone';
}

function searchItem(user: UserRow): CustomerSearchItem {
  return {
    id: user.id,
    firstName: user.firstName,
    maskedCpf: user.cpf ? maskedCpf(user.cpf) : null,
    maskedPhone: user.phoneNumber ? maskedPhone(user.phoneNumber) : null,
    status: statusOf(user),
    createdAt: user.createdAt.toISOString(),
  };
}

/** "Pixel 7 · android 14": what the app said of the device, as one line. */
function describeDevice(info: RegisterDeviceInfo): string | null {
  const platform = [info.platform, info.platformVersion].filter(Boolean).join(' ');
  const parts = [info.deviceName, platform].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}

export function createCustomersService(deps: CustomersDeps) {
  const { users, customers } = deps;

  /** The account behind a console call; a deleted one is gone for the help desk too. */
  const existing = async (id: string): Promise<UserRow> => {
    const user = await users.findById(id);
    if (!user || user.deleted) throw new AppError('CUSTOMER_NOT_FOUND');
    return user;
  };

  const byPhone = async (phone: string) => {
    const user = await users.findByConfirmedPhone(phone);
    return user ? [user] : [];
  };
  const byCpf = async (cpf: string) => {
    const user = await users.findByCpf(cpf);
    return user ? [user] : [];
  };

  /**
   * The accounts a support reference's context names by CPF or phone. A
   * context with only the phone's last four names nobody: four digits are a
   * partial key, and partial keys list no one.
   */
  const byReference = async (reference: string) => {
    const { context } = await deps.references.resolve(reference);
    const found = [
      ...(context.cpf ? await byCpf(context.cpf) : []),
      ...(context.phone ? await byPhone(context.phone) : []),
    ];
    return [...new Map(found.map((user) => [user.id, user])).values()];
  };

  /** The crop closest around the enrolled face, already small (192 px, a few KiB). */
  const faceThumbnail = async (userId: string): Promise<string | null> => {
    const sealed = await deps.profilePictures.sealedProfilePictures(userId);
    return sealed ? openProfilePictures(deps.imageKey, sealed).FACEBOX_CLOSER : null;
  };

  const openSessions = async (userId: string) => {
    const now = deps.clock.now();
    const open = await customers.openSessions(
      userId,
      now,
      new Date(now.getTime() - deps.sessionIdleTimeoutMs),
    );
    const devices = new Map(
      (
        await customers.deviceInfos(
          userId,
          open.flatMap((session) => (session.deviceUuid ? [session.deviceUuid] : [])),
        )
      ).flatMap(({ deviceUuid, info }) => (info ? [[deviceUuid, describeDevice(info)]] : [])),
    );
    return open.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      device: (session.deviceUuid && devices.get(session.deviceUuid)) ?? null,
    }));
  };

  return {
    async search(body: ConsoleCustomerSearchBody): Promise<{ items: CustomerSearchItem[] }> {
      const found =
        body.reference !== undefined
          ? await byReference(body.reference)
          : body.cpf !== undefined
            ? await byCpf(body.cpf)
            : await byPhone(body.phone ?? '');
      return { items: found.map(searchItem) };
    },

    /** The customer's page; the face only when `withFace` (the operator also reviews faces). */
    async details(id: string, options: { withFace: boolean }): Promise<CustomerDetails> {
      const user = await existing(id);
      const [cards, payments, sessions, thumbnail] = await Promise.all([
        customers.cards(id),
        customers.lastPayments(id, CUSTOMER_PAGE_PAYMENTS),
        openSessions(id),
        options.withFace ? faceThumbnail(id) : null,
      ]);
      return {
        ...searchItem(user),
        lastName: user.lastName,
        maskedEmail: user.email ? maskedEmail(user.email) : null,
        emailConfirmed: user.emailValidated,
        faceStatus: user.faceStatus,
        faceThumbnail: thumbnail,
        cards,
        payments: payments.map((payment) => ({ ...payment, at: payment.at.toISOString() })),
        sessions,
      };
    },

    /** Blocks the account and ends every session of it, answering how many ended. */
    async block(id: string): Promise<{ status: 'blocked'; sessionsEnded: number }> {
      if (!(await customers.setBlocked(id, true))) throw new AppError('CUSTOMER_NOT_FOUND');
      return { status: 'blocked', sessionsEnded: await deps.sessions.endAll(id) };
    },

    async unblock(id: string): Promise<{ status: 'active' }> {
      if (!(await customers.setBlocked(id, false))) throw new AppError('CUSTOMER_NOT_FOUND');
      return { status: 'active' };
    },

    async endSessions(id: string): Promise<{ ended: number }> {
      await existing(id);
      return { ended: await deps.sessions.endAll(id) };
    },

    /** The e-mail module's own link, with its hourly limit per account (TOO_MANY_REQUESTS). */
    async resendEmailConfirmation(id: string): Promise<{ sent: true }> {
      const user = await existing(id);
      if (!user.email) throw new AppError('CUSTOMER_EMAIL_MISSING');
      if (user.emailValidated) throw new AppError('CUSTOMER_EMAIL_ALREADY_CONFIRMED');
      await deps.emailConfirmation.sendLink(user);
      return { sent: true };
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
