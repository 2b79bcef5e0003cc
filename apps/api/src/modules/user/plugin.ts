// The user module: the users, e-mail token, profile picture and session
// repositories, the e-mail confirmation, the PIN check, the sessions (the auth
// plugin's session gate), the profile builder and the profile service on the
// app, its routes under the API prefix.
import { CustomerCache } from '../../cache/customer-cache';
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type EmailConfirmation, createEmailConfirmation } from './email-confirmation';
import { type EmailTokensRepository, createEmailTokensRepository } from './email-token-repository';
import {
  type ProfilePictureRepository,
  createProfilePictureRepository,
} from './profile-picture-repository';
import { type Pins, createPins } from './pin';
import { type ProfileBuilder, createProfileBuilder } from './profile';
import { type AccountDeletion, createAccountDeletion } from './account-deletion';
import { createAccountDeletionRepository } from './account-deletion-repository';
import { createExportRepository } from './export-repository';
import { type PaymentLimitsService, createPaymentLimits } from './payment-limits';
import { createPinResetRepository } from './pin-reset-repository';
import { type UsersRepository, createUsersRepository } from './repository';
import userRoutes from './routes';
import { type UserService, createUserService } from './service';
import { type SessionRepository, createSessionRepository } from './session-repository';
import { type Sessions, createSessions } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
    emailTokensRepository: EmailTokensRepository;
    profilePictureRepository: ProfilePictureRepository;
    sessionRepository: SessionRepository;
    sessions: Sessions;
    emailConfirmation: EmailConfirmation;
    /** Every PIN hash, check (5 wrong in a row lock it), change and reset goes through it. */
    pins: Pins;
    accountDeletion: AccountDeletion;
    /** The customer's limits on paying by face (decision 036). */
    paymentLimits: PaymentLimitsService;
    /** The profile answer of every call that returns one (features included: decision 026). */
    buildProfile: ProfileBuilder;
    userService: UserService;
  }
}

/** A few sessions per customer (phone, tablet); a standing is some 200 bytes. */
const SESSION_CACHE = { maxCustomers: 50_000, maxEntriesPerCustomer: 4, maxAgeMs: 60_000 };

export default fp(
  async (app) => {
    const users = createUsersRepository(app.db);
    const tokens = createEmailTokensRepository(app.db);
    const profilePictures = createProfilePictureRepository(app.db);
    const sessionRepository = createSessionRepository(app.db, app.customerChanges);
    const sessions = createSessions({
      repository: sessionRepository,
      clock: app.clock,
      signToken: app.signSessionToken,
      ttlMs: app.config.session.ttlMs,
      idleTimeoutMs: app.config.session.idleTimeoutMs,
      cache: new CustomerCache(app.customerChanges, SESSION_CACHE),
    });
    app.setSessionGate(sessions);
    const emailConfirmation = createEmailConfirmation({
      tokens,
      users,
      mail: app.messaging.mail,
      clock: app.clock,
      publicUrl: app.config.publicUrl,
    });
    app.decorate('usersRepository', users);
    app.decorate('emailTokensRepository', tokens);
    app.decorate('profilePictureRepository', profilePictures);
    app.decorate('sessionRepository', sessionRepository);
    app.decorate('sessions', sessions);
    app.decorate('emailConfirmation', emailConfirmation);
    const pins = createPins({
      users,
      resets: createPinResetRepository(app.db),
      sms: app.messaging.sms,
      clock: app.clock,
      pepper: app.config.pinPepper,
    });
    app.decorate('pins', pins);
    app.decorate(
      'accountDeletion',
      createAccountDeletion({
        repository: createAccountDeletionRepository(app.db, app.customerChanges),
        users,
        pins,
        phoneCodes: app.phoneCodes,
        clock: app.clock,
        hashKey: app.config.pinPepper,
        // The wallet registers after this module: looked up when a deletion runs.
        forgetCards: (userId) => app.walletService.forgetCustomer(userId),
      }),
    );
    app.decorate('paymentLimits', createPaymentLimits({ users, pins, clock: app.clock }));
    const buildProfile = createProfileBuilder({ reviewAccount: app.config.reviewAccount });
    app.decorate('buildProfile', buildProfile);
    app.decorate(
      'userService',
      createUserService({
        users,
        profilePictures,
        emailConfirmation,
        sessions,
        pins,
        exports: createExportRepository(app.db),
        clock: app.clock,
        imageKey: app.config.face.imageKey,
        buildProfile,
      }),
    );
    await app.register(userRoutes, { prefix: apiBase });
  },
  {
    name: 'user',
    dependencies: ['db', 'customer-changes', 'clock', 'messaging', 'auth', 'phone-codes'],
  },
);
