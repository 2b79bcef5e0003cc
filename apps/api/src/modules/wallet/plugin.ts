// The wallet module (docs/spec/wallet-checklist.md, decision 030): its repository, the limits, the
// card adds, the validation (with the hourly refund of validation charges) and
// the reads and edits, on the app; its routes under the API prefix.
import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import { apiBase } from '@rosto/contract/endpoints';
import { runWhileUp } from '../../periodic-task';
import { type AddCards, createAddCards } from './add-cards';
import {
  type CardIssuers,
  createSandboxCardIssuers,
  unconfiguredCardIssuers,
} from './card-issuers';
import { type CardReview, createCardReview } from './card-review';
import { type CardValidation, createCardValidation } from './card-validation';
import { type WalletRepository, createWalletRepository } from './repository';
import walletRoutes from './routes';
import { createWalletLimits } from './wallet-limits';
import { type WalletService, createWalletService } from './wallet-service';

declare module 'fastify' {
  interface FastifyInstance {
    walletRepository: WalletRepository;
    cardIssuers: CardIssuers;
    addCards: AddCards;
    cardValidation: CardValidation;
    cardReview: CardReview;
    walletService: WalletService;
  }
}

/** How often each instance refunds the validation charges that are due. */
const REFUND_INTERVAL_MS = 15 * 60 * 1000;

/** The card-number HMAC key, derived from the PIN pepper: one server secret less to manage. */
export function cardNumberHashKey(pinPepper: Buffer): Buffer {
  return createHmac('sha256', pinPepper).update('rosto:card-number-hash:v1').digest();
}

export default fp(
  async (app) => {
    const repository = createWalletRepository(app.db, app.customerChanges);
    const limits = createWalletLimits({ repository, config: app.config.wallet });
    const issuers =
      app.config.stage === 'sandbox'
        ? createSandboxCardIssuers({
            phoneOfCpf: async (cpf) =>
              (await app.usersRepository.findByCpf(cpf))?.phoneNumber ?? null,
          })
        : unconfiguredCardIssuers;
    const validation = createCardValidation({
      repository,
      gateway: app.cardNetwork,
      clock: app.clock,
      log: app.log,
    });
    app.decorate('walletRepository', repository);
    app.decorate('cardIssuers', issuers);
    app.decorate(
      'addCards',
      createAddCards({
        repository,
        limits,
        users: app.usersRepository,
        gateway: app.cardNetwork,
        issuers,
        phoneCodes: app.phoneCodes,
        clock: app.clock,
        stage: app.config.stage,
        numberHashKey: cardNumberHashKey(app.config.pinPepper),
      }),
    );
    app.decorate('cardValidation', validation);
    app.decorate(
      'cardReview',
      createCardReview({
        repository,
        users: app.usersRepository,
        sms: app.messaging.sms,
        log: app.log,
        now: () => app.clock.now(),
      }),
    );
    app.decorate(
      'walletService',
      createWalletService({
        repository,
        limits,
        users: app.usersRepository,
        gateway: app.cardNetwork,
        clock: app.clock,
        stage: app.config.stage,
        log: app.log,
        issuerColorOf: (placeName) => app.partnersService.issuerColor(placeName),
      }),
    );

    runWhileUp(
      app,
      'validation charge refunds',
      async () => {
        const refunded = await validation.refundDue(app.clock.now());
        if (refunded > 0) app.log.info({ refunded }, 'validation charges refunded');
      },
      { intervalMs: REFUND_INTERVAL_MS, log: app.log },
    );
    await app.register(walletRoutes, { prefix: apiBase });
  },
  {
    name: 'wallet',
    dependencies: [
      'db',
      'customer-changes',
      'clock',
      'messaging',
      'auth',
      'user',
      'phone-codes',
      'card-network',
      'partners',
    ],
  },
);
