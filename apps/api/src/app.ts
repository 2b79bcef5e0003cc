// Builds the Fastify app: external plugins, then app services (clock, database,
// adapters), then one plugin per module (its repositories, service and routes).
// Tests build the whole app this way and call app.inject(); server.ts adds
// migrations, listening and shutdown.
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawServerDefault,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ResolvedConfig, TrustProxy } from './config/env';
import type { DatabaseHandle } from './db/client';
import accountRights from './modules/account-rights/plugin';
import analytics from './modules/analytics/plugin';
import audit from './modules/audit/plugin';
import customers from './modules/customers/plugin';
import email from './modules/email/plugin';
import entrance from './modules/entrance/plugin';
import type { FaceEngine } from './face-engine/types';
import faceChallenge from './modules/face-challenge/plugin';
import faceRegistration from './modules/face-registration/plugin';
import faceReplay from './modules/face-replay/plugin';
import dataRetention from './modules/data-retention/plugin';
import faceRetention from './modules/face-retention/plugin';
import faceReview from './modules/face-review/plugin';
import faceSearch from './modules/face-search/plugin';
import faceStepUp from './modules/face-step-up/plugin';
import health from './modules/health/plugin';
import legal from './modules/legal/plugin';
import operators from './modules/operators/plugin';
import partners from './modules/partners/plugin';
import payments from './modules/payments/plugin';
import reviews from './modules/reviews/plugin';
import sandbox from './modules/sandbox/plugin';
import shopReconciliation from './modules/shop-reconciliation/plugin';
import shopRefunds from './modules/shop-refunds/plugin';
import shopSales from './modules/shop-sales/plugin';
import shopTerminals from './modules/shop-terminals/plugin';
import shopUsers from './modules/shop-users/plugin';
import webhooks from './modules/webhooks/plugin';
import type { WebhooksPluginOptions } from './modules/webhooks/plugin';
import support from './modules/support/plugin';
import terminalPayments from './modules/terminal-payments/plugin';
import phoneCodes from './modules/phone-codes/plugin';
import pin from './modules/pin/plugin';
import sessions from './modules/sessions/plugin';
import shops from './modules/shops/plugin';
import terminals from './modules/terminals/plugin';
import user from './modules/user/plugin';
import wallet from './modules/wallet/plugin';
import auth from './plugins/app/auth';
import captcha from './plugins/app/captcha';
import cardNetwork, { createCardNetwork } from './plugins/app/card-network/index';
import cpfBureau, { type CpfBureau } from './plugins/app/cpf-bureau/index';
import { createDatabaseLedger } from './plugins/app/card-network/sandbox-ledger';
import { createOutboxRepository } from './plugins/app/outbox-repository';
import { statementLine } from '@rosto/contract/card-statement';
import clock, { type Clock, systemClock } from './plugins/app/clock';
import customerChanges from './plugins/app/customer-changes';
import db from './plugins/app/db';
import errorHandler, { answerClientError, answerFrameworkError } from './plugins/app/error-handler';
import faceEngine from './plugins/app/face-engine';
import inputGuard from './plugins/app/input-guard';
import { genReqId, lazyChildLogger, loggerOptions } from './plugins/app/logger';
import messaging from './plugins/app/messaging';
import metrics from './plugins/app/metrics';
import rateLimit from './plugins/external/rate-limit';
import redis from './plugins/external/redis';
import requestContext from './plugins/app/request-context';
import security from './plugins/external/security';
import serveConsole from './plugins/external/console-static';
import serveStatic, { inlineScriptHashes } from './plugins/external/static';
import swagger from './plugins/external/swagger';

declare module 'fastify' {
  interface FastifyInstance {
    config: ResolvedConfig;
  }
}

export interface BuildAppOptions {
  config: ResolvedConfig;
  database: DatabaseHandle;
  /** A ready pino logger (tests pass one writing to memory); default from config.logLevel. */
  logger?: FastifyBaseLogger;
  /** Version shown in the OpenAPI document. */
  version?: string;
  /** Time for expiries and countdowns; tests pass a fake one. */
  clock?: Clock;
  /** The face engine; by default a worker pool started on first use. */
  faceEngine?: FaceEngine;
  /** Face job runner timings (tests shorten them). */
  faceJobs?: { pollMs?: number; leaseMs?: number; heartbeatMs?: number; pollWaitMs?: number };
  /** The shops' webhook deliveries' waits (tests shorten them). */
  webhooks?: WebhooksPluginOptions;
  /** How the sandbox's mock delays wait (tests count them instead). */
  sandboxWait?: (ms: number) => Promise<void>;
  /** The CPF register (tests: an adapter pointed at the Serpro double); else the config's. */
  cpfBureau?: CpfBureau;
}

/** Default body limit; routes that take photos raise it for themselves. */
const BODY_LIMIT = 1024 * 1024;

/** The app as routes see it: zod schemas give request and reply types. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Fastify's form of TRUST_PROXY. A hop count becomes a function: Fastify's own
 * numeric `trustProxy` trusts no hop at all, and `true` (trust every hop) would
 * take the left-most X-Forwarded-For, which the client writes.
 */
function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: loggerOptions(config) }),
    genReqId,
    childLoggerFactory: lazyChildLogger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // At shutdown the server stops accepting connections and serves the
    // requests already accepted (decision 043): behind a proxy, a connection
    // accepted just before the close is a request the proxy cannot pass on
    // to another instance any more, so refusing it with 503 would fail it.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Router and HTTP-parser errors answer in the catalogue shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);
  await app.register(requestContext);
  const instance = config.instanceId;
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    // Which of several instances answered (INSTANCE_ID): for operators and the cluster tests.
    if (instance) void reply.header('x-rosto-instance', instance);
  });

  // 1. External wrappers.
  await app.register(security, {
    corsOrigins: config.corsOrigins,
    inlineScripts: inlineScriptHashes(config.webDistDir),
    imageOrigins: config.mapTileOrigins,
    recaptcha: config.captcha.provider === 'recaptcha',
  });
  await app.register(redis, { url: config.redis?.url ?? null });
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    keyPrefix: config.redis?.keyPrefix ?? '',
  });
  if (config.docs) {
    await app.register(swagger, {
      publicUrl: config.publicUrl,
      version: options.version ?? '0.1.0',
    });
  }
  await app.register(auth, {
    secret: config.jwt.secret,
    expiresIn: config.jwt.expiresIn,
  });
  await app.register(serveStatic, { root: config.webDistDir });
  await app.register(serveConsole, { root: config.consoleDistDir });
  await app.register(metrics, { token: config.metricsToken });
  await app.register(errorHandler);
  await app.register(inputGuard);

  // 2. App services: the clock, the database and the adapters to the outside world.
  await app.register(clock, { clock: options.clock ?? systemClock });
  await app.register(db, { database: options.database });
  await app.register(customerChanges);
  await app.register(messaging, { config });
  await app.register(captcha, { config });
  await app.register(cardNetwork, {
    sandbox: config.sandbox,
    gateway: createCardNetwork(
      config.cardGateway,
      config.sandbox,
      app.log,
      createDatabaseLedger(app.db),
      // The validation charge's statement line, in the outbox (issue 29).
      (charge) =>
        createOutboxRepository(app.db).add({
          channel: 'card',
          to: charge.lastFour,
          body: statementLine(charge, 'pt-BR'),
        }),
    ),
  });
  await app.register(cpfBureau, {
    config: config.cpfBureau,
    ...(options.cpfBureau ? { bureau: options.cpfBureau } : {}),
  });
  await app.register(faceEngine, {
    engine: options.faceEngine,
    pool: config.face.engineThreads ? { size: config.face.engineThreads } : {},
  });

  // 3. One plugin per module (modules/<module>/plugin.ts), each after the modules
  //    whose decorators it uses (its fastify-plugin `dependencies`).
  await app.register(health);
  await app.register(audit);
  await app.register(operators);
  await app.register(shopUsers);
  await app.register(webhooks, options.webhooks ?? {});
  await app.register(partners);
  await app.register(legal);
  await app.register(analytics);
  await app.register(phoneCodes);
  await app.register(terminals);
  await app.register(sessions);
  await app.register(user);
  await app.register(email);
  await app.register(pin);
  await app.register(accountRights);
  await app.register(entrance);
  await app.register(dataRetention);
  await app.register(faceSearch);
  await app.register(faceRetention);
  await app.register(faceReview);
  await app.register(faceStepUp);
  await app.register(faceChallenge);
  await app.register(faceRegistration, options.faceJobs ?? {});
  await app.register(support);
  await app.register(customers);
  await app.register(wallet);
  await app.register(payments);
  await app.register(faceReplay);
  await app.register(terminalPayments);
  await app.register(reviews);
  await app.register(shops);
  await app.register(shopSales);
  await app.register(shopRefunds);
  await app.register(shopTerminals);
  await app.register(shopReconciliation);
  if (config.stage === 'sandbox') {
    await app.register(sandbox, options.sandboxWait ? { wait: options.sandboxWait } : {});
  }

  return app;
}
