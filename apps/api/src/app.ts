// Builds the Fastify app: external plugins, then app services (database,
// repositories, adapters), then routes. Tests build the whole app this way and
// call app.inject(); server.ts adds migrations, listening and shutdown.
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
import { apiBase } from '@rosto/contract/endpoints';
import type { ResolvedConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import analyticsRepository from './modules/analytics/repository';
import analyticsRoutes from './modules/analytics/routes';
import phoneCodesRepository from './modules/entrance/phone-code-repository';
import phoneCodes from './modules/entrance/phone-codes';
import entranceRepository from './modules/entrance/repository';
import entranceRoutes from './modules/entrance/routes';
import faceRepository from './modules/face/repository';
import faceRoutes from './modules/face/routes';
import faceService from './modules/face/service';
import type { FaceEngine } from './modules/face/engine/types';
import healthRoutes from './modules/health/routes';
import legalRepository from './modules/legal/repository';
import legalRoutes from './modules/legal/routes';
import partnersRepository from './modules/partners/repository';
import partnerRoutes from './modules/partners/routes';
import outboxRepository from './modules/sandbox/outbox-repository';
import sandboxRoutes from './modules/sandbox/routes';
import emailConfirmation from './modules/user/email-confirmation';
import emailTokensRepository from './modules/user/email-token-repository';
import usersRepository from './modules/user/repository';
import userRoutes from './modules/user/routes';
import auth from './plugins/auth';
import captcha from './plugins/captcha';
import cardNetwork from './plugins/card-network';
import clock, { type Clock, systemClock } from './plugins/clock';
import db from './plugins/db';
import errorHandler, { answerClientError, answerFrameworkError } from './plugins/error-handler';
import faceEngine from './plugins/face-engine';
import inputGuard from './plugins/input-guard';
import { genReqId, loggerOptions } from './plugins/logger';
import messaging from './plugins/messaging';
import rateLimit from './plugins/rate-limit';
import security from './plugins/security';
import serveStatic from './plugins/static';
import swagger from './plugins/swagger';

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
  faceJobs?: { pollMs?: number; leaseMs?: number };
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

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: loggerOptions(config) }),
    genReqId,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
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
  app.decorate('shuttingDown', false);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  // 1. External wrappers.
  await app.register(security, { corsOrigins: config.corsOrigins });
  await app.register(rateLimit, { max: config.rateLimitMax });
  await app.register(swagger, { publicUrl: config.publicUrl, version: options.version ?? '0.1.0' });
  await app.register(auth, { secret: config.jwt.secret, expiresIn: config.jwt.expiresIn });
  await app.register(serveStatic, { root: config.webDistDir });
  await app.register(errorHandler);
  await app.register(inputGuard);

  // 2. App services: the clock and database, repositories, then the adapters and
  //    services built on them.
  await app.register(clock, { clock: options.clock ?? systemClock });
  await app.register(db, { database: options.database });
  await app.register(partnersRepository);
  await app.register(legalRepository);
  await app.register(analyticsRepository);
  await app.register(usersRepository);
  await app.register(outboxRepository);
  await app.register(entranceRepository);
  await app.register(phoneCodesRepository);
  await app.register(emailTokensRepository);
  await app.register(faceRepository);
  await app.register(messaging, { config });
  await app.register(captcha, { config });
  await app.register(cardNetwork, { sandbox: config.sandbox });
  await app.register(phoneCodes);
  await app.register(emailConfirmation);
  await app.register(faceEngine, {
    engine: options.faceEngine,
    pool: config.face.engineThreads ? { size: config.face.engineThreads } : {},
  });
  await app.register(faceService, options.faceJobs ?? {});

  // 3. Routes.
  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(partnerRoutes);
      await api.register(legalRoutes);
      await api.register(analyticsRoutes);
      await api.register(userRoutes);
      await api.register(entranceRoutes);
      await api.register(faceRoutes);
      if (config.stage === 'sandbox') await api.register(sandboxRoutes);
    },
    { prefix: apiBase },
  );

  return app;
}
