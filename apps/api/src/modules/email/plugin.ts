// The e-mail module (docs/spec/account-checklist.md §2, §3): the e-mail token repository, the
// e-mail confirmation (links sent to an address, checked with the CPF; the
// entrance module validates them at sign-in) and the e-mail changes of the
// signed-in customer on the app, its routes under the API prefix.
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { type EmailConfirmation, createEmailConfirmation } from './email-confirmation';
import emailRoutes from './routes';
import { type EmailService, createEmailService } from './service';
import { type EmailTokensRepository, createEmailTokensRepository } from './token-repository';

declare module 'fastify' {
  interface FastifyInstance {
    emailTokensRepository: EmailTokensRepository;
    emailConfirmation: EmailConfirmation;
    emailService: EmailService;
  }
}

export default fp(
  async (app) => {
    const tokens = createEmailTokensRepository(app.db);
    const emailConfirmation = createEmailConfirmation({
      tokens,
      users: app.usersRepository,
      partners: app.partnersRepository,
      mail: app.messaging.mail,
      clock: app.clock,
      publicUrl: app.config.publicUrl,
    });
    app.decorate('emailTokensRepository', tokens);
    app.decorate('emailConfirmation', emailConfirmation);
    app.decorate(
      'emailService',
      createEmailService({
        users: app.usersRepository,
        emailConfirmation,
        sessions: app.sessions,
        profileOf: (user) => app.userService.profileOf(user),
      }),
    );
    await app.register(emailRoutes, { prefix: apiBase });
  },
  {
    name: 'email',
    dependencies: ['db', 'clock', 'messaging', 'auth', 'sessions', 'user', 'partners'],
  },
);
