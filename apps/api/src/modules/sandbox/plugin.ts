// The sandbox module, registered by app.ts only when STAGE=sandbox: the outbox
// repository and the sandbox service on the app, its routes under the API
// prefix, and the spec's mock delays when asked for.
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import { apiBase } from '@rosto/contract/endpoints';
import { type OutboxRepository, createOutboxRepository } from '../../plugins/app/outbox-repository';
import sandboxRoutes from './routes';
import { type SandboxService, createSandboxService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    outboxRepository: OutboxRepository;
    sandboxService: SandboxService;
  }
}

/**
 * The spec's mock delays (SANDBOX_MOCK_DELAYS=on): how long the sandbox makes a
 * wallet call wait, so the app's loading states can be seen; null: no delay.
 */
export function mockDelayMs(method: string, url: string): number | null {
  if (method !== 'GET') return null;
  const [path = '', query = ''] = url.split('?', 2);
  if (path === '/api/user/payment-method/available-authorizers') {
    return new URLSearchParams(query).get('checkRemoteAuthorizers') === 'true' ? 6_000 : 3_000;
  }
  if (path === '/api/user/payment-method/formatted') return 10_000;
  return null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export default fp<{ wait?: (ms: number) => Promise<void> }>(
  async (app, options) => {
    if (app.config.sandbox?.mockDelays) {
      const wait = options.wait ?? sleep;
      app.addHook('onRequest', async (request) => {
        const ms = mockDelayMs(request.method, request.url);
        if (ms !== null) await wait(ms);
      });
    }
    const outbox = createOutboxRepository(app.db);
    app.decorate('outboxRepository', outbox);
    app.decorate(
      'sandboxService',
      createSandboxService({
        outbox,
        users: app.usersRepository,
        partners: app.partnersService,
        phoneCodes: app.phoneCodesRepository,
        faceTemplates: app.faceTemplateRepository,
        pins: app.pins,
        consents: app.biometricConsentRepository,
        issuePrePostPaidCard: async (userId, card) => {
          await app.walletService.issuePrePostPaidCard(userId, card);
        },
        reviewPaymentMethod: async (id, decision) => {
          const decided = await app.cardReview.decide(id, decision);
          if (!decided) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
          return decided.card;
        },
        clock: app.clock,
        buildProfile: app.buildProfile,
        startSession: (userId) => app.sessions.start(userId),
        createTerminal: async (body) => {
          const partner = await app.partnersService.partner(body.partnerSlug);
          const { place } = await app.terminalsRepository.findOrCreatePlace({
            partnerId: partner.id,
            name: body.placeName,
            address: body.address ?? null,
            latitude: body.location?.lat ?? null,
            longitude: body.location?.lng ?? null,
          });
          const { terminal, key } = await app.terminalsService.create(place.id, {
            requirePin: body.requirePin ?? false,
          });
          return { terminalId: terminal.id, placeId: place.id, key };
        },
      }),
    );
    await app.register(sandboxRoutes, { prefix: apiBase });
  },
  {
    name: 'sandbox',
    dependencies: [
      'db',
      'clock',
      'auth',
      'user',
      'sessions',
      'pin',
      'partners',
      'terminals',
      'entrance',
      'face-search',
      'face-registration',
      'wallet',
      'audit',
      'operators',
    ],
  },
);
